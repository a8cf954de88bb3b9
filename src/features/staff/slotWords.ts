/** An inventory slot's day and time as the console shows them: the page's language, Paris time. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "../../config/index.ts";
import { formatDate, formatTime } from "../../i18n/format.ts";

export function slotWords(slot: { startsAt: string }, locale: Locale): MessageDescriptor {
  const day = formatDate(slot.startsAt, locale);
  const time = formatTime(slot.startsAt, locale);
  return msg`${day} à ${time} (heure de Paris)`;
}

/** A slot offered with its start and end, as the confirmation shows it (Paris time). */
export function slotRangeWords(
  slot: { startsAt: string; endsAt: string },
  locale: Locale,
): MessageDescriptor {
  const day = formatDate(slot.startsAt, locale);
  const start = formatTime(slot.startsAt, locale);
  const end = formatTime(slot.endsAt, locale);
  return msg`${day}, de ${start} à ${end} (heure de Paris)`;
}
