import { Text, type TextProps } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "../../config/index.ts";
import { formatEuro } from "../../i18n/format.ts";

type PriceFromProps = TextProps & { amount: number | null; locale: Locale };

/** "From 650 € a month, charges included": the lowest total a visitor would pay each month. */
export function PriceFrom({ amount, locale, ...props }: PriceFromProps) {
  if (amount === null) return null;
  const price = formatEuro(amount, locale);
  return (
    <Text {...props}>
      <Trans>
        Dès{" "}
        <Text as="span" fontWeight="bold" fontSize="1.25em" color="brand.fg">
          {price}
        </Text>{" "}
        / mois, charges comprises
      </Trans>
    </Text>
  );
}
