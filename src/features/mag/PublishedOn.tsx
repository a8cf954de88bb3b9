import { Text, type TextProps } from "@chakra-ui/react";
import { formatDate } from "../../i18n/format.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";

/** An article's publication date, readable by people ("28 octobre 2026") and machines. */
export function PublishedOn({ date, ...text }: TextProps & { date: string }) {
  const locale = useCurrentLocale();
  return (
    <Text asChild fontSize="sm" color="fg.muted" {...text}>
      <time dateTime={date}>{formatDate(date, locale)}</time>
    </Text>
  );
}
