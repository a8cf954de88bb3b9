import {
  Box,
  Button,
  Link as ChakraLink,
  Container,
  Heading,
  HStack,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { fromPromise } from "xstate";
import { documentViewerMachine } from "../../../machines/documentViewer.ts";
import { toReviewView } from "../../../machines/review.selectors.ts";
import { reviewMachine } from "../../../machines/review.ts";
import { staffFileMachine } from "../../../machines/staffFile.ts";
import { getStaffSignIn } from "../../auth/staffSignIn.ts";
import { staffSignIn } from "../../config/index.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { getInspect } from "../../shared/inspector.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { useRouterContext } from "../../shared/routerContext.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { DecisionPanel } from "./DecisionPanel.tsx";
import { DocumentShown } from "./DocumentShown.tsx";
import { FileSections } from "./FileSections.tsx";
import { documentViewerImplementations, reviewActors } from "./reviewActors.ts";
import { staffClientOf } from "./staffClient.ts";
import { ReviewContext, StaffFileContext } from "./staffContexts.ts";
import { failureText, statusLabel } from "./staffWords.ts";

/**
 * A file as the team reviews it (docs/staff.md, "File"): one review (machines/review.ts) under
 * one Provider, its draft a child of it. The page renders the review's view and sends events.
 */
export default function StaffFilePage() {
  const { api } = useRouterContext();
  const { reference } = useParams({ strict: false }) as { reference: string };
  const locale = useCurrentLocale();
  const signIn = getStaffSignIn();
  const client = staffClientOf(api, signIn);
  const logic = staffFileMachine.provide({
    actors: {
      startRecentSignIn: fromPromise<unknown, { reference: string }>(({ input }) =>
        signIn.startSignIn({
          locale,
          maxAge: staffSignIn.decisiveActionMinutes * 60,
          returnTo: pathFor("staffFile", locale, { reference: input.reference }),
        }),
      ),
      review: reviewMachine.provide(reviewActors(client)),
      documentViewer: documentViewerMachine.provide(documentViewerImplementations(client)),
    },
  });
  return (
    <StaffFileContext.Provider
      key={reference}
      logic={logic}
      options={{ input: { reference }, systemId: "staffFile", inspect: getInspect() }}
    >
      <ReviewView reference={reference} />
    </StaffFileContext.Provider>
  );
}

function ReviewView({ reference }: { reference: string }) {
  const { t, i18n } = useLingui();
  const locale = useCurrentLocale();
  const view = ReviewContext.useSelector(toReviewView);
  const { send } = ReviewContext.useActorRef();
  const title = `${i18n._(pageTitles.staffFile)} ${reference}`;
  const file = view.file;
  const status = file ? statusLabel(file.status) : null;
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <PageHead title={title} />
      <ChakraLink asChild mb="4" display="inline-block">
        <Link to={pathFor("staffQueue", locale)}>{t`Retour à la liste des dossiers`}</Link>
      </ChakraLink>
      <Heading as="h1" size="2xl" mb="2">
        {title}
      </Heading>
      {status !== null ? (
        <Text mb="4">
          {t`Statut :`} {typeof status === "string" ? status : i18n._(status)}
        </Text>
      ) : null}
      <Box aria-live="polite" mb="4">
        {view.isLoading ? <Text role="status">{t`Chargement du dossier…`}</Text> : null}
        {view.isTaking ? <Text role="status">{t`Prise en charge du dossier…`}</Text> : null}
        {view.holder ? (
          <Text>
            {t`En cours de revue par ${view.holder.holder.name} jusqu'à ${i18n.date(view.holder.until, { timeStyle: "short" })} : le dossier est en lecture seule.`}
          </Text>
        ) : null}
        {view.hold ? (
          <Text>
            {t`Vous examinez ce dossier jusqu'à ${i18n.date(view.hold.until, { timeStyle: "short" })}.`}
          </Text>
        ) : null}
        {view.hasHoldExpired ? (
          <Text>{t`Votre prise en charge a expiré : le dossier est en lecture seule. Votre brouillon est gardé.`}</Text>
        ) : null}
        {view.isDecided ? <Text>{t`Décision enregistrée. Le dossier est libéré.`}</Text> : null}
      </Box>
      {view.isHoldEnding ? (
        <HStack role="alert" mb="4" gap="3" wrap="wrap">
          <Text>{t`Votre prise en charge se termine dans une minute.`}</Text>
          {view.renewalErrorCode ? <Text>{i18n._(failureText(view.renewalErrorCode))}</Text> : null}
          <Button
            size="sm"
            loading={view.isRenewingHold}
            onClick={() => send({ type: "keepReviewing" })}
          >
            {t`Continuer l'examen`}
          </Button>
        </HStack>
      ) : null}
      {view.canRetry && (view.isReadOnly || file === null) ? (
        <HStack mb="4" gap="3" wrap="wrap" role={view.errorCode ? "alert" : undefined}>
          {view.errorCode && !view.holder ? (
            <Text>{i18n._(failureText(view.errorCode))}</Text>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => send({ type: "retry" })}>
            {file === null ? t`Réessayer` : t`Prendre le dossier`}
          </Button>
        </HStack>
      ) : null}
      {file ? (
        <Stack gap="8" direction={{ base: "column", lg: "row" }} align="start">
          <Box flex="2" minW="0">
            <DocumentShown />
            <FileSections file={file} />
          </Box>
          <Box flex="1" minW="0" position={{ lg: "sticky" }} top="4">
            <DecisionPanel />
          </Box>
        </Stack>
      ) : null}
    </Container>
  );
}
