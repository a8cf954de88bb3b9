import { Button, Dialog, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { shallowEqual } from "@xstate/react";
import { toBookingView } from "../../../machines/booking.selectors.ts";
import { DialogShell } from "../page/DialogShell.tsx";
import { hasKeptChoiceNow } from "./bookingActors.ts";
import { BookingContext } from "./bookingContext.ts";

/**
 * Shown to a visitor who is not signed in and books (public spec 2.3): booking needs an account.
 * Signing in, or creating an account (the provider's sign-up form first), comes back to the
 * tunnel with the chosen flat. The `booking` machine decides.
 */
export function ReservationDialog() {
  const { t } = useLingui();
  const view = BookingContext.useSelector(toBookingView, shallowEqual);
  const { send } = BookingContext.useActorRef();
  const open = view.isDialogOpen;
  const failed = view.hasSignInFailed;
  const starting = view.isStartingSignIn;
  const signIn = () => send({ type: "signIn" });
  const signUp = () => send({ type: "signUp" });
  const onClose = () => send({ type: "close", hasKeptChoice: hasKeptChoiceNow() });
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      title={t`Réserver ce logement`}
      closeLabel={t`Fermer`}
    >
      <Dialog.Body>
        <Text>
          <Trans>Vous devez vous connecter ou créer un compte pour réserver un appartement</Trans>
        </Text>
        {failed && (
          <Text role="alert" mt="3" color="red.700">
            <Trans>Une erreur est survenue lors de la requête, veuillez réessayer plus tard</Trans>
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="outline"
          onClick={signUp}
          loading={starting && view.createsAccount}
          disabled={starting}
        >
          <Trans>Créer un compte</Trans>
        </Button>
        <Button
          colorPalette="brand"
          onClick={signIn}
          loading={starting && !view.createsAccount}
          disabled={starting}
        >
          <Trans>Se connecter</Trans>
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
