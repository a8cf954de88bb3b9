import { Button, Field, Flex, Input, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Bed } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { arrivalDayMessages, arrivalDayProblem } from "../offer/arrivalDay.ts";
import { bedsAvailableOn, flatNumberOf, laterArrivalDays } from "./availability.ts";

type ArrivalChoiceProps = {
  beds: readonly Bed[];
  date: string;
  onDateChange: (date: string) => void;
  /** The chosen bed among those free on `date`. */
  bedId: string | undefined;
  onBedChange: (bedId: string) => void;
  today: string;
  locale: Locale;
};

/**
 * The arrival day, then the flats of this type free on that day (the first one chosen), or
 * the next days when some free up: the visitor never guesses a date that cannot be booked.
 */
export function ArrivalChoice({
  beds,
  date,
  onDateChange,
  bedId,
  onBedChange,
  today,
  locale,
}: ArrivalChoiceProps) {
  const { t, i18n } = useLingui();
  const ids = { date: useId(), error: useId() };
  const problem = arrivalDayProblem(date, today);
  const free = problem ? [] : bedsAvailableOn(beds, date);
  const laterDays = problem ? [] : laterArrivalDays(beds, date, today);
  const dateError = problem ? i18n._(arrivalDayMessages[problem]) : undefined;
  const chosenDay = problem ? "" : formatDate(date, locale);
  return (
    <Stack gap="4">
      <Field.Root id={ids.date} ids={{ errorText: ids.error }} invalid={dateError !== undefined}>
        <Field.Label>{t`Date d'arrivée`}</Field.Label>
        <Input
          type="date"
          min={today}
          value={date}
          // Chakra links the error only if it was there when the field was first drawn (RGAA 3.1).
          aria-describedby={dateError === undefined ? undefined : ids.error}
          onChange={(event) => onDateChange(event.currentTarget.value)}
        />
        <Field.ErrorText>{dateError}</Field.ErrorText>
      </Field.Root>
      {!problem && free.length > 0 && (
        <RadioGroup.Root
          value={bedId ?? null}
          onValueChange={(details) => details.value && onBedChange(details.value)}
          colorPalette="brand"
        >
          <RadioGroup.Label>
            <Trans>Logements libres le {chosenDay}</Trans>
          </RadioGroup.Label>
          <Stack gap="2" mt="2">
            {free.map((bed) => {
              const flat = flatNumberOf(bed.eft_refbien);
              const from = formatDate(bed.availableFrom, locale);
              return (
                <RadioGroup.Item key={bed.id_bien} value={bed.id_bien}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Trans>
                      Logement n° {flat}, libre à partir du {from}
                    </Trans>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              );
            })}
          </Stack>
        </RadioGroup.Root>
      )}
      {!problem && free.length === 0 && (
        <Stack gap="2" role="status">
          <Text>
            <Trans>Aucun logement de ce type n'est libre le {chosenDay}.</Trans>
          </Text>
          {laterDays.length > 0 && (
            <>
              <Text>
                <Trans>Prochaines arrivées possibles :</Trans>
              </Text>
              <Flex gap="2" wrap="wrap">
                {laterDays.map((day) => (
                  <Button key={day} size="sm" variant="outline" onClick={() => onDateChange(day)}>
                    {formatDate(day, locale)}
                  </Button>
                ))}
              </Flex>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
