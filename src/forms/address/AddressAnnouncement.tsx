import { Box } from "@chakra-ui/react";
import { Plural, Trans } from "@lingui/react/macro";
import type { AddressLookupAnnouncement } from "../../../machines/addressLookup.selectors.ts";

function Message({ announcement }: { announcement: AddressLookupAnnouncement }) {
  switch (announcement.code) {
    case "suggestionsFound":
      return (
        <Plural value={announcement.count} one="# adresse trouvée" other="# adresses trouvées" />
      );
    case "noSuggestions":
      return <Trans>Aucune adresse trouvée : vous pouvez la saisir vous-même.</Trans>;
    case "lookupFailed":
      return (
        <Trans>
          La recherche d'adresse ne répond pas : vous pouvez saisir l'adresse vous-même.
        </Trans>
      );
  }
}

/**
 * The address field's polite live region, always in the page so screen readers hear each change.
 * The number of suggestions is for screen readers only (sighted users see the list); "nothing
 * found" and "search failed" show under the field too, since they tell everyone to type on.
 */
export function AddressAnnouncement({
  announcement,
}: {
  announcement: AddressLookupAnnouncement | null;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      srOnly={announcement?.code === "suggestionsFound"}
      fontSize="sm"
      color="fg.muted"
    >
      {announcement && <Message announcement={announcement} />}
    </Box>
  );
}
