import { Field, HStack, Input, NativeSelect } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { now } from "../../time/now.ts";
import { type Autofill, autoCompleteOf } from "../fieldGroups/autofill.ts";
import { FieldShell } from "../fields/FieldShell.tsx";
import { useFieldControl } from "../fields/useFieldControl.ts";
import { useFieldContext } from "../formContext.ts";
import { autoCountry } from "./autoCountry.ts";
import { phoneCountries } from "./countries.ts";
import { emptyCountrySearch, findTypedCountry, typeInCountrySearch } from "./countrySearch.ts";
import {
  draftOfValue,
  isPhoneCountry,
  mobilePlaceholder,
  type PhoneDraft,
  withCountry,
  withTyped,
} from "./phoneNumber.ts";

/** Names the country select for assistive technology; sighted users read the dial codes. */
const countryLabel = msg`Indicatif du pays`;
/** Under "Numéro de téléphone invalide" (RGAA 11.11). */
const phoneFormatHint = msg`Le numéro tel qu'on le compose dans le pays choisi : par exemple 06 12 34 56 78 en France`;

export type PhoneFieldProps = {
  /** Already translated (`<Trans>`, `t`); labels the number input. */
  label: ReactNode;
  required?: boolean;
  /** The rule's limit for what is typed (contact form: 100). */
  maxLength?: number;
  /** Whose number it is, for the browser's autofill: the user's own unless said (guarantors: "off"). */
  autofill?: Autofill;
};

/**
 * A country select and a national-number input bound to the surrounding `form.AppField`,
 * which holds the number in E.164 (spec 5 "phone input"; logic in phoneNumber.ts).
 */
export function PhoneField({
  label,
  required = false,
  maxLength,
  autofill = "own",
}: PhoneFieldProps) {
  const field = useFieldContext<string>();
  const { i18n } = useLingui();
  const { ids, error, hint, controlProps } = useFieldControl(
    field,
    required,
    i18n._(phoneFormatHint),
  );
  const locale = i18n.locale;
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  const [draft, setDraft] = useState(() => draftOfValue(field.state.value, autoCountry()));
  const search = useRef(emptyCountrySearch);

  // A value set from outside (form reset, data loaded later) replaces what was typed.
  if (field.state.value !== draft.value) {
    setDraft(draftOfValue(field.state.value, draft.country));
  }

  const update = (next: PhoneDraft) => {
    setDraft(next);
    if (next.value !== field.state.value) field.handleChange(next.value);
  };

  return (
    <FieldShell label={label} required={required} error={error} hint={hint} ids={ids}>
      <HStack gap="2" align="stretch" width="full">
        <Field.Root
          id={`${ids.control}country`}
          width={{ base: "9rem", md: "13rem" }}
          flexShrink={0}
        >
          <Field.Label srOnly>{i18n._(countryLabel)}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.country}
              autoComplete={autoCompleteOf(autofill, "tel-country-code")}
              onChange={(event) => {
                const code = event.currentTarget.value;
                if (isPhoneCountry(code)) update(withCountry(draft, code));
              }}
              onKeyDown={(event) => {
                if (event.altKey || event.ctrlKey || event.metaKey) return;
                if (!/^\p{L}$/u.test(event.key)) return;
                // Our search replaces the browser's, so both do not fight over the selection.
                event.preventDefault();
                search.current = typeInCountrySearch(search.current, event.key, now());
                const code = findTypedCountry(countries, search.current.typed);
                if (code && code !== draft.country) update(withCountry(draft, code));
              }}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.name} (${country.dialCode})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden />
          </NativeSelect.Root>
        </Field.Root>
        <Input
          {...controlProps}
          // A text field with a phone keypad: HTML allows `tel-national` (the number without
          // its country code, which the list beside it holds) on text fields only, not on
          // `type="tel"` (RGAA 8.2).
          type="text"
          inputMode="tel"
          autoComplete={autoCompleteOf(autofill, "tel-national")}
          value={draft.typed}
          maxLength={maxLength}
          placeholder={mobilePlaceholder(draft.country)}
          onChange={(event) => update(withTyped(draft, event.target.value))}
        />
      </HStack>
    </FieldShell>
  );
}
