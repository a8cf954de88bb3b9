import type { FollowUpView } from "../../../../machines/followUp.selectors.ts";
import type { Locale } from "../../../config/index.ts";
import { MovingIn } from "./MovingIn.tsx";
import { TeamSigningNotice } from "./TeamSigningNotice.tsx";

/** Sub-stage 4 (spec 2, "Handover view"): "À nous de jouer", then "Bientôt chez vous !". */
export function HandoverView({ view, locale }: { view: FollowUpView; locale: Locale }) {
  if (!view.isMovingIn) return <TeamSigningNotice />;
  return <MovingIn pdlVisible={view.data?.pdlVisible === true} locale={locale} />;
}
