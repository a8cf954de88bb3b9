/** The `dossier/getInfos` answer: the file as the tunnel loads it (spec 3, "Dossier as loaded"). */
import type { Config } from "../config.ts";
import type { Db } from "../db.ts";
import type { Locale } from "../http/messages.ts";
import { residenceById, type TypologyRow, typologiesOf, typologyById } from "./catalogue.ts";
import { type DossierRow, INFO, pendingTemp, STATUS } from "./dossiers.ts";
import { doc } from "./localize.ts";
import { bedById } from "./prebooking.ts";
import { dossierPricing } from "./promoCodes.ts";
import { reasonByCode, reasonForApplicant } from "./staffReasons.ts";

type TypologyDoc = {
  name: string;
  surface: number;
  bedrooms: number;
  terrace: boolean;
  balcony: boolean;
  largeBed: boolean;
  lotType: string;
  thumbnail: { picture: string; pictureAlt: string };
};

/** A dossier's flat type, when it holds one. */
export function typologyOf(db: Db, id: number | null): TypologyRow | undefined {
  return id === null ? undefined : typologyById(db, id);
}

function residenceView(db: Db, residenceId: number | null, locale: Locale) {
  const residence = residenceId === null ? undefined : residenceById(db, residenceId);
  if (!residence) return null;
  const data = doc<Record<string, unknown>>(residence.data, locale);
  return {
    crm_id: residence.crm_id,
    alias_fr: residence.alias_fr,
    alias_en: residence.alias_en,
    city: residence.city,
    ...data,
    typologies: typologiesOf(db, residence.id).map((typology) => {
      const typologyData = doc<TypologyDoc>(typology.data, locale);
      return {
        crm_id: typology.crm_id,
        name: typologyData.name,
        thumbnail: typologyData.thumbnail,
      };
    }),
  };
}

function tempView(db: Db, userId: string, now: Date, locale: Locale) {
  const temp = pendingTemp(db, userId, now);
  const bed = temp && bedById(db, temp.bed_id);
  const typology = bed && typologyOf(db, bed.typology_id);
  if (!temp || !bed || !typology) return null;
  const residence = residenceById(db, typology.residence_id);
  return {
    id_dossier_temporaire: temp.id,
    id_bien: temp.bed_id,
    eft_refbien: bed.eft_refbien,
    date_arrivee: temp.date_arrivee,
    validityDate: temp.expires_at,
    typologie: doc<TypologyDoc>(typology.data, locale).name,
    residence: residence ? (JSON.parse(residence.data) as { name: string }).name : null,
  };
}

/**
 * What the team asked to change in a file sent back (status toUpdate): each reason with what it
 * concerns (step, field, document section) and its label in the applicant's language, and the
 * team's own message; null otherwise. `getInfos` and step 5's `getSignature` both carry it.
 */
export function changesRequestedOf(dossier: DossierRow, locale: Locale) {
  if (dossier.statuscode !== STATUS.toUpdate || !dossier.changes_requested) return null;
  const stored = JSON.parse(dossier.changes_requested) as {
    at: string;
    reasons: string[];
    text: string;
  };
  return {
    at: stored.at,
    text: stored.text || null,
    reasons: stored.reasons.flatMap((code) => {
      const reason = reasonByCode(code);
      return reason ? [reasonForApplicant(reason, locale)] : [];
    }),
  };
}

export function dossierInfo(
  db: Db,
  config: Config,
  dossier: DossierRow | undefined,
  locale: Locale,
  now: Date,
) {
  if (!dossier) {
    return {
      id_dossier: null,
      statuscode: null,
      applicatif: { statut: INFO.aucunBien, dossierTemporaire: null },
      crm: null,
      lot: null,
      typologie: null,
      residence: null,
      pricing: null,
      date_debut_de_bail: null,
      changesRequested: null,
      followup: null,
    };
  }
  const typology = typologyOf(db, dossier.typology_id);
  const typologyData = typology ? doc<TypologyDoc>(typology.data, locale) : null;
  const residence = residenceView(db, dossier.residence_id, locale);
  const bed = dossier.bed_id ? bedById(db, dossier.bed_id) : undefined;
  const holdsLot =
    dossier.info_status === INFO.bienPrereserve || dossier.info_status === INFO.finished;
  return {
    id_dossier: dossier.id,
    statuscode: dossier.statuscode,
    applicatif: {
      statut: dossier.info_status,
      typologie: typology?.crm_id ?? null,
      date_arrivee: dossier.date_arrivee,
      date_fin_prereservation:
        dossier.info_status === INFO.bienPrereserve ? dossier.date_fin_prereservation : null,
      resicamp: dossier.type === "RESICAMP",
      alias_fr: residence?.alias_fr ?? null,
      alias_en: residence?.alias_en ?? null,
      typologie_alias_fr: typology?.alias_fr ?? null,
      typologie_alias_en: typology?.alias_en ?? null,
      extensionsRestantes: Math.max(0, config.extensionLimit - dossier.extensions_used),
      dossierTemporaire: tempView(db, dossier.user_id, now, locale),
    },
    crm: {
      eft_dossierid: dossier.id,
      eft_name: dossier.reference,
      eft_duree_du_sejour: dossier.duree_du_sejour,
      eft_code_promo: dossier.code_promo,
    },
    lot:
      bed && typologyData && holdsLot
        ? {
            eft_refbien: bed.eft_refbien,
            eft_bienid: bed.id_bien,
            surface: typologyData.surface,
            bedrooms: typologyData.bedrooms,
            terrace: typologyData.terrace,
            balcony: typologyData.balcony,
            largeBed: typologyData.largeBed,
            lotType: typologyData.lotType,
          }
        : null,
    typologie:
      typology && typologyData
        ? {
            crm_id: typology.crm_id,
            name: typologyData.name,
            kind: typology.kind,
            gender: typology.gender,
          }
        : null,
    residence,
    pricing: typology ? dossierPricing(db, typology, dossier) : null,
    date_debut_de_bail: dossier.date_debut_de_bail,
    changesRequested: changesRequestedOf(dossier, locale),
    followup: {
      code_bail: dossier.code_bail,
      ...(JSON.parse(dossier.followup) as Record<string, unknown>),
    },
  };
}
