import { Button, Field, Flex, Icon, Input, NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { cityAliases, type Locale } from "../../config/index.ts";
import { cityNames } from "../../i18n/cities.ts";
import { pathFor } from "../../routes/paths.ts";
import { today as todayInParis } from "../../time/now.ts";
import {
  type ArrivalDayProblem,
  arrivalDayMessages,
  arrivalDayProblem,
} from "../offer/arrivalDay.ts";
import { isCityAlias } from "../offer/cityAlias.ts";
import { searchParamsOf } from "./searchQuery.ts";

type SearchFormProps = {
  locale: Locale;
  /** The current search, to refine it; a new search starts from today in every city. */
  initial?: { city?: string | undefined; date?: string | undefined };
  /** Visible name of the submit button ("Rechercher", "Modifier la recherche"...). */
  submitLabel?: string;
};

/**
 * Search by city and arrival date, leading to the search results (`?city=&date=YYYY-MM-DD`).
 * Native controls: the phone's own date picker, and no form library in the home page's bundle.
 */
export function SearchForm({ locale, initial, submitLabel }: SearchFormProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const today = todayInParis();
  const [city, setCity] = useState(isCityAlias(initial?.city) ? initial.city : "");
  const [date, setDate] = useState(initial?.date ?? today);
  const [problem, setProblem] = useState<ArrivalDayProblem | null>(null);
  const ids = { city: useId(), date: useId(), dateError: useId() };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = arrivalDayProblem(date, today);
    setProblem(found);
    if (found) return;
    const search = searchParamsOf({ city: city || undefined, date });
    void router.navigate({ href: pathFor("searchResult", locale, {}, search) });
  };

  const dateError = problem ? i18n._(arrivalDayMessages[problem]) : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not yet a landmark for every screen reader; the role on the form is.
    <form role="search" aria-label={t`Rechercher un logement`} noValidate onSubmit={submit}>
      <Flex direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-start" }}>
        <Field.Root id={ids.city} flex="1">
          <Field.Label>{t`Ville`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={city}
              onChange={(event) => setCity(event.currentTarget.value)}
              bg="bg"
            >
              <option value="">{t`Toutes les villes`}</option>
              {cityAliases.map((alias) => (
                <option key={alias} value={alias}>
                  {i18n._(cityNames[alias])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root
          id={ids.date}
          ids={{ errorText: ids.dateError }}
          invalid={dateError !== undefined}
          flex="1"
        >
          <Field.Label>{t`Date d'arrivée`}</Field.Label>
          <Input
            type="date"
            min={today}
            value={date}
            bg="bg"
            // Chakra links the error only if it was there when the field was first drawn (RGAA 3.1).
            aria-describedby={dateError === undefined ? undefined : ids.dateError}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <Field.ErrorText>{dateError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" mt={{ md: "6" }} minW="40">
          <Icon aria-hidden="true">
            <Search />
          </Icon>
          {submitLabel ?? t`Rechercher`}
        </Button>
      </Flex>
    </form>
  );
}
