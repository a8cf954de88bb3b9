/**
 * The real effects of the `booking` machine (the Book button), given with `.provide()`, and the
 * browser facts its events carry.
 */
import { fromPromise } from "xstate";
import type { SignInStart } from "../../../machines/booking.ts";
import { trackEvent } from "../../analytics/events.ts";
import type { TemporaryApplication } from "../../api/schemas.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import {
  accessTokenCookie,
  createTemporaryDossierInfo,
  temporaryDossierInfoStorage,
} from "../../storage/index.ts";
import { now } from "../../time/now.ts";

/** Whether the visitor is signed in now (the access-token cookie, public spec 5). */
export const isSignedInNow = () => accessTokenCookie.read() !== undefined;

/** Whether a chosen flat is kept as temporary dossier info now. */
export const hasKeptChoiceNow = () => temporaryDossierInfoStorage.read() !== undefined;

type BookingEffects = {
  locale: Locale;
  /** The flat type's alias in the page's language, kept with the choice. */
  typologyAlias: string;
  navigate(href: string): void;
};

export function bookingImplementations({ locale, typologyAlias, navigate }: BookingEffects) {
  const dossierPath = pathFor("dossier", locale);
  return {
    actors: {
      // The OAuth client is loaded only now, so the public pages do not carry it.
      startSignIn: fromPromise<void, SignInStart>(async ({ input }) => {
        const { getSignInClient } = await import("../../auth/signInClient.ts");
        await getSignInClient().startSignIn({
          locale,
          returnTo: dossierPath,
          createAccount: input.createAccount,
        });
      }),
    },
    actions: {
      // Stored at the moment of acting, so the 5 minutes start when the visitor acts.
      keepChoice: (_: unknown, application: TemporaryApplication) =>
        temporaryDossierInfoStorage.write(
          createTemporaryDossierInfo(application, now(), typologyAlias),
        ),
      goToTunnel: () => navigate(dossierPath),
      trackBookingConversion: () => trackEvent({ event: "booking_conversion" }),
      reloadPage: () => window.location.reload(),
    },
  };
}
