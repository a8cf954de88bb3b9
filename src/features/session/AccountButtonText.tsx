import { Box } from "@chakra-ui/react";

/**
 * The account button's widest size: on a phone the tunnel's header gives the full name one short
 * row beside the logo and the other controls (its accessible name still says it in full).
 */
export const accountButtonWidth = { base: "6.5rem", md: "xs" } as const;

/** What the account button shows, cut with an ellipsis when it is wider than the button. */
export function AccountButtonText({ label }: { label: string }) {
  return (
    <Box as="span" truncate>
      {label}
    </Box>
  );
}
