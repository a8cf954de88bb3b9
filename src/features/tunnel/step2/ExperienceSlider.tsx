import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { MonthsRange } from "../../../forms/fields/MonthsRange.tsx";
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
  const words = useExperienceWords()(value);
  return (
    <MonthsRange
      label={t`Expérience professionnelle`}
      name="youngWorkerSituation.experience"
      range={{ ...EXPERIENCE_MONTHS, step: 1 }}
      value={value}
      shown={words.shown}
      spoken={words.spoken}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
