import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { trackEvent } from "../../analytics/events.ts";
import type { TemporaryApplication } from "../../api/schemas.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import {
  accessTokenCookie,
  createTemporaryDossierInfo,
  temporaryDossierInfoStorage,
} from "../../storage/index.ts";
import { closingAction } from "./pendingBooking.ts";

/**
 * The Book button's rule. A signed-in visitor (access-token cookie present) has the choice
 * kept as the temporary dossier info (valid 5 minutes) and goes to the tunnel, which creates
 * the temporary application. Anyone else gets the reservation dialog, whose sign-in keeps the
 * same choice, then comes back to the tunnel.
 */
export function useBooking(locale: Locale, typologyAlias: string) {
  const router = useRouter();
  const [pending, setPending] = useState<TemporaryApplication | null>(null);
  const dossierPath = pathFor("dossier", locale);

  // Stored at the moment of leaving, so the 5 minutes start when the visitor acts.
  const keep = (application: TemporaryApplication) =>
    temporaryDossierInfoStorage.write(
      createTemporaryDossierInfo(application, Date.now(), typologyAlias),
    );

  const book = (application: TemporaryApplication) => {
    if (accessTokenCookie.read() === undefined) {
      setPending(application);
      return;
    }
    keep(application);
    void router.navigate({ href: dossierPath });
  };

  const signIn = async () => {
    if (!pending) return;
    keep(pending);
    trackEvent({ event: "booking_conversion" });
    // The OAuth client is loaded only now, so the public pages do not carry it.
    const { getSignInClient } = await import("../../auth/signInClient.ts");
    await getSignInClient().startSignIn({ locale, returnTo: dossierPath });
  };

  const close = () => {
    if (closingAction(temporaryDossierInfoStorage.read() !== undefined) === "reload") {
      window.location.reload();
      return;
    }
    setPending(null);
  };

  return { book, dialog: { open: pending !== null, onSignIn: signIn, onClose: close } };
}
