import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { toHandoverView } from "../../../../machines/handover.selectors.ts";
import type { Locale } from "../../../config/index.ts";
import { formatDate, formatTime } from "../../../i18n/format.ts";
import { HandoverContext } from "./followUpContexts.ts";
import { appointmentErrorMessage } from "./handoverMessages.ts";

/**
 * The inventory-of-fixtures appointment (the `handover` machine's appointment side): the
 * residence's free slots, each a button that books it. A slot taken meanwhile is said, and the
 * slots still free are read again.
 */
export function InventorySlots({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  const { appointment } = HandoverContext.useSelector(toHandoverView);
  const { send } = HandoverContext.useActorRef();
  const { booked, slots, error, bookingSlotId, isReloadingSlots, canBook } = appointment;
  const message = error ? appointmentErrorMessage(error) : null;
  if (booked) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="inventory-heading" data-testid="inventory">
      <Text as="h3" id="inventory-heading" fontWeight="semibold">
        <Trans>Votre rendez-vous d'état des lieux d'entrée</Trans>
      </Text>
      <Text textStyle="sm">
        <Trans>
          Choisissez un créneau avec le gestionnaire de votre résidence (heure de Paris) :
        </Trans>
      </Text>
      {message && (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {typeof message === "string" ? message : i18n._(message)}
        </Text>
      )}
      <Box aria-live="polite">
        {isReloadingSlots && (
          <Text>
            <Trans>Mise à jour des créneaux libres…</Trans>
          </Text>
        )}
        {bookingSlotId !== null && (
          <Text>
            <Trans>Réservation du créneau…</Trans>
          </Text>
        )}
      </Box>
      {slots.length === 0 && !isReloadingSlots ? (
        <Text>
          <Trans>
            Aucun créneau n'est libre pour le moment : contactez le gestionnaire de votre résidence.
          </Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" direction="row" flexWrap="wrap" gap="2">
          {slots.map((slot) => {
            const day = formatDate(slot.startsAt, locale);
            const time = formatTime(slot.startsAt, locale);
            return (
              <li key={slot.id}>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  disabled={!canBook}
                  loading={bookingSlotId === slot.id}
                  // The visible day and time are in the name, for voice control.
                  aria-label={t`Réserver l'état des lieux le ${day} à ${time}`}
                  onClick={() => send({ type: "bookSlot", slotId: slot.id })}
                >
                  <Trans>
                    {day} à {time}
                  </Trans>
                </Button>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
