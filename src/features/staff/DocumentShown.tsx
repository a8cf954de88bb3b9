import { Box, Button, Heading, HStack, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { documentViewerMachine } from "../../../machines/documentViewer.ts";
import { StaffFileContext } from "./staffContexts.ts";

/**
 * The document the reviewer opened, read through the console's client: an image in `<img>`, a
 * PDF in a sandboxed frame (never as the app's own page), anything else to save only.
 */
export function DocumentShown() {
  const viewer = StaffFileContext.useSelector((snapshot) => snapshot.children.document);
  return viewer ? <Viewer viewer={viewer} /> : null;
}

function Viewer({ viewer }: { viewer: ActorRefFrom<typeof documentViewerMachine> }) {
  const { t } = useLingui();
  const { send } = StaffFileContext.useActorRef();
  const view = useSelector(viewer, (snapshot) => ({
    ...snapshot.context,
    isReading: snapshot.matches("reading"),
    hasFailed: snapshot.matches("readFailed"),
    isShown: snapshot.matches("showing"),
  }));
  const isImage = view.contentType.startsWith("image/");
  const isPdf = view.contentType === "application/pdf";
  return (
    <Box as="section" aria-label={view.fileName} borderWidth="1px" rounded="md" p="4" mb="8">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h2" size="md">
          {view.fileName}
        </Heading>
        <HStack>
          {view.isShown ? (
            <Button size="sm" variant="outline" onClick={() => viewer.send({ type: "download" })}>
              {t`Télécharger`}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => send({ type: "closeDocument" })}>
            {t`Fermer le document`}
          </Button>
        </HStack>
      </HStack>
      <Box aria-live="polite">
        {view.isReading ? <Text role="status">{t`Chargement du document…`}</Text> : null}
      </Box>
      {view.hasFailed ? (
        <HStack role="alert" gap="3">
          <Text>{t`Le document n'a pas pu être lu.`}</Text>
          <Button size="sm" onClick={() => viewer.send({ type: "retry" })}>
            {t`Réessayer`}
          </Button>
        </HStack>
      ) : null}
      {view.isShown && view.localUrl ? (
        isImage ? (
          <Image src={view.localUrl} alt={view.fileName} maxH="70vh" />
        ) : isPdf ? (
          <Box
            as="iframe"
            // No permission at all: the frame shows the bytes, it runs nothing of ours.
            {...{ sandbox: "", src: view.localUrl, title: view.fileName }}
            w="full"
            h="70vh"
          />
        ) : (
          <Text>{t`Ce type de fichier ne s'affiche pas ici : téléchargez-le.`}</Text>
        )
      ) : null}
    </Box>
  );
}
