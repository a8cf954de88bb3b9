/**
 * Step 4's calls (tunnel spec 7): the documents answer, uploads, deletes and downloads, the
 * newsletter answers, and the identity-document verification (`vialink/*`). A refused upload
 * (`400 { error: "fichierExistant" ... }`) reaches the caller as a failure: `readErrorBody`
 * gives its body.
 */
import type * as v from "valibot";
import { defineCall } from "./call.ts";
import {
  ControlPayloadSchema,
  ControlStatusSchema,
  DeleteAnswerSchema,
  DocumentCheckSchema,
  DocumentsAnswerSchema,
  FileReferencePayloadSchema,
  FileTypeAnswerSchema,
  FileTypePayloadSchema,
  NewsletterAnswerSchema,
  NewsletterPayloadSchema,
  SheetAnswerSchema,
  SheetPayloadSchema,
  SheetReferencePayloadSchema,
  StatusAnswerSchema,
  UploadAnswerSchema,
  UploadPayloadSchema,
} from "./documentsSchemas.ts";

const BASE = "/api/ac_campus";
const VIALINK = `${BASE}/vialink`;

export const getDocuments = defineCall({
  method: "GET",
  path: `${BASE}/dossier/getDocuments`,
  answer: DocumentsAnswerSchema,
});

/** One file into one section: `{ <section>: [{ file, encodedFile }] }`. */
export const uploadDocument = defineCall({
  method: "POST",
  path: `${BASE}/sharepoint/add`,
  payload: UploadPayloadSchema,
  send: ({ section, file, encodedFile }) => ({ json: { [section]: [{ file, encodedFile }] } }),
  answer: UploadAnswerSchema,
});

export const deleteDocument = defineCall({
  method: "POST",
  path: `${BASE}/sharepoint/delete`,
  payload: FileReferencePayloadSchema,
  send: ({ section, file, url }) => ({ json: { [section]: [{ file, url }] } }),
  answer: DeleteAnswerSchema,
});

export const downloadDocument = defineCall({
  method: "POST",
  path: `${BASE}/sharepoint/download`,
  payload: FileReferencePayloadSchema,
  send: ({ file, url }) => ({ json: { file, url } }),
  answer: "blob",
});

/** One newsletter answer, sent as `{ <field>: value }`. */
function defineNewsletterSave(path: string, field: "newsletter" | "newsletterGroup") {
  return defineCall({
    method: "POST",
    path: `${BASE}/dossier/${path}`,
    payload: NewsletterPayloadSchema,
    send: ({ value }) => ({ json: { [field]: value } }),
    answer: NewsletterAnswerSchema,
  });
}

/** The product's news (`saveNewsletter`). */
export const saveNewsletter = defineNewsletterSave("saveNewsletter", "newsletter");

/** The group's news (`setNewsletterPref`). */
export const saveNewsletterGroup = defineNewsletterSave("setNewsletterPref", "newsletterGroup");

export const checkFileType = defineCall({
  method: "POST",
  path: `${VIALINK}/checkFileType`,
  payload: FileTypePayloadSchema,
  send: ({ section, filename, encodedFile }) => ({ form: { encodedFile, filename, section } }),
  answer: FileTypeAnswerSchema,
});

export const addSheetDocument = defineCall({
  method: "POST",
  path: `${VIALINK}/addSheetDocument`,
  payload: SheetPayloadSchema,
  send: ({ controlId, documentId, filename, encodedFile }) => ({
    searchParams: { controlId, documentId },
    form: { encodedFile, filename },
  }),
  answer: SheetAnswerSchema,
});

/** A vialink call about one control, named in the query (`?controlId=`). */
function defineControlCall<TAnswer extends v.GenericSchema>(name: string, answer: TAnswer) {
  return defineCall({
    method: "POST",
    path: `${VIALINK}/${name}`,
    payload: ControlPayloadSchema,
    send: ({ controlId }) => ({ searchParams: { controlId } }),
    answer,
  });
}

export const submitControl = defineControlCall("submitControl", StatusAnswerSchema);
export const deleteControl = defineControlCall("deleteControl", StatusAnswerSchema);
export const getControl = defineControlCall("getControl", ControlStatusSchema);
export const checkDocument = defineControlCall("checkDocument", DocumentCheckSchema);

export const deleteSheetDocument = defineCall({
  method: "POST",
  path: `${VIALINK}/deleteSheetDocument`,
  payload: SheetReferencePayloadSchema,
  send: (reference) => ({ searchParams: reference }),
  answer: StatusAnswerSchema,
});
