import { Box, chakra, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DossierPricing } from "../../../api/dossierSchemas.ts";
import type { Locale } from "../../../config/index.ts";
import { formatEuro } from "../../../i18n/format.ts";
import { type PriceRow, type PriceRowKey, stayPriceRows } from "./priceRows.ts";

type PriceSummaryProps = { pricing: DossierPricing; locale: Locale };

/**
 * The flat's prices as a real table (read row by row): each month, rent and fees adding up to
 * the total; once, the honorary (with its discount), the guarantee and their total.
 */
export function PriceSummary({ pricing, locale }: PriceSummaryProps) {
  const { t } = useLingui();
  const rows = stayPriceRows(pricing);
  const percent = rows.discountPercent;
  const labels: Record<PriceRowKey, string> = {
    rent: t`Loyer`,
    charges: t`Charges`,
    monthlyTotal: t`Total mensuel`,
    fees: t`Honoraires`,
    feesAfterDiscount: t`Honoraires après réduction de ${percent} %`,
    deposit: t`Dépôt de garantie (un mois de loyer hors charges)`,
    entryTotal: t`Total à régler`,
  };
  const line = (row: PriceRow) => (
    <tr key={row.key} data-total={row.isTotal ? "" : undefined}>
      <th scope="row">{labels[row.key]}</th>
      <td>{formatEuro(row.amount, locale)}</td>
    </tr>
  );
  return (
    <Box>
      <Box
        as="table"
        w="full"
        borderCollapse="collapse"
        css={{
          "& th, & td": { py: "2", px: "3", borderBottomWidth: "1px", textAlign: "start" },
          "& td": { textAlign: "end", whiteSpace: "nowrap" },
          "& tbody th": { fontWeight: "normal" },
          "& tr[data-total] th, & tr[data-total] td": { fontWeight: "bold", bg: "brand.subtle" },
        }}
      >
        <Box as="caption" textAlign="start" fontSize="sm" color="fg.muted" pb="2">
          <Trans>Montants en euros, toutes taxes comprises.</Trans>
        </Box>
        <tbody>
          <tr>
            <chakra.th colSpan={2} scope="colgroup" fontWeight="semibold" color="brand.fg">
              <Trans>Chaque mois</Trans>
            </chakra.th>
          </tr>
          {rows.monthly.map(line)}
          <tr>
            <chakra.th colSpan={2} scope="colgroup" fontWeight="semibold" color="brand.fg" pt="4">
              <Trans>À la signature du bail</Trans>
            </chakra.th>
          </tr>
          {rows.entry.map(line)}
        </tbody>
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="2">
        <Trans>
          Le dépôt de garantie et les honoraires sont à régler à la réception du bail pour signature
          électronique.
        </Trans>
      </Text>
    </Box>
  );
}
