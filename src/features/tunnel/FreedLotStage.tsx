import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { TunnelLoaderView } from "../../../machines/tunnelLoader.selectors.ts";
import type { TunnelLoaderEvent } from "../../../machines/tunnelLoader.ts";
import type { DossierInfo } from "../../api/dossierSchemas.ts";
import type { Locale } from "../../config/index.ts";
import { staticProgress } from "./frame/staticProgress.ts";
import { TunnelFrame } from "./frame/TunnelFrame.tsx";
import { StepHeading } from "./steps/StepHeading.tsx";
import { stepRegistry } from "./steps/stepRegistry.ts";
import type { TunnelContent } from "./tunnelContent.ts";

type FreedLotStageProps = {
  view: TunnelLoaderView;
  send: (event: TunnelLoaderEvent) => void;
  details: DossierInfo | null;
  locale: Locale;
  content: TunnelContent;
};

const progress = staticProgress(1);

/**
 * Step 1 when the pre-reservation expired and the flat was released (spec 2, step 1): the notice,
 * "Dernière recherche" (the flat type's listing at the arrival date) and a new search.
 */
export function FreedLotStage({ view, send, details, locale, content }: FreedLotStageProps) {
  return (
    <TunnelFrame
      locale={locale}
      step={1}
      progress={progress}
      content={content}
      details={null}
      stayMonths={stepRegistry[1].form.fromServer(details?.crm ?? null).duration}
      hasJustDeposited={false}
    >
      <Box as="section">
        <StepHeading step={1} />
        <Box borderWidth="1px" borderRadius="lg" p="5">
          <Text role="alert" fontWeight="semibold" mb="4">
            <Trans>Votre pré-réservation a expiré, l'appartement a été libéré.</Trans>
          </Text>
          <HStack gap="3" wrap="wrap">
            {view.lastSearchTarget && (
              <Button colorPalette="brand" onClick={() => send({ type: "lastSearch" })}>
                <Trans>Dernière recherche</Trans>
              </Button>
            )}
            <Button variant="outline" onClick={() => send({ type: "newSearch" })}>
              <Trans>Nouvelle recherche</Trans>
            </Button>
          </HStack>
        </Box>
      </Box>
    </TunnelFrame>
  );
}
