import { Heading } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import type { ProgressStep } from "../../../../machines/wizard.selectors.ts";
import { stepLabels } from "../stepLabels.ts";

type StepHeadingProps = { step: ProgressStep; headingRef?: Ref<HTMLHeadingElement> | undefined };

/** The step's title, the page's main heading; focus moves here when the step changes. */
export function StepHeading({ step, headingRef }: StepHeadingProps) {
  const { i18n } = useLingui();
  return (
    <Heading as="h1" size={{ base: "xl", md: "2xl" }} mb="4" ref={headingRef} tabIndex={-1}>
      {i18n._(stepLabels[step])}
    </Heading>
  );
}
