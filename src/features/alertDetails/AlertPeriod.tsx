import { Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { formatDate } from "../../i18n/format.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";

/** When an alert applies, in the spec's date format. */
export function AlertPeriod({ beginning, end }: { beginning: string; end: string }) {
  const locale = useCurrentLocale();
  const from = formatDate(beginning, locale);
  const to = formatDate(end, locale);
  return (
    <Text fontSize="sm" color="fg.muted" mb="4">
      <Trans>
        Du <time dateTime={beginning}>{from}</time> au <time dateTime={end}>{to}</time>
      </Trans>
    </Text>
  );
}
