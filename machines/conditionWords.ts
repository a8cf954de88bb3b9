/**
 * Every named guard of every registered machine (machines/index.ts), as the condition a tester
 * brings about, in English: `npm run paths` and docs/machines print these words, not the code
 * names, and machines/locales/fr.po holds their French. Each machine's entry must name exactly its
 * guards: adding or removing a guard in a machine fails the typecheck here until its words follow.
 */
import type { AnyStateMachine } from "xstate";
import type { addressLookupMachine } from "./addressLookup.ts";
import type { alertsMachine } from "./alerts.ts";
import type { bookingMachine } from "./booking.ts";
import type { contactMachine } from "./contact.ts";
import type { deviceSessionsMachine } from "./deviceSessions.ts";
import type { documentsStepMachine } from "./documentsStep.ts";
import type { documentVerificationMachine } from "./documentVerification.ts";
import type { documentViewerMachine } from "./documentViewer.ts";
import type { followUpMachine } from "./followUp.ts";
import type { guaranteesMachine } from "./guarantees.ts";
import type { handoverMachine } from "./handover.ts";
import type { prebookingMachine } from "./prebooking.ts";
import type { profileMachine } from "./profile.ts";
import type { proofUploadMachine } from "./proofUpload.ts";
import type { reviewMachine } from "./review.ts";
import type { reviewDraftMachine } from "./reviewDraft.ts";
import type { savedNoticeMachine } from "./savedNotice.ts";
import type { sessionMachine } from "./session.ts";
import type { staffFileMachine } from "./staffFile.ts";
import type { staffQueueMachine } from "./staffQueue.ts";
import type { stepRecordMachine } from "./stepRecord.ts";
import type { tunnelLoaderMachine } from "./tunnelLoader.ts";
import type { wizardMachine } from "./wizard.ts";

/** The guard names a machine's `setup({ guards })` declares (what `.provide()` may replace). */
type GuardName<M extends AnyStateMachine> = keyof NonNullable<
  Parameters<M["provide"]>[0]["guards"]
> &
  string;

/** One phrase per guard, no more, no less. */
export type WordsOf<M extends AnyStateMachine> = Record<GuardName<M>, string>;

const dossierSentBack = "staff sent the dossier back for changes (status toUpdate)";
const needsGuarantorQuestion = "Avez-vous besoin d'un garant ?";
const lastSearchKnown = "the dossier names a listing and a readable arrival date";

export const conditionWords = {
  alerts: {
    alertsWereGiven: "the page gave the alerts it had already loaded",
    hasCurrentAlert: "at least one alert has begun and not ended",
    hasAnotherAlert: "another current alert follows the one shown",
  } satisfies WordsOf<typeof alertsMachine>,
  contact: {
    residenceListIsLoaded: "the residence list was loaded at an earlier opening",
  } satisfies WordsOf<typeof contactMachine>,
  session: {
    hasAccessToken: "an access-token cookie is stored",
    hasStoredIdentityToken: "an identity token is stored",
    hasRenewableSession: "a refresh token from an earlier visit is stored",
    spaceIsThisSite: 'the space cookie holds this site\'s value ("acquisition")',
    namesAnotherSpace: "the space cookie names another space than this site",
    hasAcceptedCurrentTerms: "the user has accepted the current version of the terms",
    bookingIsPending: "a chosen flat is kept on this device (a booking is pending)",
  } satisfies WordsOf<typeof sessionMachine>,
  tunnelLoader: {
    isSignedOut: "nobody is signed in",
    hasNoTemporaryInfo: "no flat was chosen before (no temporary dossier info)",
    isTemporaryInfoExpired: "the chosen flat's info is kept but its validity date has passed",
    isOpenToNewApplication: "the applicant has no dossier, or one in creation or abandoned",
    isOpenToResicampHandOver:
      "the applicant has no dossier, or one in creation or abandoned, and the chosen flat is a resicamp offer",
    wasCreated: "the server creates the temporary application (the flat is held)",
    isGenderIncompatible: "the shared flat is reserved for the other gender",
    isAnotherLotWaiting: "a lot is pre-reserved and a temporary application for another lot waits",
    isLotFreed: "the pre-reserved lot was freed",
    isFinished: "the dossier was sent (information status finished) or refused",
    isSentBackForChanges: dossierSentBack,
    isReopenedAtAddress:
      "the dossier was sent back for changes and the page's address names step 2, 3 or 4",
    wasBedChanged: "the server changes the bed",
    hasLastSearchTarget: lastSearchKnown,
    wasSent: "the applicant sent the file",
  } satisfies WordsOf<typeof tunnelLoaderMachine>,
  prebooking: {
    isResicamp: "the dossier is a resicamp one",
    hasNoEndDate: "nothing is pre-reserved (no readable end date)",
    hasPrebookingEnded: "the pre-reservation's end date is reached on the server's clock",
    wasReleased: "the server answers the extension with KO (the lot was freed)",
    hasLastSearchTarget: lastSearchKnown,
  } satisfies WordsOf<typeof prebookingMachine>,
  wizard: {
    mayContinue: "a dossier exists and the step is 1 to 3",
    maySend: "a dossier exists and the step is 4 (documents)",
    maySaveForLater: "a dossier exists",
    hasPreviousStep: "the step is 2 or more (3 or more for a dossier sent back for changes)",
    mayJumpToStep:
      "a dossier exists, the form is on screen and the step clicked is another one that may be opened (not step 1 for a dossier sent back for changes)",
    isOnDocumentsStep: "the step is 4 (documents)",
    isDocumentsStep: "the missing item is on step 4 (documents)",
    isComplete: "the server finds the dossier complete",
    wasDeposited: "the server deposits the file",
    isNoLongerAvailable: "the server answers that the flat is no longer available",
    hasRefreshFailed: "the reload after a save failed",
    isShownAsDialog: "the save was refused for gender incompatibility or insufficient guarantees",
    isOfflineFailure: "the call failed because the device is offline",
    wasSavingForLater: 'the save waiting for the connection was "Reprendre plus tard"',
  } satisfies WordsOf<typeof wizardMachine>,
  savedNotice: {} satisfies WordsOf<typeof savedNoticeMachine>,
  profile: {
    arrivedAfterSave: "the page opened right after a new language was saved",
    interfaceMustSwitch: "the user asked to see the site in the new language",
  } satisfies WordsOf<typeof profileMachine>,
  deviceSessions: {
    isOtherListedSession: "the device to sign out is listed and is not this one",
    hasOtherSessions: "a device other than this one is listed",
  } satisfies WordsOf<typeof deviceSessionsMachine>,
  booking: {
    isSignedIn: "the visitor is signed in",
    hasKeptChoice: "a chosen flat is kept on this device",
  } satisfies WordsOf<typeof bookingMachine>,
  stepRecord: {
    isDraft: "unsaved input of this dossier is kept on this device",
  } satisfies WordsOf<typeof stepRecordMachine>,
  addressLookup: {
    hasSearchableText: "the text typed has 2 characters or more (spaces aside)",
    foundSuggestions: "the search finds at least one address",
    isOfferedSuggestion: "a suggestion is highlighted or clicked",
  } satisfies WordsOf<typeof addressLookupMachine>,
  followUp: {
    isAnalysis: "the dossier is complete or recycling (sub-stage 0)",
    isWaitingForLease: "the dossier is accepted and not yet put up for signature (sub-stage 1)",
    isPayment: "the dossier is accepted, put up for signature and not yet paid (sub-stage 2)",
    isSignature:
      "the dossier is accepted and paid, and a party has not signed or the company guarantee's proof is missing (sub-stage 3)",
    isHandover: "every party signed, or the dossier is definitive or signed (sub-stage 4)",
    hasApplicantSigned: "the applicant has signed the lease",
    haveAllSignersSigned:
      "every signer but the team signed the lease (the tenant, a minor's legal guardian, each personal guarantor)",
    isSignatureStopped: "a signer refused to sign, or the signature expired after 8 days",
    hasCompanySigned: "the team has signed the lease",
    mayStartSignature: "the server says the signature may start",
    isSentBackForChanges: dossierSentBack,
    isTransferBeingChecked:
      "a bank transfer's proof was sent and staff have not confirmed or refused it",
    isPageInView: "the page is in view (its tab shown)",
  } satisfies WordsOf<typeof followUpMachine>,
  proofUpload: {
    hasChosen: "an earlier proof is already chosen and checked",
  } satisfies WordsOf<typeof proofUploadMachine>,
  handover: {
    hasSentInsurance: "the server holds a home-insurance certificate for the dossier",
    hasChosenInsurance: "a certificate is already chosen and checked, not yet sent",
    hasAppointment: "an inventory-of-fixtures appointment is booked",
    isSlotTaken:
      "the server answers that another dossier took the slot meanwhile (409 creneauPris)",
  } satisfies WordsOf<typeof handoverMachine>,
  guarantees: {
    isPersonalKind: "the kind chosen is one or two guarantors",
    isOfferedKind:
      'the kind chosen is offered ("none" is not offered to a young worker or a young independent)',
    isYes: 'the answer is "yes"',
    asksScholarship: "the applicant is a student, a researcher or a work-study trainee",
    needsGuarantor: `the answer to "${needsGuarantorQuestion}" is "yes"`,
    needsNoGuarantor: `the answer to "${needsGuarantorQuestion}" is "no"`,
    switchesBetweenGuarantors:
      "one or two guarantors were chosen and the other of the two is chosen now",
    hasMissingAnswer: "a question the save needs is unanswered",
    lacksGuarantorIncome:
      "a guarantor earns less than the rule asks (4 × the rent with one guarantor, 3 × each with two)",
    mayForward:
      'the applicant saves for later, or Continue is shown (it is hidden when a guarantor is needed and the kind is "none")',
  } satisfies WordsOf<typeof guaranteesMachine>,
  documentsStep: {} satisfies WordsOf<typeof documentsStepMachine>,
  documentVerification: {
    hasSubmittedControl: "a verification of the file was submitted before",
    hasSheet: "the file's verification sheet exists",
    isStored: "the file is stored on the server",
    isVerified: "the file is in an identity section (applicant, legal guardian, guarantor)",
    isScreened: "the browser has screened the file (PDF structure, photo quality, size)",
    hasQualityIssue: "the photo is too small, too dark or too blurry",
    isTypeAllowed: "the file's document type is one the section takes",
    isAnalysisOver: "the analysis status is DONE or ERROR",
    isDocumentAccepted: "the check finds no problem with the document",
    isExpired: "the document's read zone says it has expired",
    isInAnotherName: "the names read on the document are not the form's",
    isOfAnotherBirthDate: "the birth date read on the document is not the form's",
    mayRetry: "a call failed (upload or verification), the document was not refused",
  } satisfies WordsOf<typeof documentVerificationMachine>,
  review: {
    mayTake: "the server allows this reviewer the decision (the file's state and the rights table)",
    hasDraft: "a decision was being drafted when the file was taken again",
    isHeldByAnother: "another reviewer holds the file",
    isStale: "the file changed since it was read (409, stale version)",
    isNotAllowedInState:
      "the file's state does not allow the decision (409, with the server's code)",
    needsRecentSignIn: "the decision needs a more recent sign-in (401 reauthenticationRequired)",
    isForbidden: "the reviewer may not take the decision (403)",
  } satisfies WordsOf<typeof reviewMachine>,
  reviewDraft: {
    isOfferedReason: "the reasons' catalogue offers this reason for the decision",
    isChosenReason: "the reason is among those chosen",
    takesNote: "the decision takes a note (one that gives reasons)",
    hasRoomForSlot: "the decision takes slots to offer, and fewer than ten are typed",
    takesSlotChoice: "the decision takes the free slot an appointment moves to",
    isTypedSlot: "the slot is among those typed to offer",
    isComplete:
      "nothing is missing: the reasons or note the decision needs, its slot, or slots to offer each complete, ending after it starts and still to come",
  } satisfies WordsOf<typeof reviewDraftMachine>,
  staffQueue: {
    isOnCallback: "the page opened on the console's sign-in callback address",
    isSignedOut: "the console's sign-in is missing or over (401)",
    isAnotherPage: "the page asked for is another of the tab's pages",
  } satisfies WordsOf<typeof staffQueueMachine>,
  staffFile: {} satisfies WordsOf<typeof staffFileMachine>,
  documentViewer: {} satisfies WordsOf<typeof documentViewerMachine>,
};
