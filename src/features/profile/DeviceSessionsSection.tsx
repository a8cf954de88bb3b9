import { Alert, Badge, Box, Button, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { createActorContext, shallowEqual } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import {
  type DeviceSessionsAnnouncement,
  toDeviceSessionsView,
} from "../../../machines/deviceSessions.selectors.ts";
import type { DeviceSession } from "../../../machines/deviceSessions.ts";
import { deviceSessionsMachine } from "../../../machines/deviceSessions.ts";
import { genericErrorMessage } from "../../api/errors.ts";
import { formatDate, formatTime } from "../../i18n/format.ts";
import { getInspect } from "../../shared/inspector.ts";
import { useRouterContext } from "../../shared/routerContext.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { deviceSessionsActors } from "./deviceSessionsActors.ts";

const DeviceSessionsContext = createActorContext(deviceSessionsMachine);

/** A button whose label (a device's name, enlarged in visual-impairment mode) wraps on a phone. */
const wrappingLabel = {
  whiteSpace: "normal",
  height: "auto",
  minH: "9",
  py: "2",
  maxW: "full",
} as const;

/** "Your signed-in devices": the account's devices, each other one can be signed out. */
export function DeviceSessionsSection() {
  const locale = useCurrentLocale();
  const { api } = useRouterContext();
  return (
    <DeviceSessionsContext.Provider
      logic={deviceSessionsMachine.provide({ actors: deviceSessionsActors(locale, api) })}
      options={{ inspect: getInspect() }}
    >
      <DeviceSessionsPanel />
    </DeviceSessionsContext.Provider>
  );
}

function DeviceSessionsPanel() {
  const { t, i18n } = useLingui();
  const view = DeviceSessionsContext.useSelector(toDeviceSessionsView, shallowEqual);
  const { send } = DeviceSessionsContext.useActorRef();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button just pressed leaves the list with its device: focus goes back to the section.
  useEffect(() => {
    if (view.announcement) headingRef.current?.focus();
  }, [view.announcement]);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-busy={view.isLoading || view.isEnding}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: "5", md: "6" }}
    >
      <Heading as="h2" size="lg" id={headingId} ref={headingRef} tabIndex={-1} mb="4">
        {t`Vos appareils connectés`}
      </Heading>
      <Box role="status" aria-live="polite">
        <Announcement announcement={view.announcement} />
      </Box>
      {view.loadFailed && (
        <Stack gap="3" align="start">
          <Text role="alert">{i18n._(genericErrorMessage)}</Text>
          <Button colorPalette="brand" onClick={() => send({ type: "retry" })}>
            <Trans>Réessayer</Trans>
          </Button>
        </Stack>
      )}
      {view.isLoading && <Text>{t`Chargement de vos appareils…`}</Text>}
      {view.showsList && (
        <Stack gap="4">
          {view.endFailed && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator aria-hidden />
              <Alert.Description>
                {t`La déconnexion de l'appareil a échoué. Veuillez réessayer.`}
              </Alert.Description>
            </Alert.Root>
          )}
          <List.Root variant="plain" gap="3" aria-labelledby={headingId}>
            {view.sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                disabled={view.isEnding}
                onEnd={() => send({ type: "end", id: session.id })}
              />
            ))}
          </List.Root>
          {view.hasOtherSessions && (
            <Button
              {...wrappingLabel}
              alignSelf="start"
              variant="outline"
              colorPalette="red"
              disabled={view.isEnding}
              onClick={() => send({ type: "endOthers" })}
            >
              {t`Déconnecter tous les autres appareils`}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

function SessionItem({
  session,
  disabled,
  onEnd,
}: {
  session: DeviceSession;
  disabled: boolean;
  onEnd: () => void;
}) {
  const { t } = useLingui();
  const locale = useCurrentLocale();
  const day = formatDate(session.lastUsedAt, locale);
  const time = formatTime(session.lastUsedAt, locale);
  const { device } = session;
  return (
    <List.Item borderWidth="1px" borderRadius="md" p="3" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="3" width="full">
        <Stack gap="0" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {device}
            </Text>
            {session.current && <Badge colorPalette="green">{t`Cet appareil`}</Badge>}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {t`Dernière utilisation : ${day} à ${time}`}
          </Text>
        </Stack>
        {!session.current && (
          <Button
            {...wrappingLabel}
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={onEnd}
          >
            {t`Déconnecter ${device}`}
          </Button>
        )}
      </HStack>
    </List.Item>
  );
}

function Announcement({ announcement }: { announcement: DeviceSessionsAnnouncement }) {
  const { t } = useLingui();
  if (announcement === null) return null;
  if (announcement.kind === "otherSessionsEnded") {
    return <Text color="fg.success">{t`Tous les autres appareils ont été déconnectés.`}</Text>;
  }
  const device = announcement.device ?? "";
  return <Text color="fg.success">{t`${device} a été déconnecté.`}</Text>;
}
