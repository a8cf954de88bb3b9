import { Box, chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";

type PriceTableFrameProps = {
  /**
   * The table's title (RGAA 5.5): which flat's prices it lists, with the unit. Already
   * translated.
   */
  caption: string;
  /** Vertical padding of each cell (a token). */
  cellPaddingY: string;
  /** The body's rows: `PriceGroup` headings and `PriceLine`s. */
  children: ReactNode;
};

/**
 * A price table's frame, read row by row by screen readers: the caption (whose prices, in euros,
 * all taxes included), then the rows, totals highlighted and amounts aligned at the end.
 */
export function PriceTableFrame({ caption, cellPaddingY, children }: PriceTableFrameProps) {
  return (
    <Box
      as="table"
      w="full"
      borderCollapse="collapse"
      css={{
        "& th, & td": { py: cellPaddingY, px: "3", borderBottomWidth: "1px", textAlign: "start" },
        "& td": { textAlign: "end", whiteSpace: "nowrap" },
        "& tbody th": { fontWeight: "normal" },
        "& tr[data-total] th, & tr[data-total] td": { fontWeight: "bold", bg: "brand.subtle" },
      }}
    >
      <Box as="caption" textAlign="start" fontSize="sm" color="fg.muted" pb="2">
        {caption}
      </Box>
      <tbody>{children}</tbody>
    </Box>
  );
}

/** A heading row over a group of amounts ("each month", "when the lease is signed"). */
export function PriceGroup({ title, pt }: { title: ReactNode; pt?: string }) {
  return (
    <tr>
      <chakra.th colSpan={2} scope="colgroup" fontWeight="semibold" color="brand.fg" pt={pt}>
        {title}
      </chakra.th>
    </tr>
  );
}

/** One amount with its label; a total is highlighted. */
export function PriceLine({
  label,
  amount,
  total,
}: {
  label: string;
  amount: string;
  total?: boolean;
}) {
  return (
    <tr data-total={total ? "" : undefined}>
      <th scope="row">{label}</th>
      <td>{amount}</td>
    </tr>
  );
}
