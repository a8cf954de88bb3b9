import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";

type Choice = { label: ReactNode; onChoose: () => void; disabled?: boolean; loading?: boolean };

/**
 * A tunnel dialog's two ways out, in one order and one look: the other way, outlined, then the
 * one the dialog leads to, in the brand's colour (absent when it cannot be offered).
 */
export function DialogChoice({ other, leadsTo }: { other: Choice; leadsTo?: Choice }) {
  const buttons = [
    { key: "other", choice: other, look: { variant: "outline" } },
    { key: "leadsTo", choice: leadsTo, look: { colorPalette: "brand" } },
  ] as const;
  return buttons.map(
    ({ key, choice, look }) =>
      choice && (
        <Button
          key={key}
          {...look}
          disabled={choice.disabled}
          loading={choice.loading}
          onClick={choice.onChoose}
        >
          {choice.label}
        </Button>
      ),
  );
}
