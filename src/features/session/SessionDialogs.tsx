import { Alert, Button, Dialog, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useSession } from "../../shared/sessionContext.ts";
import { SanitizedHtml } from "../html/SanitizedHtml.tsx";
import { DialogShell } from "../page/DialogShell.tsx";

/**
 * The session's two dialogs (spec 2.3, 4): the terms-update dialog, which only acceptance
 * closes, and the reservation / session-expired dialog. Loaded only when one must show.
 */
export default function SessionDialogs() {
  const { view } = useSession();
  return (
    <>
      {view.showTermsDialog && <TermsDialog />}
      {view.showSessionExpiredDialog && <SessionExpiredDialog />}
    </>
  );
}

function TermsDialog() {
  const { t } = useLingui();
  const { view, send } = useSession();
  return (
    <DialogShell
      open
      closeOnEscape={false}
      closeOnInteractOutside={false}
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
      role="alertdialog"
      title={t`Nos conditions d'utilisation ont évolué`}
    >
      {/* The terms can be long: the scrolling body is reachable with the keyboard. */}
      <Dialog.Body tabIndex={0} aria-label={t`Conditions d'utilisation`}>
        <Stack gap="4">
          <Text>{t`Pour continuer, merci de lire et d'accepter les nouvelles conditions d'utilisation.`}</Text>
          {view.termsHtml ? (
            <SanitizedHtml html={view.termsHtml} />
          ) : (
            <Spinner aria-label={t`Chargement`} />
          )}
          {view.termsError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator aria-hidden />
              <Alert.Title>
                {view.termsError === "termsUnavailable"
                  ? t`Les conditions d'utilisation n'ont pas pu être chargées.`
                  : t`Votre acceptation n'a pas pu être enregistrée, veuillez réessayer.`}
              </Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {view.canRetryLoadingTerms && (
          <Button variant="outline" onClick={() => send({ type: "retryLoadingTerms" })}>
            {t`Réessayer`}
          </Button>
        )}
        <Button
          colorPalette="brand"
          disabled={!view.canAcceptTerms}
          loading={view.isAcceptingTerms}
          onClick={() => send({ type: "acceptTerms" })}
        >
          {t`J'accepte les conditions d'utilisation`}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

function SessionExpiredDialog() {
  const { t } = useLingui();
  const { view, send } = useSession();
  return (
    <DialogShell
      open
      onOpenChange={(details) => !details.open && send({ type: "closeExpiredDialog" })}
      role="alertdialog"
      title={t`Connexion requise`}
    >
      <Dialog.Body>
        <Text>{t`Vous devez vous connecter ou créer un compte pour réserver un appartement`}</Text>
        {view.signInError && (
          <Text color="red.700" mt="3" role="alert">
            {t`La connexion est momentanément indisponible, veuillez réessayer.`}
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => send({ type: "closeExpiredDialog" })}>
          {t`Fermer`}
        </Button>
        <Button
          colorPalette="brand"
          disabled={!view.canSignIn}
          loading={view.isSigningIn}
          onClick={() => send({ type: "signIn" })}
        >
          {t`Se connecter`}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
