import { Button, Flex, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Mail, MapPin } from "lucide-react";
import type { ResidenceDetail } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { BedAvailability } from "../offer/BedAvailability.tsx";
import { PriceFrom } from "../offer/PriceFrom.tsx";

type ResidenceOverviewProps = {
  residence: ResidenceDetail;
  locale: Locale;
  /** The id of the flat types' section, which the first button scrolls to. */
  typologiesId: string;
  onContact: () => void;
};

/** The residence at a glance: name, address, lowest total per month, what is free, actions. */
export function ResidenceOverview({
  residence,
  locale,
  typologiesId,
  onContact,
}: ResidenceOverviewProps) {
  return (
    <Stack gap="4">
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
        {residence.city.name}
      </Text>
      <Heading as="h1" size={{ base: "2xl", lg: "4xl" }}>
        {residence.name}
      </Heading>
      <Flex align="flex-start" gap="2">
        <Icon aria-hidden="true" mt="1" color="fg.muted">
          <MapPin />
        </Icon>
        <Text>
          {residence.address}
          {residence.postalCode && `, ${residence.postalCode}`} {residence.city.name}
        </Text>
      </Flex>
      {residence.abstract && <Text fontSize="lg">{residence.abstract}</Text>}
      <Stack gap="1" p="4" bg="brand.subtle" borderRadius="lg">
        <PriceFrom amount={residence.priceFrom} locale={locale} fontSize="lg" />
        <BedAvailability count={residence.availableBedCount} />
      </Stack>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <a href={`#${typologiesId}`}>
            <Trans>Voir les logements</Trans>
          </a>
        </Button>
        <Button variant="outline" colorPalette="brand" onClick={onContact}>
          <Icon aria-hidden="true">
            <Mail />
          </Icon>
          <Trans>Contacter la résidence</Trans>
        </Button>
      </Flex>
    </Stack>
  );
}
