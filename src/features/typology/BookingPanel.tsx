import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { bookingMachine } from "../../../machines/booking.ts";
import type { TypologyDetail } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { formatDate, formatEuro } from "../../i18n/format.ts";
import { useOfferedBooking } from "../../shared/offeredBooking.ts";
import { today as todayInParis } from "../../time/now.ts";
import { arrivalDayProblem } from "../offer/arrivalDay.ts";
import { MonthlyTotal } from "../offer/MonthlyTotal.tsx";
import { ArrivalChoice } from "./ArrivalChoice.tsx";
import { bedsAvailableOn, earliestArrival } from "./availability.ts";
import { bookingImplementations, isSignedInNow } from "./bookingActors.ts";
import { BookingContext } from "./bookingContext.ts";
import { GenderNotice } from "./GenderNotice.tsx";
import { pendingApplication } from "./pendingBooking.ts";
import { proratedFirstMonth } from "./prices.ts";
import { ReservationDialog } from "./ReservationDialog.tsx";

type BookingPanelProps = {
  typology: TypologyDetail;
  locale: Locale;
  /** The arrival day the visitor searched for, if any. */
  initialDate: string | undefined;
  headingId: string;
};

/** Price, arrival day, the flat, and Book (the `booking` machine): everything needed to decide. */
export function BookingPanel(props: BookingPanelProps) {
  const router = useRouter();
  const { typology, locale } = props;
  const typologyAlias = locale === "fr" ? typology.alias_fr : typology.alias_en;
  return (
    <BookingContext.Provider
      logic={bookingMachine.provide(
        bookingImplementations({
          locale,
          typologyAlias,
          navigate: (href) => void router.navigate({ href }),
        }),
      )}
    >
      <BookingChoice {...props} typologyAlias={typologyAlias} />
      <ReservationDialog />
    </BookingContext.Provider>
  );
}

function BookingChoice({
  typology,
  locale,
  initialDate,
  headingId,
  typologyAlias,
}: BookingPanelProps & { typologyAlias: string }) {
  const { t } = useLingui();
  const today = todayInParis();
  const [date, setDate] = useState(initialDate ?? earliestArrival(typology.beds, today) ?? today);
  const [chosenBedId, setChosenBedId] = useState<string>();
  const { send } = BookingContext.useActorRef();

  const usableDate = arrivalDayProblem(date, today) === null;
  const free = usableDate ? bedsAvailableOn(typology.beds, date) : [];
  const bed = free.find((candidate) => candidate.id_bien === chosenBedId) ?? free[0];
  const firstMonth = usableDate
    ? formatEuro(proratedFirstMonth(typology.pricing.rentIncludingCharges, date), locale)
    : undefined;
  const arrival = usableDate ? formatDate(date, locale) : "";
  const application = bed && pendingApplication(typology.residence, typology, bed, date);
  // What the session-expired dialog's sign-in keeps, as Book would.
  const path = useLocation({ select: (location) => location.pathname });
  useOfferedBooking(application ? { path, application, typology: typologyAlias } : undefined);

  return (
    <Stack gap="5" p={{ base: "4", md: "6" }} borderWidth="1px" borderRadius="xl" shadow="sm">
      <Heading as="h2" id={headingId} size="xl">
        <Trans>Réserver</Trans>
      </Heading>
      <MonthlyTotal pricing={typology.pricing} locale={locale} />
      {typology.beds.length === 0 ? (
        <Text role="status">
          {/* Named, not "below" only (RGAA 10.9): the section's heading. */}
          <Trans>
            Ce logement est complet pour le moment. Découvrez les autres logements de la résidence
            dans la partie « Les autres logements de la résidence » de cette page.
          </Trans>
        </Text>
      ) : (
        <>
          <ArrivalChoice
            beds={typology.beds}
            date={date}
            onDateChange={(next) => {
              setDate(next);
              setChosenBedId(undefined);
            }}
            bedId={bed?.id_bien}
            onBedChange={setChosenBedId}
            today={today}
            locale={locale}
          />
          {bed && firstMonth && (
            <Text fontSize="sm">
              <Trans>
                Premier mois, du {arrival} à la fin du mois : {firstMonth} charges comprises
              </Trans>
            </Text>
          )}
          {typology.gender && <GenderNotice gender={typology.gender} />}
          <Button
            colorPalette="brand"
            size="lg"
            disabled={!bed}
            onClick={() =>
              application && send({ type: "book", application, isSignedIn: isSignedInNow() })
            }
          >
            {t`Réserver ce logement`}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              En réservant, le logement est pré-réservé pour vous le temps de compléter votre
              dossier. Rien n'est à payer avant l'acceptation de votre demande.
            </Trans>
          </Text>
        </>
      )}
    </Stack>
  );
}
