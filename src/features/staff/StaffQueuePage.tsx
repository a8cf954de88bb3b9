import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link, useRouter } from "@tanstack/react-router";
import { toStaffQueueView } from "../../../machines/staffQueue.selectors.ts";
import { staffQueueMachine } from "../../../machines/staffQueue.ts";
import { STAFF_QUEUE_TABS, type StaffQueueTab } from "../../api/staffSchemas.ts";
import { getStaffSignIn } from "../../auth/staffSignIn.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { getInspect } from "../../shared/inspector.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { useRouterContext } from "../../shared/routerContext.ts";
import { useCurrentLocale, useCurrentRoute } from "../../shared/useCurrentRoute.ts";
import { staffClientOf } from "./staffClient.ts";
import { StaffQueueContext } from "./staffContexts.ts";
import { staffQueueActors } from "./staffQueueActors.ts";
import { failureText, statusLabel, tabLabels } from "./staffWords.ts";

/**
 * The residence team's queue (docs/staff.md, "Queue"), and the console's sign-in callback: one
 * actor system (machines/staffQueue.ts) under one Provider. The page renders its view and sends
 * it the reviewer's gestures.
 */
export default function StaffQueuePage() {
  const { api } = useRouterContext();
  const router = useRouter();
  const locale = useCurrentLocale();
  const onCallback = useCurrentRoute()?.name === "staffSignInCallback";
  const signIn = getStaffSignIn();
  const logic = staffQueueMachine.provide(
    staffQueueActors({
      client: staffClientOf(api, signIn),
      api,
      locale,
      signIn,
      replaceAddress: (path) => void router.navigate({ href: path, replace: true }),
    }),
  );
  return (
    <StaffQueueContext.Provider
      logic={logic}
      options={{
        input: { callbackUrl: onCallback ? window.location.href : null },
        systemId: "staffQueue",
        inspect: getInspect(),
      }}
    >
      <QueueView />
    </StaffQueueContext.Provider>
  );
}

function QueueView() {
  const { t, i18n } = useLingui();
  const view = StaffQueueContext.useSelector(toStaffQueueView);
  const { send } = StaffQueueContext.useActorRef();
  const title = i18n._(pageTitles.staffQueue);
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <PageHead title={title} />
      <HStack justify="space-between" align="start" gap="4" wrap="wrap" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {view.canSignOut || view.isSigningOut ? (
          <Button
            variant="outline"
            loading={view.isSigningOut}
            onClick={() => send({ type: "signOut" })}
          >
            {t`Se déconnecter de la console`}
          </Button>
        ) : null}
      </HStack>
      {view.isCompletingSignIn ? (
        <Loading label={t`Connexion en cours…`} />
      ) : view.isSigningOut ? (
        <Loading label={t`Déconnexion en cours…`} />
      ) : view.needsSignIn || view.isSigningIn ? (
        <Stack gap="4" align="start">
          {view.isProviderStillSignedIn ? (
            <Text role="alert">
              {t`Vous êtes déconnecté de la console, mais le service de connexion n'a pas répondu : sur un ordinateur partagé, fermez le navigateur.`}
            </Text>
          ) : null}
          <Text role={view.hasSignInFailed ? "alert" : undefined}>
            {view.hasSignInFailed
              ? t`La connexion n'a pas abouti. Veuillez réessayer.`
              : t`Connectez-vous avec votre compte de l'équipe pour voir les dossiers.`}
          </Text>
          <Button
            colorPalette="brand"
            loading={view.isSigningIn}
            onClick={() => send({ type: "signIn" })}
          >
            {t`Se connecter`}
          </Button>
        </Stack>
      ) : (
        <Stack gap="6">
          <Filters />
          <QueueTabs />
        </Stack>
      )}
    </Container>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <HStack role="status" gap="3">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}

function Filters() {
  const { t } = useLingui();
  const view = StaffQueueContext.useSelector(toStaffQueueView);
  const { send } = StaffQueueContext.useActorRef();
  return (
    <Stack direction={{ base: "column", md: "row" }} gap="4" align={{ md: "end" }}>
      <Field.Root maxW={{ md: "xs" }}>
        <Field.Label>{t`Résidence`}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={view.query.residence}
            onChange={(event) =>
              send({ type: "changeQuery", change: { residence: event.currentTarget.value } })
            }
          >
            <option value="">{t`Toutes les résidences`}</option>
            {view.residences.map((residence) => (
              <option key={residence.crmId} value={residence.crmId}>
                {residence.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator aria-hidden />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW={{ md: "48" }}>
        <Field.Label>{t`Mois d'arrivée`}</Field.Label>
        <Input
          type="month"
          value={view.query.arrivalMonth}
          onChange={(event) =>
            send({ type: "changeQuery", change: { arrivalMonth: event.currentTarget.value } })
          }
        />
      </Field.Root>
      <form
        aria-label={t`Rechercher un dossier`}
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get("q");
          send({ type: "changeQuery", change: { q: typeof text === "string" ? text : "" } });
        }}
      >
        <HStack align="end">
          <Field.Root>
            <Field.Label>{t`Référence, nom ou e-mail`}</Field.Label>
            <Input name="q" type="search" defaultValue={view.query.q} maxLength={100} />
          </Field.Root>
          <Button type="submit" variant="outline">
            {t`Rechercher`}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

function QueueTabs() {
  const { t, i18n } = useLingui();
  const view = StaffQueueContext.useSelector(toStaffQueueView);
  const { send } = StaffQueueContext.useActorRef();
  return (
    <Tabs.Root
      value={view.query.tab}
      onValueChange={(details) =>
        send({ type: "changeQuery", change: { tab: details.value as StaffQueueTab } })
      }
      variant="line"
      lazyMount
    >
      <Tabs.List flexWrap="wrap" aria-label={t`Dossiers par étape`}>
        {STAFF_QUEUE_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            {i18n._(tabLabels[tab])}
            {view.queue ? (
              <Badge ms="2" variant="subtle">
                {view.queue.counts[tab]}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {STAFF_QUEUE_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab} pt="4">
          {tab === view.query.tab ? <QueueFiles /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function QueueFiles() {
  const { t, i18n } = useLingui();
  const locale = useCurrentLocale();
  const view = StaffQueueContext.useSelector(toStaffQueueView);
  const { send } = StaffQueueContext.useActorRef();
  if (view.hasFailed)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{i18n._(failureText(view.errorCode))}</Alert.Description>
        </Alert.Content>
        <Button size="sm" onClick={() => send({ type: "retry" })}>
          {t`Réessayer`}
        </Button>
      </Alert.Root>
    );
  const queue = view.queue;
  return (
    <Stack gap="4">
      <Box aria-live="polite">
        {view.isLoading ? <Loading label={t`Chargement des dossiers…`} /> : null}
        {view.isEmpty ? <Text>{t`Aucun dossier dans cet onglet avec ces filtres.`}</Text> : null}
      </Box>
      {queue && queue.files.length > 0 ? (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-busy={view.isLoading}>
            <Table.Caption>
              <VisuallyHidden>{t`Dossiers, les plus anciens d'abord`}</VisuallyHidden>
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Référence`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Candidat`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Résidence`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Arrivée`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Envoyé le`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Statut`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {queue.files.map((file) => {
                const status = statusLabel(file.status);
                return (
                  <Table.Row key={file.reference}>
                    <Table.Cell>
                      <Link to={pathFor("staffFile", locale, { reference: file.reference })}>
                        {file.reference}
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      {file.applicant.firstname} {file.applicant.lastname}
                      <Text fontSize="sm" color="fg.muted">
                        {file.applicant.email}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{file.residence ?? "—"}</Table.Cell>
                    <Table.Cell>{file.arrival ? i18n.date(file.arrival) : "—"}</Table.Cell>
                    <Table.Cell>{i18n.date(file.sentAt)}</Table.Cell>
                    <Table.Cell>
                      {typeof status === "string" ? status : i18n._(status)}
                      {file.lock ? (
                        <Text fontSize="sm" color="fg.muted">
                          {t`En cours de revue par ${file.lock.holder}`}
                        </Text>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {queue && queue.pages > 1 ? (
        <nav aria-label={t`Pages`}>
          <HStack gap="3">
            <Button
              variant="outline"
              size="sm"
              disabled={!view.canGoBack}
              onClick={() => send({ type: "goToPage", page: view.query.page - 1 })}
            >
              {t`Page précédente`}
            </Button>
            <Text aria-live="polite">{t`Page ${view.query.page} sur ${queue.pages}`}</Text>
            <Button
              variant="outline"
              size="sm"
              disabled={!view.canGoForward}
              onClick={() => send({ type: "goToPage", page: view.query.page + 1 })}
            >
              {t`Page suivante`}
            </Button>
          </HStack>
        </nav>
      ) : null}
    </Stack>
  );
}
