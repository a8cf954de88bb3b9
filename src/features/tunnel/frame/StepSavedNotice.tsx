import { Box } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { wizardMachine } from "../../../../machines/wizard.ts";
import { now } from "../../../time/now.ts";

/** How long the snackbar stays. */
const NOTICE_MS = 5000;

/** Shows the snackbar each time the wizard says a step was saved. */
export function useStepSavedNotice(wizard: ActorRefFrom<typeof wizardMachine>): boolean {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    const subscription = wizard.on("stepSaved", () => setSavedAt(now()));
    return () => subscription.unsubscribe();
  }, [wizard]);
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);
  return savedAt !== null;
}

/**
 * The snackbar "L'étape a été enregistré" (spec 2). A status region present from the start, so
 * screen readers announce its text when it appears; no toaster needed for one message.
 */
export function StepSavedNotice({ visible }: { visible: boolean }) {
  return (
    <Box
      role="status"
      position="fixed"
      bottom="6"
      insetStart="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      pointerEvents="none"
    >
      {visible && (
        <Box bg="gray.900" color="white" px="5" py="3" borderRadius="md" boxShadow="lg">
          <Trans>L'étape a été enregistré</Trans>
        </Box>
      )}
    </Box>
  );
}
