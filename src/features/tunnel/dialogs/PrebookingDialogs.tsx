import { Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { toPrebookingView } from "../../../../machines/prebooking.selectors.ts";
import { now } from "../../../time/now.ts";
import { PrebookingContext } from "../tunnelActorContexts.ts";
import { DialogChoice } from "./DialogChoice.tsx";
import { DialogError } from "./DialogError.tsx";
import { LotReleasedDialog } from "./LotReleasedDialog.tsx";
import { TunnelDialog } from "./TunnelDialog.tsx";

/**
 * The end of the pre-reservation (spec 2 "Pop-ups", spec 4 "Pre-booking countdown"). It follows
 * the countdown's actor, whose snapshot changes every second, so it is kept apart from the step.
 */
export function PrebookingDialogs() {
  const view = PrebookingContext.useSelector((snapshot) => toPrebookingView(snapshot, now()));
  const { send } = PrebookingContext.useActorRef();
  if (view.dialog === "lotReleased") {
    return (
      <LotReleasedDialog
        onNewSearch={() => send({ type: "newSearch" })}
        onLastSearch={view.lastSearchTarget ? () => send({ type: "lastSearch" }) : undefined}
        onClose={() => send({ type: "close" })}
      />
    );
  }
  if (view.dialog !== "prebookingExpired") return null;
  return (
    <TunnelDialog
      title={<Trans>Délai de pré-réservation expiré</Trans>}
      onClose={view.isBusy ? undefined : () => send({ type: "close" })}
      actions={
        <DialogChoice
          other={{
            label: <Trans>Annuler la pré-réservation</Trans>,
            disabled: !view.canCancel,
            onChoose: () => send({ type: "cancelPrebooking" }),
          }}
          leadsTo={{
            label: <Trans>Prolonger la pré-réservation</Trans>,
            disabled: !view.canExtend,
            onChoose: () => send({ type: "extendPrebooking" }),
          }}
        />
      }
    >
      <Text>
        <Trans>
          Le délai pour finaliser votre pré-réservation est écoulé. Prolongez-la pour garder
          l'appartement, ou annulez-la pour le libérer.
        </Trans>
      </Text>
      <DialogError code={view.errorCode} />
    </TunnelDialog>
  );
}
