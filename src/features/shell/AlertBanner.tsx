import { Box, CloseButton, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { createActorContext } from "@xstate/react";
import { X } from "lucide-react";
import { toAlertBannerView } from "../../../machines/alerts.selectors.ts";
import type { Alert } from "../../../machines/alerts.ts";
import { alertsMachine } from "../../../machines/alerts.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { getInspect } from "../../shared/inspector.ts";
import { now } from "../../time/now.ts";

type AlertBannerProps = { alerts: readonly Alert[]; locale: Locale };

const AlertsContext = createActorContext(alertsMachine);

/** The alert banner above the menu, driven by the `alerts` machine (spec 2.2). */
export function AlertBanner({ alerts, locale }: AlertBannerProps) {
  return (
    <AlertsContext.Provider options={{ input: { now: now(), alerts }, inspect: getInspect() }}>
      <CurrentAlert locale={locale} />
    </AlertsContext.Provider>
  );
}

function CurrentAlert({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const view = AlertsContext.useSelector(toAlertBannerView);
  const { send } = AlertsContext.useActorRef();
  if (!view.isVisible || !view.alert) return null;
  const { alert } = view;
  const alertTitle = alert.title;
  return (
    <Box
      as="section"
      aria-label={t`Information importante`}
      bg="brand.900"
      color="white"
      minH="45px"
    >
      <Flex maxW="7xl" mx="auto" px="4" py="2" align="center" gap="3">
        <Text flex="1" fontSize="sm">
          <Text as="strong" fontWeight="bold" me="2">
            {alert.title}
          </Text>
          {alert.information}
          {view.hasLearnMore && (
            <AppLink
              href={pathFor("alertDetails", locale, { alertId: alert.id })}
              color="white"
              textDecoration="underline"
              ms="2"
              // Out of its sentence (a screen reader's list of links) the name says which alert.
              aria-label={t`En savoir plus : ${alertTitle}`}
            >
              {t`En savoir plus`}
            </AppLink>
          )}
        </Text>
        {view.count > 1 && (
          <Text fontSize="xs" aria-hidden="true">
            {view.position}/{view.count}
          </Text>
        )}
        <CloseButton
          size="sm"
          color="white"
          aria-label={t`Fermer l'alerte`}
          onClick={() => send({ type: "dismiss" })}
        >
          <X aria-hidden />
        </CloseButton>
      </Flex>
    </Box>
  );
}
