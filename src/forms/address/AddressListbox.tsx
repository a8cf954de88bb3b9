import { Box } from "@chakra-ui/react";
import { useEffect } from "react";
import type { AddressSuggestion } from "../../../machines/addressLookup.ts";

export type AddressListboxProps = {
  id: string;
  /** The field's label, which names the list too. */
  labelId: string;
  suggestions: readonly AddressSuggestion[];
  highlightedIndex: number | null;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
};

/**
 * The combobox's listbox, under the input. It stays in the page while closed (empty and hidden)
 * so the input's `aria-controls` always names it. Options are chosen by click or tap; pressing
 * one does not take the focus from the input, whose keys drive the highlight.
 */
export function AddressListbox({
  id,
  labelId,
  suggestions,
  highlightedIndex,
  optionId,
  onChoose,
}: AddressListboxProps) {
  useEffect(() => {
    if (highlightedIndex === null) return;
    document.getElementById(optionId(highlightedIndex))?.scrollIntoView?.({ block: "nearest" });
  }, [highlightedIndex, optionId]);

  return (
    <Box
      as="ul"
      role="listbox"
      id={id}
      aria-labelledby={labelId}
      hidden={suggestions.length === 0}
      position="absolute"
      zIndex="dropdown"
      top="100%"
      insetX="0"
      mt="1"
      maxHeight="16rem"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="md"
      listStyleType="none"
      onMouseDown={(event) => event.preventDefault()}
    >
      {suggestions.map((suggestion, index) => (
        <Box
          as="li"
          key={suggestion.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === highlightedIndex}
          px="3"
          py="2"
          cursor="pointer"
          _hover={{ bg: "bg.muted" }}
          _selected={{
            bg: "brand.subtle",
            outline: "2px solid",
            outlineColor: "brand.focusRing",
            outlineOffset: "-2px",
          }}
          onClick={() => onChoose(index)}
        >
          {suggestion.label}
        </Box>
      ))}
    </Box>
  );
}
