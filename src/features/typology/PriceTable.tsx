import { Box, chakra } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Pricing } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { formatEuro } from "../../i18n/format.ts";
import { priceTable } from "./prices.ts";

type PriceTableProps = { pricing: Pricing; locale: Locale };

/**
 * Every amount the tenant pays, as a real table (read row by row by screen readers): each
 * month, the rent and charges adding up to the total; once, the fees with their discount and
 * the deposit (one month's rent excluding charges), paid when the lease is sent for signature.
 */
export function PriceTable({ pricing, locale }: PriceTableProps) {
  const { t } = useLingui();
  const table = priceTable(pricing);
  const euro = (amount: number) => formatEuro(amount, locale);
  const discount = table.entry.discountPercent;
  return (
    <Box
      as="table"
      w="full"
      borderCollapse="collapse"
      css={{
        "& th, & td": { py: "2.5", px: "3", borderBottomWidth: "1px", textAlign: "start" },
        "& td": { textAlign: "end", whiteSpace: "nowrap" },
        "& tbody th": { fontWeight: "normal" },
        "& tr[data-total] th, & tr[data-total] td": { fontWeight: "bold", bg: "brand.subtle" },
      }}
    >
      <Box as="caption" textAlign="start" fontSize="sm" color="fg.muted" pb="2">
        <Trans>Montants en euros, toutes taxes comprises.</Trans>
      </Box>
      <tbody>
        <Group title={t`Chaque mois`} />
        <Row label={t`Loyer hors charges`} amount={euro(table.monthly.rent)} />
        <Row label={t`Charges forfaitaires`} amount={euro(table.monthly.charges)} />
        <Row
          label={t`Total par mois, charges comprises`}
          amount={euro(table.monthly.total)}
          total
        />
        <Group title={t`À la signature du bail`} />
        <Row label={t`Honoraires`} amount={euro(table.entry.fees)} />
        {discount > 0 && (
          <Row
            label={t`Honoraires après remise de ${discount} %`}
            amount={euro(table.entry.feesAfterDiscount)}
          />
        )}
        <Row
          label={t`Dépôt de garantie (un mois de loyer hors charges)`}
          amount={euro(table.entry.deposit)}
        />
        <Row label={t`Total à la signature`} amount={euro(table.entry.total)} total />
      </tbody>
    </Box>
  );
}

function Group({ title }: { title: ReactNode }) {
  return (
    <tr>
      <chakra.th colSpan={2} scope="colgroup" fontWeight="semibold" pt="5" color="brand.fg">
        {title}
      </chakra.th>
    </tr>
  );
}

function Row({ label, amount, total }: { label: string; amount: string; total?: boolean }) {
  return (
    <tr data-total={total ? "" : undefined}>
      <th scope="row">{label}</th>
      <td>{amount}</td>
    </tr>
  );
}
