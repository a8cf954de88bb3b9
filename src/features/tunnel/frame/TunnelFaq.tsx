import { Box, chakra, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, Suspense, use } from "react";
import type { FaqItem } from "../../../api/content.ts";
import { genericErrorMessage } from "../../../api/errors.ts";
import { SanitizedHtml } from "../../html/SanitizedHtml.tsx";
import type { ContentResult } from "../tunnelContent.ts";

type TunnelFaqProps = { questions: Promise<ContentResult<FaqItem[]>> };

function Questions({ questions }: TunnelFaqProps) {
  const { i18n } = useLingui();
  const result = use(questions);
  // Spec 8: a failed FAQ fetch shows the generic error.
  if (!result.ok) return <Text role="alert">{i18n._(genericErrorMessage)}</Text>;
  if (result.value.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {result.value.map((item) => (
        <li key={item.question}>
          {/* A native disclosure: keyboard and screen readers know it without extra code. */}
          <chakra.details borderBottomWidth="1px" pb="2">
            <chakra.summary cursor="pointer" fontWeight="semibold" py="1">
              {item.question}
            </chakra.summary>
            <SanitizedHtml html={item.response} fontSize="sm" pt="2" />
          </chakra.details>
        </li>
      ))}
    </Stack>
  );
}

/** "Vos questions": the FAQ of the current step (spec 2, right column). */
export const TunnelFaq = memo(function TunnelFaq({ questions }: TunnelFaqProps) {
  return (
    <Box as="section" aria-labelledby="tunnel-faq-title">
      <Heading as="h2" size="md" mb="3" id="tunnel-faq-title">
        <Trans>Vos questions</Trans>
      </Heading>
      <Suspense fallback={<Box h="16" bg="gray.100" borderRadius="md" aria-hidden="true" />}>
        <Questions questions={questions} />
      </Suspense>
    </Box>
  );
});
