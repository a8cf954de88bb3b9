import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { EXPERIENCE_MONTHS } from "./profileCodes.ts";
import { experienceLabel } from "./profileSections.ts";

/**
 * The words of a number of months of experience: `shown` follows the label rule (spec 4, ""
 * at 0 and 24), `spoken` always says the months, for screen readers.
 */
function useExperienceWords(): (months: number) => { shown: string; spoken: string } {
  const { t } = useLingui();
  const monthsWords = (count: number) => t`${plural(count, { one: "# mois", other: "# mois" })}`;
  const shownWords = (months: number) => {
    const label = experienceLabel(months);
    switch (label.kind) {
      case "none":
        return "";
      case "oneYear":
        return t`1 an`;
      case "months":
        return monthsWords(label.months);
      case "yearsAndMonths": {
        const years = label.years;
        const yearsWords = t`${plural(years, { one: "# an", other: "# ans" })}`;
        const rest = monthsWords(label.months);
        return t`${yearsWords} et ${rest}`;
      }
    }
  };
  return (months) => {
    const shown = shownWords(months);
    return { shown, spoken: shown || monthsWords(months) };
  };
}

type ExperienceSliderProps = {
  value: number;
  onChange: (months: number) => void;
  onBlur: () => void;
};

/** Months of experience of a young worker: a native range input from 0 to 24 (spec 9). */
export function ExperienceSlider({ value, onChange, onBlur }: ExperienceSliderProps) {
  const { t } = useLingui();
  const id = useId();
  const words = useExperienceWords()(value);
  return (
    <Box>
      <Flex justify="space-between" align="baseline" mb="1">
        <chakra.label htmlFor={id} fontWeight="semibold">
          {t`Expérience professionnelle`}
        </chakra.label>
        <Text fontWeight="bold" color="brand.fg" aria-hidden="true">
          {words.shown}
        </Text>
      </Flex>
      <chakra.input
        id={id}
        type="range"
        name="youngWorkerSituation.experience"
        w="full"
        accentColor="brand.solid"
        min={EXPERIENCE_MONTHS.min}
        max={EXPERIENCE_MONTHS.max}
        step={1}
        value={value}
        aria-valuetext={words.spoken}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
      />
    </Box>
  );
}
