import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReadShown } from "../../../../machines/documentVerification.selectors.ts";
import { formatDate } from "../../../i18n/format.ts";
import { useCurrentLocale } from "../../../shared/useCurrentRoute.ts";

/**
 * What the server read on the document, under an expiry, name or birth-date finding:
 * the applicant sees why, and can explain a married name or a typo to staff.
 */
export function DocumentReadText({ readShown }: { readShown: NonNullable<ReadShown> }) {
  const { t } = useLingui();
  const locale = useCurrentLocale();
  const { value } = readShown;
  const day = formatDate(value, locale);
  const text =
    readShown.field === "names"
      ? t`Nom lu sur le document : ${value}`
      : readShown.field === "expiryDate"
        ? t`Date d'expiration lue sur le document : ${day}`
        : t`Date de naissance lue sur le document : ${day}`;
  return (
    <Text textStyle="sm" width="full">
      {text}
    </Text>
  );
}
