import type { Locale } from "../http/messages.ts";

function isBilingual(value: object): value is { fr: unknown; en: unknown } {
  const keys = Object.keys(value);
  return keys.length === 2 && "fr" in value && "en" in value;
}

/**
 * Replaces every `{ fr, en }` text of a stored document by the text in `locale`, so the
 * seed keeps both languages side by side and the API answers in one.
 */
function localize<T>(value: T, locale: Locale): Localized<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localized<T>;
  if (value === null || typeof value !== "object") return value as Localized<T>;
  if (isBilingual(value)) return value[locale] as Localized<T>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = localize(item, locale);
  return out as Localized<T>;
}

type Localized<T> = T extends { fr: infer F; en: unknown }
  ? F
  : T extends (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Localized<T[Key]> }
      : T;

/** Parses a JSON document column and localizes it. */
export function doc<T = Record<string, unknown>>(data: string, locale: Locale): T {
  return localize(JSON.parse(data) as unknown, locale) as T;
}
