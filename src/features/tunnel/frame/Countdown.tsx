import { Box, HStack, Icon, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Timer } from "lucide-react";
import {
  type CountdownAnnouncement,
  type CountdownView,
  selectShowsHours,
} from "../../../../machines/prebooking.selectors.ts";

/** The time left, as the header shows it: hours only above 0, minutes at least 1 until the end. */
function TimeLeft({ countdown }: { countdown: CountdownView }) {
  const { hours, minutes } = countdown;
  if (countdown.showsHours)
    return (
      <Trans>
        {hours} h {minutes} min
      </Trans>
    );
  return <Trans>{minutes} min</Trans>;
}

function Announcement({ announcement }: { announcement: CountdownAnnouncement }) {
  switch (announcement.code) {
    case "prebookingExpired":
      return <Trans>Le délai de pré-réservation est écoulé.</Trans>;
    case "secondsLeftAtMost": {
      const { seconds } = announcement;
      return <Trans>Pré-réservation : il reste moins de {seconds} secondes.</Trans>;
    }
    case "timeLeftAtMost": {
      const { hours, minutes } = announcement;
      return selectShowsHours(hours) ? (
        <Trans>
          Pré-réservation : il reste au plus {hours} h {minutes} min.
        </Trans>
      ) : (
        <Trans>Pré-réservation : il reste au plus {minutes} min.</Trans>
      );
    }
  }
}

/**
 * The pre-booking countdown. The visible time changes every minute and is not live: screen
 * readers hear only the polite announcement, which changes at a few sensible moments. In the
 * last five minutes it turns to the warning colour and says the end is near; after an
 * extension it says how much was added (a polite region of its own, heard once).
 */
export function Countdown({
  countdown,
  extendedMinutes = null,
}: {
  countdown: CountdownView;
  extendedMinutes?: number | null;
}) {
  const { t } = useLingui();
  const color = countdown.isOver ? "fg.error" : countdown.isEnding ? "orange.700" : "fg";
  return (
    <HStack gap="1" color={color} wrap="wrap">
      <Icon aria-hidden="true">
        <Timer />
      </Icon>
      <Text as="span" fontSize="sm">
        {/* On a phone the header has one short row for it: the label is shortened there. */}
        <Text as="span" hideBelow="md">
          {t`Temps restant pour votre pré-réservation :`}
        </Text>
        <Text as="span" hideFrom="md">
          {t`Pré-réservation :`}
        </Text>{" "}
        <Text as="strong">
          <TimeLeft countdown={countdown} />
        </Text>
        {countdown.isEnding && (
          <Text as="span" fontWeight="semibold">
            {" "}
            <Trans>(bientôt terminée)</Trans>
          </Text>
        )}
      </Text>
      <Text as="span" fontSize="sm" aria-live="polite">
        {extendedMinutes !== null && <Trans>Prolongée de {extendedMinutes} min.</Trans>}
      </Text>
      <Box srOnly aria-live="polite" aria-atomic="true">
        <Announcement announcement={countdown.screenReaderAnnouncement} />
      </Box>
    </HStack>
  );
}
