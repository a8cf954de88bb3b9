import { Flex } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { stayDuration } from "../../../config/index.ts";
import { MonthsRange } from "../../../forms/fields/MonthsRange.tsx";
import { DurationText, useDurationWords } from "../frame/DurationText.tsx";

type DurationSliderProps = { value: number; onChange: (months: number) => void; disabled: boolean };

/**
 * The stay duration (spec 5, step 1): a native range input, 3 to 12 months by 1, labelled and
 * with its value written out ("12 mois et plus" at the top), which screen readers also hear.
 */
export function DurationSlider({ value, onChange, disabled }: DurationSliderProps) {
  const words = useDurationWords();
  return (
    <MonthsRange
      label={<Trans>Durée du séjour</Trans>}
      name="duration"
      range={stayDuration}
      value={value}
      shown={<DurationText months={value} />}
      spoken={words(value)}
      onChange={onChange}
      disabled={disabled}
      ends={
        <Flex justify="space-between" fontSize="sm" color="fg.muted" aria-hidden="true">
          <span>
            <DurationText months={stayDuration.min} />
          </span>
          <span>
            <DurationText months={stayDuration.max} />
          </span>
        </Flex>
      }
    />
  );
}
