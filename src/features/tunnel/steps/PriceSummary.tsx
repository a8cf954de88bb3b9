import { Box, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DossierPricing } from "../../../api/dossierSchemas.ts";
import type { Locale } from "../../../config/index.ts";
import { formatDate, formatEuro } from "../../../i18n/format.ts";
import { PriceGroup, PriceLine, PriceTableFrame } from "../../offer/PriceTableFrame.tsx";
import { type PriceRow, type PriceRowKey, stayPriceRows } from "./priceRows.ts";

type PriceSummaryProps = { pricing: DossierPricing; arrivalDate: string | null; locale: Locale };

/**
 * The flat's prices as a real table (read row by row): each month, rent and fees adding up to
 * the total; once, the honorary (with its discount), the guarantee and their total.
 */
export function PriceSummary({ pricing, arrivalDate, locale }: PriceSummaryProps) {
  const { t } = useLingui();
  const rows = stayPriceRows(pricing);
  const percent = rows.discountPercent;
  const arrival = arrivalDate ? formatDate(arrivalDate, locale) : "";
  const labels: Record<PriceRowKey, string> = {
    rent: t`Loyer`,
    charges: t`Charges`,
    monthlyTotal: t`Total mensuel`,
    fees: t`Honoraires`,
    feesAfterDiscount: t`Honoraires après réduction de ${percent} %`,
    deposit: t`Dépôt de garantie (un mois de loyer hors charges)`,
    entryTotal: t`Total à régler`,
    firstMonth: t`Du ${arrival} à la fin du mois, charges comprises`,
  };
  const line = (row: PriceRow) => (
    <PriceLine
      key={row.key}
      label={labels[row.key]}
      amount={formatEuro(row.amount, locale)}
      total={row.isTotal}
    />
  );
  return (
    <Box>
      <PriceTableFrame
        cellPaddingY="2"
        caption={t`Prix de votre appartement, en euros toutes taxes comprises`}
      >
        <PriceGroup title={<Trans>Chaque mois</Trans>} />
        {rows.monthly.map(line)}
        <PriceGroup pt="4" title={<Trans>À la signature du bail</Trans>} />
        {rows.entry.map(line)}
        {rows.firstMonth && arrivalDate && (
          <>
            <PriceGroup pt="4" title={<Trans>Premier loyer, au prorata de votre arrivée</Trans>} />
            {line(rows.firstMonth)}
          </>
        )}
      </PriceTableFrame>
      <Text fontSize="sm" color="fg.muted" mt="2">
        <Trans>
          Le dépôt de garantie et les honoraires sont à régler à la réception du bail pour signature
          électronique.
        </Trans>
      </Text>
    </Box>
  );
}
