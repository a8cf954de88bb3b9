import type { I18n } from "@lingui/core";
import type { Locale } from "../../../config/index.ts";
import type { FieldOption } from "../../../forms/fields/SelectField.tsx";
import { countries } from "../../../i18n/countries.ts";
import type { OptionLabel } from "./profileOptions.ts";

/** An option set as the field components take it: codes as text, labels translated. */
export function toFieldOptions(i18n: I18n, options: readonly OptionLabel[]): FieldOption[] {
  return options.map(({ code, label }) => ({
    value: String(code),
    label: typeof label === "string" ? label : i18n._(label),
  }));
}

const countryOptionsByLocale = new Map<Locale, readonly FieldOption[]>();

/** The country list in the interface's language (France first, the default), built once. */
export function countryOptions(locale: Locale): readonly FieldOption[] {
  const cached = countryOptionsByLocale.get(locale);
  if (cached) return cached;
  const options = countries(locale).map(({ code, name }) => ({ value: String(code), label: name }));
  countryOptionsByLocale.set(locale, options);
  return options;
}
