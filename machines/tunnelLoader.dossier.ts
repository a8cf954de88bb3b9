/**
 * The facts of a dossier that the tunnel's machines decide on (loader, pre-booking countdown,
 * wizard), and the codes they hold instead of texts. The app maps the `dossier/getInfos` answer
 * to `TunnelDossier`; the machines decide on those facts only and carry the answer for the page.
 */
import type { DossierInfo } from "../src/api/dossierSchemas.ts";

/**
 * The information status of a dossier (`applicatif.statut`, tunnel spec 3).
 * @spec tunnel §3 Information status (applicatif)
 */
export const informationStatus = {
  noLot: 0,
  lotPreReserved: 1,
  lotFreed: 2,
  temporary: 3,
  finished: 4,
} as const;
type InformationStatus = (typeof informationStatus)[keyof typeof informationStatus];

/** An alias in both languages: the route of the other language needs the other one. */
interface LocalizedAlias {
  fr: string;
  en: string;
}

/** The listing a pre-booked flat belongs to: its residence and flat type (typology). */
export interface FlatListing {
  residence: LocalizedAlias;
  typology: LocalizedAlias;
}

export interface TunnelDossier {
  /** `id_dossier` (`crm.eft_dossierid`); null when the applicant has no dossier yet. */
  dossierId: string | null;
  /** `statuscode` (creation, complete, abandoned...); null without a dossier. */
  statuscode: string | null;
  /** `applicatif.statut`. */
  informationStatus: InformationStatus;
  /**
   * The temporary application waiting for the applicant's decision
   * (`applicatif.dossierTemporaire.id_dossier_temporaire`); null when there is none.
   */
  temporaryApplicationId: string | null;
  /** `applicatif.date_fin_prereservation` as the server sent it; null when nothing is held. */
  prebookingEndsAt: string | null;
  /** `applicatif.resicamp`. */
  isResicamp: boolean;
  /** `applicatif.date_arrivee`. */
  arrivalDate: string | null;
  /** From `applicatif.alias_fr` / `alias_en` and the typology's; null when not known. */
  listing: FlatListing | null;
}

/**
 * What `dossier/getInfos` gives the tunnel: the facts its machines decide on, and the whole answer,
 * which the page renders (the recap, step 1's prices, the frame). Both live in machine context.
 */
export interface LoadedDossier {
  dossier: TunnelDossier;
  details: DossierInfo;
}

/**
 * Where "Dernière recherche" goes: the flat type's listing (route `typologies`) with the arrival
 * date as YYYY-MM-DD. Both languages' aliases, so the app builds the path of the current one.
 */
export interface ListingTarget {
  aliasResidence: LocalizedAlias;
  aliasTypology: LocalizedAlias;
  /** YYYY-MM-DD. */
  date: string;
}

/**
 * Errors the tunnel machines hold; the page shows the catalogue text of each (French source):
 * - `generic`: "Une erreur est survenue lors de la requête, veuillez réessayer plus tard"
 *   (spec 8, generic handler; also for failed cancel / extend of the pre-booking)
 * - `bedChangeFailed`: "Erreur lors de la modification du dossier" (spec 7, changementBien)
 * - `bedReleaseFailed`: "Erreur à la libération du bien" (spec 7, relancerRechercheColocation)
 */
export type TunnelErrorCode = "generic" | "bedChangeFailed" | "bedReleaseFailed";

/** The only route the tunnel sends a visitor back to after signing in. */
export const TUNNEL_ROUTE = "dossier";
