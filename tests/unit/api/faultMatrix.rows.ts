/**
 * The rows of the fault matrix (faultMatrix.test.ts): one per call of the backend contract,
 * keyed `<module>#<export>` ("dossier#saveStayInfos" for `saveStayInfos` in src/api/dossier.ts;
 * "auth/accountCalls#…" for the calls declared in src/auth/accountCalls.ts).
 *
 * Adding a call to src/api? Add its row here, or the matrix fails and names it:
 * - `payload`: a valid payload, as a form would send it (left out for a call without one);
 * - `answerNotRead: true` only for a call declared `answer: "empty"` without `expectedStatus`
 *   (its answer's body is not read, so "a malformed answer" cannot happen to it; the matrix
 *   checks that this is true);
 * - `onlyStatus`: the call's `expectedStatus`; its malformed answer is then another 2xx status.
 */
import * as v from "valibot";
import { GuaranteeRecordSchema } from "../../../src/api/guaranteeStepSchemas.ts";
import { ProfileRecordSchema } from "../../../src/api/profileStepSchemas.ts";
import {
  toProfileForm,
  toProfilePayload,
} from "../../../src/features/tunnel/step2/profileMapping.ts";
import {
  toGuaranteeChoice,
  toGuaranteeForm,
  toGuaranteePayload,
} from "../../../src/features/tunnel/step3/guaranteeMapping.ts";
import { guaranteeRecord, profileRecord } from "../../components/tunnel/tunnelFixtures.ts";

export type CallRow = { payload?: unknown; answerNotRead?: true; onlyStatus?: number };

const locale = { locale: "fr" };
const pdfDataUrl = "data:application/pdf;base64,JVBERi0xLjQK";
const profilePayload = toProfilePayload(
  toProfileForm(v.parse(ProfileRecordSchema, profileRecord())),
  "D-42",
  new Date("2026-11-22T09:00:00Z"),
);

const savedGuarantee = v.parse(GuaranteeRecordSchema, guaranteeRecord());
const guaranteePayload = toGuaranteePayload(
  { choice: toGuaranteeChoice(savedGuarantee), values: toGuaranteeForm(savedGuarantee) },
  "student",
);

export const callRows: Record<string, CallRow> = {
  "address#searchAddresses": { payload: { q: "rue de Rivoli", country: "FR" } },
  "catalogue#getResidences": { payload: { locale: "fr", city: "lyon" } },
  "catalogue#getResidence": { payload: { locale: "fr", alias: "residence-gerland" } },
  "catalogue#getTypology": {
    payload: { locale: "fr", aliasResidence: "residence-gerland", aliasTypology: "studio" },
  },
  "catalogue#getCity": { payload: { locale: "fr", alias: "lyon" } },
  "catalogue#searchAvailability": { payload: { locale: "fr", city: "lyon", date: "2027-09-01" } },
  "conf#getIdentityConfiguration": {},
  "content#getAcquisitionResidences": {},
  "content#getHomeServices": { payload: locale },
  "content#getFaq": { payload: { locale: "fr", step: 2 } },
  "content#getFooter": { payload: locale },
  "content#getAlerts": { payload: locale },
  "content#getBookingSteps": { payload: locale },
  "dossier#getTypeDossier": {},
  "dossier#getDossierInfo": { payload: { id_dossier: "D-42" } },
  "dossier#createTemporaryApplication": {
    payload: {
      id_residence: "7",
      type_typologie: "3",
      id_bien: "91",
      date_arrivee: "2027-09-01",
      resicamp: false,
    },
  },
  "dossier#handOverToResicamp": { payload: { id_bien: "91" } },
  "dossier#changeBed": { payload: { dossierTmp: "T-1" } },
  "dossier#saveStayInfos": { payload: { code_promo: "ETE2027", duree_du_sejour: "9" } },
  "dossier#checkDossier": {},
  "editorial#getPageMeta": { payload: { locale: "fr", route: "faq" } },
  "editorial#getMagazine": { payload: locale },
  "editorial#getArticle": { payload: { locale: "fr", alias: "bien-choisir" } },
  "editorial#getFaqContent": { payload: locale },
  "editorial#getSitemap": { payload: locale },
  "editorial#getFooterPage": { payload: { locale: "fr", slug: "mentions-legales" } },
  "editorial#getAlert": { payload: { locale: "fr", id: "greve" } },
  "mail#sendMail": {
    payload: {
      content: "Bonjour, la résidence accepte-t-elle les animaux ?",
      destinataire: "contactYF",
      sujet: "Question",
      typeContact: "renseignement",
    },
    onlyStatus: 200,
  },
  "profile#updateEmail": { payload: { email: "lea@example.org", password: "Demo2026ok" } },
  "profile#updatePassword": {
    payload: { oldPassword: "Demo2026ok", newPassword: "Nouveau2027ok" },
    answerNotRead: true,
  },
  "profile#updatePhone": { payload: { phone: "+33612345678" } },
  "profile#updateLanguage": { payload: { language: "en" } },
  "profile#updateConsents": {
    payload: {
      hasAcceptedEmail: true,
      hasAcceptedSMS: false,
      hasAcceptedEmailGroup: false,
      hasAcceptedSMSGroup: true,
    },
  },
  "deviceSessions#getDeviceSessions": { payload: locale },
  "deviceSessions#endDeviceSession": { payload: { locale: "fr", id: "Xy3_Zk9-aB1cD2eF3gH4iJ" } },
  "deviceSessions#endOtherDeviceSessions": { payload: locale },
  "profileStep#getProfileRecord": {},
  "profileStep#saveProfileRecord": { payload: profilePayload },
  "guaranteeStep#getGuaranteeRecord": {},
  "guaranteeStep#saveGuaranteeRecord": { payload: guaranteePayload },
  "documents#getDocuments": {},
  "documents#uploadDocument": {
    payload: { section: "identity", file: "passeport.pdf", encodedFile: pdfDataUrl },
  },
  "documents#deleteDocument": {
    payload: { section: "identity", file: "passeport.pdf", url: "/files/D-42/passeport.pdf" },
  },
  "documents#downloadDocument": {
    payload: { section: "identity", file: "passeport.pdf", url: "/files/D-42/passeport.pdf" },
  },
  "documents#saveNewsletter": { payload: { value: true } },
  "documents#saveNewsletterGroup": { payload: { value: false } },
  "documents#checkFileType": {
    payload: { section: "identity", filename: "passeport.pdf", encodedFile: pdfDataUrl },
  },
  "documents#addSheetDocument": {
    payload: {
      controlId: "C-1",
      documentId: "DOC-1",
      filename: "passeport.pdf",
      encodedFile: pdfDataUrl,
    },
  },
  "documents#submitControl": { payload: { controlId: "C-1" } },
  "documents#deleteControl": { payload: { controlId: "C-1" } },
  "documents#getControl": { payload: { controlId: "C-1" } },
  "documents#checkDocument": { payload: { controlId: "C-1" } },
  "documents#deleteSheetDocument": {
    payload: { controlId: "C-1", documentId: "DOC-1", sheetId: "S-1" },
  },
  "followUp#getFollowUp": {},
  "followUp#requestCardPayment": {
    payload: { num_bail: "BAIL-2027-001", target: "acquisition", typeAffectation: "AUTO" },
  },
  "followUp#canSign": {},
  "followUp#submitProof": { payload: { document: "transfer_justificative" } },
  "followUp#downloadLease": {},
  "followUp#uploadProofFile": {
    payload: {
      section: "transfer_justificative",
      file: "virement.pdf",
      encodedFile: pdfDataUrl,
    },
  },
  "handover#getHandover": {},
  "handover#sendInsuranceCertificate": {
    payload: { file: "assurance.pdf", encodedFile: pdfDataUrl },
  },
  "handover#bookInventoryAppointment": { payload: { slotId: 42 } },
  "user#getUserDetails": {},
  "user#acceptTerms": { answerNotRead: true },
  "user#getTerms": { payload: locale },
  "user#checkTokenValidity": { payload: { token: "access-token-1" } },
  "user#logout": { payload: { id_token: "id-token-1", redirect: "http://localhost:3000/fr" } },
  "user#checkSession": { payload: { redirect: "http://localhost:3000/fr" } },
  "auth/accountCalls#getUserDetailsWithTermsVersion": {},
  "auth/accountCalls#getTermsWithVersion": { payload: locale },
  "staff#getStaffReasons": {},
  "staff#getStaffQueue": {
    payload: { tab: "toReview", residence: "", arrivalMonth: "2027-09", q: "Benali", page: 2 },
  },
  "staff#getStaffFile": { payload: { reference: "HC-2026-00001" } },
  "staff#takeStaffFile": { payload: { reference: "HC-2026-00001" } },
  "staff#releaseStaffFile": { payload: { reference: "HC-2026-00001" }, answerNotRead: true },
  "staff#postStaffDecision": {
    payload: {
      reference: "HC-2026-00001",
      body: { decision: "update", reasons: ["payslipMissing"], text: "", version: 3 },
    },
  },
  "staff#getStaffDocument": { payload: { reference: "HC-2026-00001", documentId: "7" } },
};
