import type { Ref } from "react";
import type { StepView } from "../../../../machines/wizard.selectors.ts";
import type { WizardEvent } from "../../../../machines/wizard.ts";
import type { Locale } from "../../../config/index.ts";

/** What the wizard gives every step's panel: its view, its events, the locale, the heading to focus. */
export type StepPanelProps = {
  view: StepView;
  send: (event: WizardEvent) => void;
  locale: Locale;
  headingRef: Ref<HTMLHeadingElement>;
};
