import { Flex, Icon } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { TypologyCard } from "../../api/catalogue.ts";
import { typologyFeatures } from "../offer/typologyFeatures.ts";

/** Surface, bedrooms, terrace, balcony, double bed: what the flat type has. */
export function FeatureList({ typology }: { typology: TypologyCard }) {
  const { i18n, t } = useLingui();
  const features = typologyFeatures(typology);
  if (features.length === 0) return null;
  return (
    <Flex as="ul" aria-label={t`Caractéristiques`} listStyleType="none" wrap="wrap" gap="2">
      {features.map((feature) => (
        <Flex
          as="li"
          key={feature.id}
          align="center"
          gap="1.5"
          px="3"
          py="1"
          borderRadius="full"
          bg="brand.subtle"
          color="brand.fg"
          fontWeight="medium"
          fontSize="sm"
        >
          <Icon aria-hidden="true" boxSize="4">
            <Check />
          </Icon>
          {i18n._(feature)}
        </Flex>
      ))}
    </Flex>
  );
}
