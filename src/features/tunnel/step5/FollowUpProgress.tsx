import { Box, Flex, Icon, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { SubStage } from "../../../../machines/followUp.selectors.ts";

const received = [msg`Demande reçue`, msg`Analyse de la demande`];
const afterAcceptance = [
  msg`Demande acceptée`,
  msg`Paiement`,
  msg`Signature du bail`,
  msg`Remise des clés`,
];

/** Spec 2, step 5: sub-stage 0 reads "received, then analysis"; 1 to 4 the stages after it. */
function stagesOf(subStage: SubStage): { labels: MessageDescriptor[]; current: number } {
  return subStage === 0
    ? { labels: received, current: 1 }
    : { labels: afterAcceptance, current: subStage - 1 };
}

/** The progress header of step 5, shown below sub-stage 4. */
export function FollowUpProgress({ subStage }: { subStage: SubStage }) {
  const { i18n, t } = useLingui();
  const { labels, current } = stagesOf(subStage);
  return (
    <Box as="nav" aria-label={t`Avancement de votre demande`}>
      <Flex as="ol" gap="2" wrap="wrap" listStyleType="none">
        {labels.map((label, index) => (
          <Flex
            as="li"
            key={label.id}
            align="center"
            gap="2"
            px="3"
            py="1"
            borderRadius="full"
            borderWidth="1px"
            borderColor={index === current ? "brand.solid" : "border"}
            fontWeight={index === current ? "semibold" : "normal"}
            aria-current={index === current ? "step" : undefined}
          >
            {index < current && (
              <Icon color="green.700" aria-hidden="true">
                <Check />
              </Icon>
            )}
            <Text>{i18n._(label)}</Text>
            {index < current && <Text srOnly>{t`(terminé)`}</Text>}
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
