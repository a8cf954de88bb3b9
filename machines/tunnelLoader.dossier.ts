/**
 * The facts of a dossier that the tunnel's machines decide on (loader, pre-booking countdown,
 * wizard), and the codes they hold instead of texts. The app maps the `dossier/getInfos` answer
 * to `TunnelDossier`; the machines decide on those facts only and carry the answer for the page.
 * A leaf: the loader, the follow-up, the wizard and the pre-booking read the rules here without
 * importing one another.
 */
import type { DossierInfo } from "../src/api/dossierSchemas.ts";
import { displayTimeZone } from "./timeZone.ts";

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

/**
 * A sent file that staff sent back for changes (status toUpdate, "Incomplète"): the applicant may
 * open steps 2 to 4 again, change what was asked and send the file again (docs/api.md, staff
 * command `update`). Step 1 (the flat, the stay) stays as sent.
 * @spec tunnel §4 Dossier status (statuscode)
 */
export function isSentBackForChanges(statuscode: string | null): boolean {
  return statuscode === "toUpdate";
}

const isoDayPattern = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;
const parisDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: displayTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * A date as YYYY-MM-DD. A date the server wrote as a day, or as a local date-time, keeps its
 * written day; a UTC instant ("…Z" or with an offset) is read in Paris time, where arrival
 * days are counted. Unreadable text gives null.
 */
export function toIsoDay(date: string): string | null {
  const written = isoDayPattern.exec(date)?.[1];
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(date);
  if (written !== undefined && !hasZone) return written;
  const time = Date.parse(date);
  return Number.isNaN(time) ? null : parisDay.format(time);
}

/** "Dernière recherche": the flat type's listing at the arrival date; null when not known. */
export function selectLastSearchTarget(
  dossier: Pick<TunnelDossier, "listing" | "arrivalDate"> | null,
): ListingTarget | null {
  if (!dossier?.listing || dossier.arrivalDate === null) return null;
  const date = toIsoDay(dossier.arrivalDate);
  if (date === null) return null;
  return {
    aliasResidence: dossier.listing.residence,
    aliasTypology: dossier.listing.typology,
    date,
  };
}
