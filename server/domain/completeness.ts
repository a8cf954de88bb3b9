/**
 * What a file still misses before it can be sent (`dossier/check`), with the spec's codes
 * (missing_bed, missing_info, no_gurantor, missing_doc...) and the step each one links to.
 */
import { all, type Db } from "../db.ts";
import { type ContactStatus, contactStatusOf, GUARANTEE, STUDYING } from "./codes.ts";
import { type DossierRow, INFO, STATUS } from "./dossiers.ts";
import { missingGuarantorFields, needsGuarantee, type StoredGuarantors } from "./guarantors.ts";
import { GUARDIAN_REQUIRED, isMinor, type StoredProfile } from "./profile.ts";

export type Missing = { step: number; error: string; more_info: string };

const PROFILE_REQUIRED = [
  "eft_civilite",
  "birthdate",
  "firstname",
  "lastname",
  "eft_situation_actuelle",
  "address2_line1",
  "address2_postalcode",
  "address2_city",
  "eft_pays_optionset",
] as const;

/** Proof sections each situation needs (spec 2, step 4). */
function statusSections(status: ContactStatus | null): string[] {
  if (status === "youngWorker") return ["contratTravail", "bulletinsDeSalaire", "avisImposition"];
  if (status === "youngIndependent") return ["kbis", "declarationCA"];
  return status ? ["status"] : [];
}

const GUARANTOR_SECTIONS = ["guarantorIdentity", "income", "tax", "domicile"];

export function missingItems(
  db: Db,
  dossier: DossierRow,
  profile: StoredProfile,
  guarantors: StoredGuarantors,
  today: Date,
): Missing[] {
  const missing: Missing[] = [];
  const add = (step: number, error: string, more_info: string) =>
    missing.push({ step, error, more_info });
  const holding =
    dossier.statuscode === STATUS.toUpdate ||
    (dossier.statuscode === STATUS.creation && dossier.info_status === INFO.bienPrereserve);
  if (!holding || !dossier.bed_id) add(1, "missing_bed", "bed");

  for (const key of PROFILE_REQUIRED)
    if (profile[key] === null || profile[key] === undefined) add(2, "missing_info", key);
  const minor = isMinor(profile.birthdate, today);
  if (minor) for (const key of GUARDIAN_REQUIRED) if (!profile[key]) add(2, "missing_info", key);

  const status = contactStatusOf(profile.eft_situation_actuelle);
  const personal = guarantors.guarantees === GUARANTEE.guarantor;
  if (
    status &&
    STUDYING.has(status) &&
    guarantors.hasGuarantor !== "oui" &&
    guarantors.isBoursier === ""
  )
    add(3, "missing_info", "isBoursier");
  if (needsGuarantee(status, guarantors) && guarantors.guarantees === null)
    add(3, "no_gurantor", "guarantees");
  if (personal) {
    for (const key of missingGuarantorFields(guarantors.guarantor))
      add(3, "missing_guarantor_1_info", key);
    if (guarantors.guarantor2)
      for (const key of missingGuarantorFields(guarantors.guarantor2))
        add(3, "missing_guarantor_2_info", key);
  }

  const present = new Set(
    all<{ section: string }>(
      db,
      "SELECT DISTINCT section FROM documents WHERE dossier_id = ?",
      dossier.id,
    ).map((row) => row.section),
  );
  const needDoc = (section: string, error = "missing_doc") => {
    if (!present.has(section)) add(4, error, section);
  };
  needDoc("identity");
  for (const section of statusSections(status)) needDoc(section);
  if (guarantors.isBoursier === "oui") needDoc("boursier");
  if ((profile.eft_autres_revenus ?? 0) > 0) needDoc("autresRevenus");
  if (minor) needDoc("legalResponsible");
  if (personal && guarantors.guarantor)
    for (const section of GUARANTOR_SECTIONS) needDoc(`${section}1`, "missing_guarantor_1_doc");
  if (personal && guarantors.guarantor2)
    for (const section of GUARANTOR_SECTIONS) needDoc(`${section}2`, "missing_guarantor_2_doc");
  if (guarantors.guarantees === GUARANTEE.garantme || guarantors.guarantees === GUARANTEE.visale)
    needDoc("certificate1", "missing_moral_gurantor_doc");
  if (dossier.newsletter === null) add(4, "missing_info", "newsletter");
  if (dossier.newsletter_group === null) add(4, "missing_info", "newsletterGroup");
  return missing;
}
