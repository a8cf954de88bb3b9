import { Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Transport } from "../../api/catalogue.ts";

/** Public transport near the residence; each line links to its map on the operator's site. */
export function TransportList({ transports }: { transports: readonly Transport[] }) {
  const { t } = useLingui();
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {transports.map((transport) => (
        <Flex as="li" key={transport.name} align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="sm" minW="20">
            {transport.name}
          </Heading>
          <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
            {transport.lignes.map((line) => {
              const name = `${transport.name} ${line.name}`;
              return (
                <li key={line.name}>
                  {line.url ? (
                    <Link
                      href={line.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t`${name} (nouvel onglet)`}
                      display="inline-flex"
                      minW="9"
                      h="9"
                      px="2"
                      alignItems="center"
                      justifyContent="center"
                      borderRadius="md"
                      borderWidth="1px"
                      borderColor="brand.border"
                      color="brand.fg"
                      fontWeight="bold"
                    >
                      {line.name}
                    </Link>
                  ) : (
                    <Text as="span" fontWeight="bold">
                      {line.name}
                    </Text>
                  )}
                </li>
              );
            })}
          </Flex>
        </Flex>
      ))}
    </Stack>
  );
}
