import { useLingui } from "@lingui/react/macro";
import { durationLabel } from "../steps/stayForm.ts";

/** Words for a stay duration: "6 mois", and "12 mois et plus" at the top of the range. */
export function useDurationWords(): (months: number) => string {
  const { t } = useLingui();
  return (months) => {
    const label = durationLabel(months);
    if (label.kind === "twelveAndMore") return t`12 mois et plus`;
    const count = label.months;
    return t`${count} mois`;
  };
}

export function DurationText({ months }: { months: number }) {
  const words = useDurationWords();
  return <>{words(months)}</>;
}
