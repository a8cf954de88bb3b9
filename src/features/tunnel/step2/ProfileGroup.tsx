import { Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One of step 2's groups: a fieldset named by its legend, so each reads as a region. */
export function ProfileGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="4" borderWidth="1px" borderRadius="lg" p="4" minW="0">
      <Heading as="legend" size="md" px="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
