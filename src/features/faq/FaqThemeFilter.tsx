import { Button, Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ContentGroup } from "../../api/editorial.ts";

type FaqThemeFilterProps = {
  themes: readonly ContentGroup[];
  /** Questions per theme among those matching the search. */
  counts: ReadonlyMap<string, number>;
  total: number;
  selected: string;
  onSelect: (theme: string) => void;
};

/** Toggle buttons, one per theme plus "all", each with how many questions it holds. */
export function FaqThemeFilter({ themes, counts, total, selected, onSelect }: FaqThemeFilterProps) {
  const { t } = useLingui();
  const choices = [
    { id: "", name: t`Toutes les questions`, count: total },
    ...themes.map((theme) => ({ ...theme, count: counts.get(theme.id) ?? 0 })),
  ];
  return (
    <Flex role="group" aria-label={t`Thèmes`} wrap="wrap" gap="2">
      {choices.map((choice) => {
        const pressed = choice.id === selected;
        return (
          <Button
            key={choice.id || "all"}
            size="sm"
            borderRadius="full"
            colorPalette="brand"
            variant={pressed ? "solid" : "outline"}
            aria-pressed={pressed}
            onClick={() => onSelect(choice.id)}
          >
            {`${choice.name} (${choice.count})`}
          </Button>
        );
      })}
    </Flex>
  );
}
