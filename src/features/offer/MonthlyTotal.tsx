import { Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { Pricing } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { formatEuro } from "../../i18n/format.ts";

type MonthlyTotalProps = { pricing: Pricing; locale: Locale; align?: "start" | "end" };

/** The total per month first and large, then what it is made of: no price hides its charges. */
export function MonthlyTotal({ pricing, locale, align = "start" }: MonthlyTotalProps) {
  const total = formatEuro(pricing.rentIncludingCharges, locale);
  const rent = formatEuro(pricing.rentExcludingCharges, locale);
  const charges = formatEuro(pricing.charges, locale);
  return (
    <Stack gap="0" textAlign={align}>
      <Text>
        <Trans>
          <Text as="span" fontWeight="bold" fontSize="xl" color="brand.fg">
            {total}
          </Text>{" "}
          / mois charges comprises
        </Trans>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Loyer {rent} + charges {charges}
        </Trans>
      </Text>
    </Stack>
  );
}
