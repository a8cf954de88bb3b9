import { Box, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";
import type { TypologyCard } from "../../../api/catalogue.ts";
import type { DossierInfo } from "../../../api/dossierSchemas.ts";
import { typologyFeatures } from "../../offer/typologyFeatures.ts";

type BookingRecapProps = Pick<DossierInfo, "residence" | "typologie" | "lot">;

/** The booking recap (spec 2): residence, flat type and the apartment's details. */
export const BookingRecap = memo(function BookingRecap({
  residence,
  typologie,
  lot,
}: BookingRecapProps) {
  const { i18n } = useLingui();
  if (!residence && !typologie && !lot) return null;
  // The same phrases as the flat type's pages ("1 chambre", "2 chambres"; none for a parking).
  const features = lot
    ? typologyFeatures({
        surface: lot.surface,
        bedrooms: lot.bedrooms ?? 0,
        terrace: lot.terrace,
        balcony: lot.balcony,
        largeBed: lot.largeBed,
        lotType: lot.lotType as TypologyCard["lotType"],
      }).map((feature) => i18n._(feature))
    : [];
  const address = residence
    ? [residence.address, [residence.postalCode, residence.cityName].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", ")
    : "";
  return (
    <Box
      as="section"
      aria-labelledby="tunnel-recap-title"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Heading as="h2" size="md" mb="3" id="tunnel-recap-title">
        <Trans>Votre réservation</Trans>
      </Heading>
      {residence && (
        <>
          <Text fontWeight="semibold">{residence.name}</Text>
          {address && (
            <Text fontSize="sm" color="fg.muted">
              {address}
            </Text>
          )}
        </>
      )}
      {typologie && <Text mt="2">{typologie.name}</Text>}
      {lot?.eft_refbien && (
        <Text fontSize="sm">
          <Trans>Appartement n° {lot.eft_refbien}</Trans>
        </Text>
      )}
      {features.length > 0 && (
        <Box as="ul" listStyleType="none" fontSize="sm" color="fg.muted" mt="1">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Box>
      )}
    </Box>
  );
});
