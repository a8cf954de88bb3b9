import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { memo, Suspense, use } from "react";
import type { ProgressStep } from "../../../../machines/wizard.selectors.ts";
import type { BookingStep } from "../../../api/content.ts";
import type { ContentResult } from "../tunnelContent.ts";
import { bookingStagesFor } from "./bookingStages.ts";

type HowToBookProps = { step: ProgressStep; stages: Promise<ContentResult<BookingStep[]>> };

function Stages({ step, stages }: HowToBookProps) {
  const result = use(stages);
  // A side note: without its content the column simply stays empty.
  const shown = result.ok ? bookingStagesFor(step, result.value) : [];
  return (
    <Stack as="ol" listStyleType="none" gap="3">
      {shown.map((stage) => (
        <li key={stage.key}>
          <Text fontWeight="semibold">{stage.title}</Text>
          {stage.text && (
            <Text fontSize="sm" color="fg.muted">
              {stage.text}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** The side column "How to book" (spec 2): two stages before step 5, three at step 5. */
export const HowToBook = memo(function HowToBook(props: HowToBookProps) {
  return (
    <Box as="section" aria-labelledby="tunnel-how-to-book-title">
      <Heading as="h2" size="md" mb="3" id="tunnel-how-to-book-title">
        <Trans>Comment réserver</Trans>
      </Heading>
      <Suspense fallback={null}>
        <Stages {...props} />
      </Suspense>
    </Box>
  );
});
