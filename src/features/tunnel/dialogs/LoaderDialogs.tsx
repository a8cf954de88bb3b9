import { Button, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { TunnelLoaderView } from "../../../../machines/tunnelLoader.selectors.ts";
import type { TunnelLoaderEvent } from "../../../../machines/tunnelLoader.ts";
import { DialogChoice } from "./DialogChoice.tsx";
import { DialogError } from "./DialogError.tsx";
import { TunnelDialog } from "./TunnelDialog.tsx";

type LoaderDialogsProps = {
  view: TunnelLoaderView;
  send: (event: TunnelLoaderEvent) => void;
};

/** The pop-ups of the tunnel's loading (spec 2 "Pop-ups", spec 4 "Loading the tunnel"). */
export function LoaderDialogs({ view, send }: LoaderDialogsProps) {
  const busy = view.isDialogBusy;
  switch (view.dialog) {
    case "bedChange":
      return (
        <TunnelDialog
          title={<Trans>Changement d'appartement</Trans>}
          actions={
            <DialogChoice
              other={{
                label: <Trans>Annuler</Trans>,
                disabled: busy,
                onChoose: () => send({ type: "cancelBedChange" }),
              }}
              leadsTo={{
                label: <Trans>Confirmer</Trans>,
                loading: busy,
                onChoose: () => send({ type: "confirmBedChange" }),
              }}
            />
          }
        >
          <Text>
            <Trans>
              Vous avez déjà un appartement pré-réservé. Voulez-vous le remplacer par celui que vous
              venez de choisir ?
            </Trans>
          </Text>
          <DialogError code={view.errorCode} />
        </TunnelDialog>
      );
    case "apartmentUnavailable":
      return (
        <TunnelDialog
          title={<Trans>Désolé, cet appartement n'est plus disponible</Trans>}
          actions={
            <DialogChoice
              other={{
                label: <Trans>Nouvelle recherche</Trans>,
                onChoose: () => send({ type: "newSearch" }),
              }}
              leadsTo={{
                label: <Trans>Relancer la recherche</Trans>,
                onChoose: () => send({ type: "restartSearch" }),
              }}
            />
          }
        >
          <Text>
            <Trans>Un autre candidat vient de le réserver. Choisissez un autre appartement.</Trans>
          </Text>
        </TunnelDialog>
      );
    case "genderIncompatibility":
      return (
        <TunnelDialog
          title={<Trans>Incompatibilité de genre</Trans>}
          actions={
            <Button
              colorPalette="brand"
              loading={busy}
              onClick={() => send({ type: "restartSearch" })}
            >
              <Trans>Relancer la recherche</Trans>
            </Button>
          }
        >
          <Text>
            <Trans>
              Cette colocation est réservée aux femmes ou aux hommes : elle ne correspond pas au
              genre indiqué dans votre compte.
            </Trans>
          </Text>
          <DialogError code={view.errorCode} />
        </TunnelDialog>
      );
    default:
      return null;
  }
}
