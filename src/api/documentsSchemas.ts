import * as v from "valibot";

/**
 * Step 4's documents (tunnel spec 3 "Documents" and 7; docs/api.md "Steps 2 to 4" and
 * "Identity-document verification"): the documents answer, uploads, deletes and the simulated
 * identity-document verification (`vialink/*`).
 */

/** The applicant's and guarantors' sections of step 4, as the contract names them. */
const documentSectionKeys = [
  "identity",
  "status",
  "boursier",
  "legalResponsible",
  "contratTravail",
  "bulletinsDeSalaire",
  "avisImposition",
  "kbis",
  "declarationCA",
  "autresRevenus",
  "guarantorIdentity1",
  "income1",
  "tax1",
  "domicile1",
  "other1",
  "guarantorIdentity2",
  "income2",
  "tax2",
  "domicile2",
  "other2",
  "certificate1",
] as const;
export type DocumentSectionKey = (typeof documentSectionKeys)[number];

const StoredFileSchema = v.object({ fileName: v.string(), url: v.string() });

const fileList = v.optional(v.array(StoredFileSchema), []);

/** A yes/no the server may leave unanswered (null). */
const answerSchema = v.nullish(v.boolean(), null);

/** What decides the sections (contact) and the newsletter answers given so far. */
export const DocumentsContactSchema = v.object({
  situationActuelle: v.nullish(
    v.picklist(["student", "professionalization", "researcher", "youngWorker", "youngIndependent"]),
    null,
  ),
  isBoursier: v.nullish(v.string(), ""),
  revenusComplementaires: v.nullish(v.boolean(), false),
  eft_prospect_etudiant_mineur: v.nullish(v.boolean(), false),
  eft_garant: v.nullish(v.boolean(), false),
  eft_garant_2: v.nullish(v.boolean(), false),
  moral_guarantor: v.nullish(v.picklist(["garantme", "visale"]), null),
  newsletter: answerSchema,
  newsletterGroup: answerSchema,
});
export type DocumentsContact = v.InferOutput<typeof DocumentsContactSchema>;

/** `dossier/getDocuments`: every section's files, the contact facts, the file's reference. */
export const DocumentsAnswerSchema = v.object({
  ...(Object.fromEntries(documentSectionKeys.map((key) => [key, fileList])) as Record<
    DocumentSectionKey,
    typeof fileList
  >),
  contact: DocumentsContactSchema,
  eft_name: v.nullish(v.string(), null),
});
export type DocumentsAnswer = v.InferOutput<typeof DocumentsAnswerSchema>;

export const UploadPayloadSchema = v.object({
  section: v.picklist(documentSectionKeys),
  file: v.pipe(v.string(), v.nonEmpty()),
  /** Base64 or a data URL. */
  encodedFile: v.pipe(v.string(), v.nonEmpty()),
});

/** `sharepoint/add`: the stored file of each section sent, with its (sanitised) name. */
export const UploadAnswerSchema = v.record(v.string(), v.array(StoredFileSchema));

export const FileReferencePayloadSchema = v.object({
  section: v.picklist(documentSectionKeys),
  file: v.string(),
  url: v.pipe(v.string(), v.nonEmpty()),
});

export const DeleteAnswerSchema = v.object({ status: v.string() });

export const NewsletterPayloadSchema = v.object({ value: v.boolean() });

/** Step 4's two newsletter answers: both when the file is sent, those chosen when resumed later. */
export const NewsletterAnswersSchema = v.partial(
  v.object({ newsletter: v.boolean(), newsletterGroup: v.boolean() }),
);
export type NewsletterAnswers = v.InferOutput<typeof NewsletterAnswersSchema>;
export const NewsletterAnswerSchema = v.object({ status: v.string() });

export const FileTypePayloadSchema = v.object({
  section: v.picklist(documentSectionKeys),
  filename: v.pipe(v.string(), v.nonEmpty()),
  encodedFile: v.pipe(v.string(), v.nonEmpty()),
});

/** `vialink/checkFileType`: the control opened for the file and the type the provider read. */
export const FileTypeAnswerSchema = v.object({
  controlId: v.pipe(v.string(), v.nonEmpty()),
  documentId: v.pipe(v.string(), v.nonEmpty()),
  documentTypeAllowed: v.boolean(),
  documentType: v.string(),
  documentSubType: v.nullish(v.string(), null),
});

export const ControlPayloadSchema = v.object({ controlId: v.pipe(v.string(), v.nonEmpty()) });

export const SheetPayloadSchema = v.object({
  controlId: v.pipe(v.string(), v.nonEmpty()),
  documentId: v.pipe(v.string(), v.nonEmpty()),
  filename: v.pipe(v.string(), v.nonEmpty()),
  encodedFile: v.pipe(v.string(), v.nonEmpty()),
});

export const SheetAnswerSchema = v.object({
  sheetId: v.pipe(v.string(), v.nonEmpty()),
  subTypes: v.optional(v.array(v.string()), []),
});

export const SheetReferencePayloadSchema = v.object({
  controlId: v.pipe(v.string(), v.nonEmpty()),
  documentId: v.pipe(v.string(), v.nonEmpty()),
  sheetId: v.pipe(v.string(), v.nonEmpty()),
});

export const ControlStatusSchema = v.object({
  status: v.picklist(["CREATED", "PENDING", "DONE", "ERROR"]),
});

const isoDay = v.pipe(v.string(), v.isoDate());

/** What the server read on the document's machine-readable zone; null when it read nothing. */
const DocumentReadSchema = v.nullish(
  v.object({
    surnames: v.string(),
    givenNames: v.string(),
    birthDate: isoDay,
    expiryDate: isoDay,
  }),
  null,
);

/**
 * `vialink/checkDocument`: ok, or why not (front, back, type, analysis; from a read zone:
 * expired, another name, another birth date), with what was read.
 */
export const DocumentCheckSchema = v.variant("status", [
  v.object({
    status: v.literal("ok"),
    documentType: v.nullish(v.string(), null),
    subTypes: v.optional(v.array(v.string()), []),
    read: DocumentReadSchema,
  }),
  v.object({
    status: v.literal("ko"),
    reason: v.string(),
    documentType: v.nullish(v.string(), null),
    subTypes: v.optional(v.array(v.string()), []),
    read: DocumentReadSchema,
  }),
]);

export const StatusAnswerSchema = v.object({ status: v.string() });
