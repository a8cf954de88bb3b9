import { Box } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { selectIsSavedNoticeShown } from "../../../../machines/savedNotice.selectors.ts";
import { WizardContext } from "../tunnelActorContexts.ts";

/**
 * The snackbar "L'étape a été enregistré" (spec 2), shown while the wizard's `savedNotice` child
 * says so (machines/savedNotice.ts holds its timing). A status region present from the start, so
 * screen readers announce its text when it appears; no toaster needed for one message.
 */
export function StepSavedNotice() {
  const notice = WizardContext.useSelector((snapshot) => snapshot.children.savedNotice);
  const visible = useSelector(notice, selectIsSavedNoticeShown);
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
