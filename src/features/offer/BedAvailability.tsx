import { Text, type TextProps } from "@chakra-ui/react";
import { Plural, Trans } from "@lingui/react/macro";

type BedAvailabilityProps = TextProps & { count: number };

/** How many flats are open to booking, or that none is: never a card without the answer. */
export function BedAvailability({ count, ...props }: BedAvailabilityProps) {
  return (
    <Text fontSize="sm" fontWeight="medium" color={count > 0 ? "green.700" : "fg.muted"} {...props}>
      {count > 0 ? (
        <Plural value={count} one="# logement disponible" other="# logements disponibles" />
      ) : (
        <Trans>Complet pour le moment</Trans>
      )}
    </Text>
  );
}
