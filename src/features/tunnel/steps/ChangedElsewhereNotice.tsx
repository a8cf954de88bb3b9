import { Box, Button, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { RecordReloadState } from "../../../../machines/stepRecord.selectors.ts";

export type RecordReload = { state: RecordReloadState; onReload: () => void };

/**
 * A save refused because another tab or device saved the step first (409 `modifieAilleurs`):
 * nothing was saved here, and the applicant may load the newer record; what this tab typed is
 * kept and put back over it. Once loaded, the notice says so until the step is saved again.
 */
export function ChangedElsewhereNotice({ reload }: { reload?: RecordReload }) {
  if (reload?.state === "reloaded") {
    return (
      <Box role="status" my="3" fontWeight="semibold">
        <Text>
          <Trans>
            La dernière version de l'étape est chargée, avec ce que vous avez saisi ici : vérifiez
            puis continuez.
          </Trans>
        </Text>
      </Box>
    );
  }
  return (
    <Box role="alert" color="fg.error" fontWeight="semibold" my="3">
      <Text>
        <Trans>
          Votre dossier a été modifié dans un autre onglet ou sur un autre appareil : rien n'a été
          enregistré ici.
        </Trans>
      </Text>
      {reload?.state === "reloadFailed" && (
        <Text>
          <Trans>Le chargement de la dernière version a échoué, veuillez réessayer.</Trans>
        </Text>
      )}
      {reload && (
        <Button
          mt="2"
          variant="outline"
          onClick={reload.onReload}
          loading={reload.state === "reloading"}
        >
          <Trans>Recharger l'étape en gardant ma saisie</Trans>
        </Button>
      )}
    </Box>
  );
}
