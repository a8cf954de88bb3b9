import { Box, Icon, Link, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { CircleCheck, CircleDashed, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { toHandoverView } from "../../../../machines/handover.selectors.ts";
import type { Locale } from "../../../config/index.ts";
import { formatDate, formatTime } from "../../../i18n/format.ts";
import { HandoverContext } from "./followUpContexts.ts";
import { InsuranceUpload } from "./InsuranceUpload.tsx";
import { InventorySlots } from "./InventorySlots.tsx";
import { LoadingOrRetry } from "./LoadingOrRetry.tsx";

/**
 * An item just done here takes the focus: the button that did it (send, a slot) is gone, and
 * focus must not drop to the page's body. Its key changes as it is done, so this runs then.
 */
const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};

/** One to-do item and whether it is done, said in words beside its icon. */
function TodoItem({
  done,
  takesFocus,
  children,
}: {
  done: boolean;
  takesFocus: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      as="li"
      direction="row"
      gap="2"
      alignItems="flex-start"
      data-done={done}
      ref={takesFocus ? focusOnMount : undefined}
      tabIndex={takesFocus ? -1 : undefined}
    >
      <Icon aria-hidden="true" boxSize="5" mt="0.5" color={done ? "fg.success" : "fg.muted"}>
        {done ? <CircleCheck /> : <CircleDashed />}
      </Icon>
      <Text>{children}</Text>
    </Stack>
  );
}

/**
 * "Bientôt chez vous !" (spec 2, "Handover view"), the `handover` machine's view: the Client
 * space opens once all have signed; the to-do list says what is done, and its two items are
 * acted on here: the home-insurance certificate and the inventory-of-fixtures appointment.
 */
export function MovingIn({ pdlVisible, locale }: { pdlVisible: boolean; locale: Locale }) {
  const view = HandoverContext.useSelector(toHandoverView);
  const { send } = HandoverContext.useActorRef();
  const sent = view.insurance.sent;
  const booked = view.appointment.booked;
  const fileName = sent?.fileName ?? "";
  const day = booked ? formatDate(booked.startsAt, locale) : "";
  const time = booked ? formatTime(booked.startsAt, locale) : "";
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="moving-in">
      <Text as="h2" fontSize="2xl" fontWeight="bold" mb="2">
        <Trans>Bientôt chez vous !</Trans>
      </Text>
      <Text mb="3">
        <Trans>
          Votre bail est signé par toutes les parties : votre Espace Client est ouvert. Avant la
          remise des clés :
        </Trans>
      </Text>
      <LoadingOrRetry load={view} onRetry={() => send({ type: "retry" })} />
      {!view.isLoading && !view.hasLoadFailed && (
        <Stack gap="6">
          <Box>
            <Text as="h3" id="handover-todo-heading" fontWeight="semibold" mb="2">
              <Trans>Avant la remise des clés</Trans>
            </Text>
            <Stack
              as="ul"
              gap="2"
              listStyleType="none"
              aria-live="polite"
              aria-labelledby="handover-todo-heading"
            >
              <TodoItem
                key={`insurance-${sent?.sentAt ?? "to-do"}`}
                done={sent !== null}
                takesFocus={view.justDone === "insurance"}
              >
                {sent ? (
                  <Trans>Attestation d'assurance habitation envoyée ({fileName}) : fait.</Trans>
                ) : view.insurance.check?.status === "refused" ? (
                  <Trans>
                    Envoyez une nouvelle attestation d'assurance habitation, l'équipe a refusé la
                    précédente : à faire.
                  </Trans>
                ) : (
                  <Trans>
                    Envoyez votre attestation d'assurance habitation avant la remise des clés : à
                    faire.
                  </Trans>
                )}
              </TodoItem>
              <TodoItem
                key={`appointment-${booked?.id ?? "to-do"}`}
                done={booked !== null}
                takesFocus={view.justDone === "appointment"}
              >
                {booked ? (
                  <Trans>
                    État des lieux d'entrée le {day} à {time} avec votre gestionnaire : fait.
                  </Trans>
                ) : (
                  <Trans>
                    Prenez rendez-vous avec votre gestionnaire pour l'état des lieux d'entrée : à
                    faire.
                  </Trans>
                )}
              </TodoItem>
            </Stack>
          </Box>
          <InsuranceUpload />
          <InventorySlots locale={locale} />
        </Stack>
      )}
      <Box mt="6">
        <Text as="h3" fontWeight="semibold" mb="2">
          <Trans>Votre Espace Client</Trans>
        </Text>
        <Stack as="ul" gap="2" ps="5" mb="3">
          {pdlVisible && (
            <li>
              <Trans>
                Récupérez dans votre Espace Client votre numéro de point de livraison (PDL) pour
                ouvrir votre contrat d'énergie.
              </Trans>
            </li>
          )}
          <li>
            <Trans>Mettez en place le prélèvement automatique dans votre Espace Client.</Trans>
          </li>
        </Stack>
        {view.clientSpaceUrl && (
          <Link
            href={view.clientSpaceUrl}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            fontWeight="semibold"
          >
            <Trans>Ouvrir mon Espace Client (nouvel onglet)</Trans>
            <Icon aria-hidden="true" boxSize="3.5">
              <ExternalLink />
            </Icon>
          </Link>
        )}
      </Box>
    </Box>
  );
}
