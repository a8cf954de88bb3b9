import { Field } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { NativeSelectControl } from "../../forms/fields/NativeSelectControl.tsx";
import { isSortOrder, type SortOrder } from "./sortResults.ts";

type SortSelectProps = { value: SortOrder; onChange: (order: SortOrder) => void };

/** How to order the results; a native select, so every device offers its own picker. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useLingui();
  const options: { value: SortOrder; label: string }[] = [
    { value: "relevance", label: t`Pertinence` },
    { value: "priceAsc", label: t`Prix croissant` },
    { value: "priceDesc", label: t`Prix décroissant` },
  ];
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto">
      <Field.Label whiteSpace="nowrap" mb="0">
        {t`Trier par`}
      </Field.Label>
      <NativeSelectControl
        root={{ size: "sm", w: "auto" }}
        options={options}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isSortOrder(next)) onChange(next);
        }}
      />
    </Field.Root>
  );
}
