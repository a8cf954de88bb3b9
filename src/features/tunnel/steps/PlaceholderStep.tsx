import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { type Ref, useEffect } from "react";
import type { StepView } from "../../../../machines/wizard.selectors.ts";
import type { FormStep, WizardEvent } from "../../../../machines/wizard.ts";
import { DOCUMENTS_STEP } from "../../../../machines/wizard.ts";
import { StepHeading } from "./StepHeading.tsx";

type PlaceholderStepProps = {
  step: Exclude<FormStep, 1>;
  view: StepView;
  send: (event: WizardEvent) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * A step whose form is not built yet (its issue is open). It says so plainly and saves nothing:
 * Back, and a way to look at the next step without saving; no Continue, no "Reprendre plus
 * tard", no sending, so nothing here can claim a success it did not have.
 */
export function PlaceholderStep({ step, view, send, headingRef }: PlaceholderStepProps) {
  // The step is on screen: the progress bar may jump from it.
  useEffect(() => send({ type: "formLoaded" }), [send]);
  const nextStep = step === DOCUMENTS_STEP ? null : ((step + 1) as FormStep);
  return (
    <Box as="section">
      <StepHeading step={step} headingRef={headingRef} />
      <Text mb="6">
        <Trans>
          Le formulaire de cette étape n'est pas encore disponible en ligne : rien n'y est
          enregistré pour l'instant.
        </Trans>
      </Text>
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Button variant="outline" disabled={!view.canGoBack} onClick={() => send({ type: "back" })}>
          <Trans>Retour</Trans>
        </Button>
        {nextStep !== null && (
          <Button variant="outline" onClick={() => send({ type: "jumpToStep", step: nextStep })}>
            <Trans>Voir l'étape suivante (sans enregistrer)</Trans>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
