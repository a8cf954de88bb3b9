/** Step 4's texts that machines name by code: the files' problems, their stages, the headings. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FileProblem, PhotoQualityIssue } from "../../../../machines/documentProblem.ts";
import type { FileStage } from "../../../../machines/documentVerification.selectors.ts";
import { documentQuotas, documentUploads } from "../../../config/index.ts";
import type { SectionGroup } from "./documentSections.ts";

const MEGABYTE = 1024 * 1024;
const imageMaxMb = documentUploads.imageMaxBytes / MEGABYTE;
const pdfMaxMb = documentUploads.pdfMaxBytes / MEGABYTE;
const { filesPerSection, filesPerApplication } = documentQuotas;
const applicationMaxMb = documentQuotas.bytesPerApplication / MEGABYTE;

/**
 * One text per problem, whoever found it (the step's rules or the server).
 * @spec tunnel §8 Uploads
 */
const fileProblemMessages: Record<FileProblem, MessageDescriptor> = {
  extensionNotAllowed: msg`Fichiers acceptés : .png, .jpg, .jpeg, .gif, .pdf`,
  contentMismatch: msg`Le contenu du fichier ne correspond pas à son extension : fichiers acceptés .png, .jpg, .jpeg, .gif, .pdf`,
  imageTooBig: msg`Image trop volumineuse : ${imageMaxMb} Mo au maximum`,
  pdfTooBig: msg`PDF trop volumineux : ${pdfMaxMb} Mo au maximum`,
  pdfProtected: msg`Ce PDF est protégé par un mot de passe et ne peut pas être lu : enregistrez-le sans mot de passe, puis déposez-le de nouveau`,
  pdfDamaged: msg`Ce PDF est endommagé et ne peut pas être ouvert : enregistrez-le de nouveau ou déposez une autre copie`,
  duplicateName: msg`Un fichier du même nom existe déjà dans cette rubrique`,
  oneFileOnly: msg`Cette rubrique n'accepte qu'un fichier : supprimez le fichier déposé pour le remplacer`,
  sectionFull: msg`Cette rubrique contient déjà ${filesPerSection} fichiers, le maximum : supprimez-en un pour en ajouter un autre`,
  applicationFull: msg`Votre dossier a atteint sa limite de ${filesPerApplication} fichiers et ${applicationMaxMb} Mo : supprimez un fichier pour en déposer un autre`,
  uploadFailed: msg`L'envoi du fichier a échoué, veuillez réessayer`,
  notEditable: msg`Votre demande ne peut plus être modifiée`,
  downloadFailed: msg`Impossible de télécharger ce document`,
  deleteForbidden: msg`Vous n'avez pas le droit de supprimer ce fichier`,
  deleteFailed: msg`La suppression a échoué, veuillez réessayer`,
  documentNotAccepted: msg`Document non accepté : déposez un passeport, une carte d'identité ou un titre de séjour`,
  frontMissing: msg`Recto manquant : ajoutez le recto de la carte d'identité`,
  backMissing: msg`Verso manquant : ajoutez le verso de la carte d'identité`,
  analysisError: msg`Erreur lors de l'analyse du document : déposez une image plus nette`,
  documentExpired: msg`Document expiré : déposez une pièce d'identité en cours de validité`,
  nameMismatch: msg`Le nom ne correspond pas à celui de votre profil`,
  birthDateMismatch: msg`La date de naissance ne correspond pas à celle de votre profil`,
  verificationInterrupted: msg`La vérification du document a été interrompue, veuillez réessayer`,
  noFile: msg`Aucun fichier : le fichier est vide`,
};

/** Identity sections take no GIF: the messages that list the accepted files say so. */
const verifiedMessages: Partial<Record<FileProblem, MessageDescriptor>> = {
  extensionNotAllowed: msg`Fichiers acceptés : .png, .jpg, .jpeg, .pdf (pas de .gif pour les pièces d'identité)`,
  contentMismatch: msg`Le contenu du fichier ne correspond pas à son extension : fichiers acceptés .png, .jpg, .jpeg, .pdf (pas de .gif pour les pièces d'identité)`,
};

export function fileProblemMessage(problem: FileProblem, isVerified: boolean): MessageDescriptor {
  return (isVerified ? verifiedMessages[problem] : undefined) ?? fileProblemMessages[problem];
}

/** The spec's stages of a file: upload, type check, document analysis, finished. */
export const fileStageMessages: Record<Exclude<FileStage, null>, MessageDescriptor> = {
  screening: msg`Vérification de la qualité du fichier…`,
  typeCheck: msg`Vérification du type de document…`,
  upload: msg`Envoi du fichier…`,
  analysis: msg`Analyse du document…`,
  finished: msg`Terminé`,
  deleting: msg`Suppression…`,
};

/** Why a photo is worth a retake: said before anything is sent. */
export const photoQualityMessages: Record<PhotoQualityIssue, MessageDescriptor> = {
  tooSmall: msg`Cette photo est trop petite pour être lue : reprenez-la de plus près ou en meilleure résolution.`,
  tooDark: msg`Cette photo est trop sombre : reprenez-la dans un endroit bien éclairé.`,
  tooBlurry: msg`Cette photo est trop floue : reprenez-la, bien à plat et nette.`,
};

export const sectionGroupHeadings: Record<SectionGroup, MessageDescriptor> = {
  applicant: msg`Vos justificatifs`,
  guarantor1: msg`Garant 1`,
  guarantor2: msg`Garant 2`,
  guarantee: msg`Garantie Garantme ou Visale`,
};
