/**
 * Step 4's calls (tunnel spec 7): the documents answer, uploads, deletes and downloads, the
 * newsletter answers, and the identity-document verification (`vialink/*`). A refused upload
 * (`400 { error: "fichierExistant" ... }`) reaches the caller as a failure: `readErrorBody`
 * gives its body.
 */
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

/** The product's news (`saveNewsletter`). */
export const saveNewsletter = defineCall({
  method: "POST",
  path: `${BASE}/dossier/saveNewsletter`,
  payload: NewsletterPayloadSchema,
  send: ({ value }) => ({ json: { newsletter: value } }),
  answer: NewsletterAnswerSchema,
});

/** The group's news (`setNewsletterPref`). */
export const saveNewsletterGroup = defineCall({
  method: "POST",
  path: `${BASE}/dossier/setNewsletterPref`,
  payload: NewsletterPayloadSchema,
  send: ({ value }) => ({ json: { newsletterGroup: value } }),
  answer: NewsletterAnswerSchema,
});

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

const controlCall = (name: string) =>
  defineCall({
    method: "POST",
    path: `${VIALINK}/${name}`,
    payload: ControlPayloadSchema,
    send: ({ controlId }) => ({ searchParams: { controlId } }),
    answer: StatusAnswerSchema,
  });

export const submitControl = controlCall("submitControl");
export const deleteControl = controlCall("deleteControl");

export const getControl = defineCall({
  method: "POST",
  path: `${VIALINK}/getControl`,
  payload: ControlPayloadSchema,
  send: ({ controlId }) => ({ searchParams: { controlId } }),
  answer: ControlStatusSchema,
});

export const checkDocument = defineCall({
  method: "POST",
  path: `${VIALINK}/checkDocument`,
  payload: ControlPayloadSchema,
  send: ({ controlId }) => ({ searchParams: { controlId } }),
  answer: DocumentCheckSchema,
});

export const deleteSheetDocument = defineCall({
  method: "POST",
  path: `${VIALINK}/deleteSheetDocument`,
  payload: SheetReferencePayloadSchema,
  send: (reference) => ({ searchParams: reference }),
  answer: StatusAnswerSchema,
});
