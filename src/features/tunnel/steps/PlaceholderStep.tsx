import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { type Ref, useEffect } from "react";
import type { StepView } from "../../../../machines/wizard.selectors.ts";
import type { FormStep, WizardEvent } from "../../../../machines/wizard.ts";
import { DOCUMENTS_STEP } from "../../../../machines/wizard.ts";
import { StepError } from "./StepError.tsx";
import { StepHeading } from "./StepHeading.tsx";

type PlaceholderStepProps = {
  step: Exclude<FormStep, 1>;
  view: StepView;
  send: (event: WizardEvent) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The step's form has nothing to send yet: its moves carry no values. */
const noValues = {};

/**
 * Steps 2 to 4 until their forms arrive (later issues): the heading, a short text and the
 * step's moves (Back, Continue, and on step 4 "Envoyer votre demande"), all wired to the wizard.
 */
export function PlaceholderStep({ step, view, send, headingRef }: PlaceholderStepProps) {
  useEffect(() => send({ type: "formLoaded" }), [send]);
  const busy = view.isSaving || view.isSending;
  return (
    <Box as="section">
      <StepHeading step={step} headingRef={headingRef} />
      <Text mb="6">
        <Trans>Le formulaire de cette étape sera bientôt disponible.</Trans>
      </Text>
      <StepError code={view.errorCode} />
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Button
          variant="outline"
          disabled={!view.canGoBack || busy}
          onClick={() => send({ type: "back" })}
        >
          <Trans>Retour</Trans>
        </Button>
        {step === DOCUMENTS_STEP ? (
          <Button
            colorPalette="brand"
            loading={busy}
            disabled={!view.canSend && !busy}
            onClick={() => send({ type: "sendRequest", values: noValues })}
          >
            <Trans>Envoyer votre demande</Trans>
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            loading={busy}
            disabled={!view.canContinue && !busy}
            onClick={() => send({ type: "continue", values: noValues })}
          >
            <Trans>Continuer</Trans>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
