import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

type ContinueButtonProps = {
  /** A save is in flight: the button shows it and cannot be pressed twice. */
  busy: boolean;
  canContinue: boolean;
};

/** A step form's submit button, "Continuer": saves the step, then the next one opens. */
export function ContinueButton({ busy, canContinue }: ContinueButtonProps) {
  return (
    <Button type="submit" colorPalette="brand" loading={busy} disabled={!canContinue && !busy}>
      <Trans>Continuer</Trans>
    </Button>
  );
}
