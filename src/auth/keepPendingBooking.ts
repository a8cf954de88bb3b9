import { trackEvent } from "../analytics/events.ts";
import type { Locale } from "../config/index.ts";
import { pathFor } from "../routes/paths.ts";
import { offeredBookingAt } from "../shared/offeredBooking.ts";
import { temporaryDossierInfoStorage } from "../storage/keys.ts";
import {
  createTemporaryDossierInfo,
  isTemporaryDossierInfoValid,
} from "../storage/temporaryDossier.ts";
import { now as deviceNow } from "../time/now.ts";
import type { BrowserPage } from "./sessionActors.ts";

/**
 * The session-expired dialog's sign-in (public spec 4): the booking the visitor was choosing
 * (the flat type page's offer) or the one already pending is kept as the Book button keeps it,
 * valid 5 minutes from now, the conversion is reported, and sign-in comes back to the tunnel
 * (or to the tunnel's page the visitor is on). Without a booking, nothing is kept: back here.
 */
export function keepPendingBooking(page: BrowserPage, locale: Locale): string | undefined {
  const current = page.currentPath();
  const offered = offeredBookingAt(new URL(current, page.origin).pathname);
  const pending = temporaryDossierInfoStorage.read();
  const at = deviceNow();
  if (offered) {
    temporaryDossierInfoStorage.write(
      createTemporaryDossierInfo(offered.application, at, offered.typology),
    );
  } else if (pending && isTemporaryDossierInfoValid(pending, at)) {
    temporaryDossierInfoStorage.write(createTemporaryDossierInfo(pending, at, pending.typology));
  } else {
    return undefined;
  }
  trackEvent({ event: "booking_conversion" });
  const tunnel = pathFor("dossier", locale);
  return current.startsWith(tunnel) ? current : tunnel;
}
