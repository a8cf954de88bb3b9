import { Box, CloseButton, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { X } from "lucide-react";
import { selectSavedNotice } from "../../../../machines/savedNotice.selectors.ts";
import type { Locale } from "../../../config/index.ts";
import { formatTime } from "../../../i18n/format.ts";
import { PrebookingContext, WizardContext } from "../tunnelActorContexts.ts";

/**
 * What the wizard's `savedNotice` child says (machines/savedNotice.ts holds its timing): the
 * snackbar "L'étape a été enregistré" (spec 2) after a step is saved, or, after "Reprendre plus
 * tard", a notice that stays until closed: the file is saved, where to take it up again, and
 * until when the flat stays held. A status region present from the start, so screen readers
 * announce its text when it appears; no toaster needed.
 */
export function StepSavedNotice({ locale }: { locale: Locale }) {
  const notice = WizardContext.useSelector((snapshot) => snapshot.children.savedNotice);
  const shown = useSelector(notice, selectSavedNotice);
  return (
    <Box
      role="status"
      position="fixed"
      bottom="6"
      insetStart="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      w="max-content"
      maxW="calc(100vw - 2rem)"
      pointerEvents={shown === "savedForLater" ? "auto" : "none"}
    >
      {shown !== "none" && (
        <Box bg="gray.900" color="white" px="5" py="3" borderRadius="md" boxShadow="lg">
          {shown === "stepSaved" ? (
            <Trans>L'étape a été enregistré</Trans>
          ) : (
            <SavedForLater locale={locale} onClose={() => notice?.send({ type: "close" })} />
          )}
        </Box>
      )}
    </Box>
  );
}

function SavedForLater({ locale, onClose }: { locale: Locale; onClose: () => void }) {
  const { t } = useLingui();
  const endsAt = PrebookingContext.useSelector((snapshot) =>
    snapshot.hasTag("countdownShown") ? snapshot.context.endsAt : null,
  );
  const until = endsAt === null ? "" : formatTime(endsAt, locale);
  return (
    <HStack align="start" gap="3">
      <Stack gap="1">
        <Text fontWeight="semibold">
          <Trans>Votre demande est enregistrée.</Trans>
        </Text>
        <Text>
          <Trans>Vous pourrez la reprendre depuis l'Espace Client, avec le même compte.</Trans>
        </Text>
        {until !== "" && (
          <Text>
            <Trans>
              Le logement reste pré-réservé pour vous jusqu'à {until} seulement : après, il sera
              libéré pour d'autres candidats.
            </Trans>
          </Text>
        )}
      </Stack>
      <CloseButton size="sm" color="white" aria-label={t`Fermer le message`} onClick={onClose}>
        <X aria-hidden />
      </CloseButton>
    </HStack>
  );
}
