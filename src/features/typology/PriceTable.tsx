import { useLingui } from "@lingui/react/macro";
import type { Pricing } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { formatEuro } from "../../i18n/format.ts";
import { PriceGroup, PriceLine, PriceTableFrame } from "../offer/PriceTableFrame.tsx";
import { priceTable } from "./prices.ts";

type PriceTableProps = {
  pricing: Pricing;
  locale: Locale;
  /** The flat type and its residence, as the page's title names them (the table's caption). */
  flatName: string;
};

/**
 * Every amount the tenant pays, as a real table (read row by row by screen readers): each
 * month, the rent and charges adding up to the total; once, the fees with their discount and
 * the deposit (one month's rent excluding charges), paid when the lease is sent for signature.
 */
export function PriceTable({ pricing, locale, flatName }: PriceTableProps) {
  const { t } = useLingui();
  const table = priceTable(pricing);
  const euro = (amount: number) => formatEuro(amount, locale);
  const discount = table.entry.discountPercent;
  return (
    <PriceTableFrame
      cellPaddingY="2.5"
      caption={t`Prix du logement ${flatName}, en euros toutes taxes comprises`}
    >
      <PriceGroup pt="5" title={t`Chaque mois`} />
      <PriceLine label={t`Loyer hors charges`} amount={euro(table.monthly.rent)} />
      <PriceLine label={t`Charges forfaitaires`} amount={euro(table.monthly.charges)} />
      <PriceLine
        label={t`Total par mois, charges comprises`}
        amount={euro(table.monthly.total)}
        total
      />
      <PriceGroup pt="5" title={t`À la signature du bail`} />
      <PriceLine label={t`Honoraires`} amount={euro(table.entry.fees)} />
      {discount > 0 && (
        <PriceLine
          label={t`Honoraires après remise de ${discount} %`}
          amount={euro(table.entry.feesAfterDiscount)}
        />
      )}
      <PriceLine
        label={t`Dépôt de garantie (un mois de loyer hors charges)`}
        amount={euro(table.entry.deposit)}
      />
      <PriceLine label={t`Total à la signature`} amount={euro(table.entry.total)} total />
    </PriceTableFrame>
  );
}
