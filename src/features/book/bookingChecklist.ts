import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  CalendarCheck,
  Clock,
  CreditCard,
  GraduationCap,
  IdCard,
  type LucideIcon,
  PenLine,
  ShieldCheck,
  Timer,
} from "lucide-react";

export type ReassuranceItem = {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
};

/**
 * What to have ready before booking. The content service has no such text, so it lives in the
 * catalogue; the figures are the spec's (section 9: guarantor income, deposit, cards).
 */
export const whatYouNeed: ReassuranceItem[] = [
  {
    icon: IdCard,
    title: msg`Une pièce d'identité`,
    text: msg`Passeport, carte nationale d'identité recto verso ou titre de séjour, en PDF ou en photo nette.`,
  },
  {
    icon: GraduationCap,
    title: msg`Un justificatif de situation`,
    text: msg`Certificat de scolarité, contrat d'alternance, convention de stage ou contrat de travail.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Un garant ou une garantie`,
    text: msg`Un garant dont les revenus atteignent 4 fois le loyer charges comprises, ou deux garants à 3 fois chacun, ou une garantie Visale ou Garantme. Les étudiants boursiers peuvent en être dispensés.`,
  },
  {
    icon: CreditCard,
    title: msg`De quoi régler l'entrée`,
    text: msg`Un dépôt de garantie d'un mois de loyer hors charges, les frais de dossier et le premier loyer au prorata de votre date d'arrivée, par carte (CB Visa, MasterCard) ou par virement.`,
  },
];

/** The operator's commitments along the way (spec 9: review, hold, signature, durations). */
export const ourCommitments: ReassuranceItem[] = [
  {
    icon: Clock,
    title: msg`Une réponse sous 48 heures`,
    text: msg`Votre demande est étudiée le plus souvent en moins de 24 heures ouvrées.`,
  },
  {
    icon: CalendarCheck,
    title: msg`Votre logement garanti`,
    // The spec gives two readings of this hold (48 hours, 3 days): the page names none, the
    // applicant's file shows the server's.
    text: msg`Une fois votre dossier accepté, le logement vous est réservé le temps de signer et de payer, dans le délai indiqué dans votre dossier.`,
  },
  {
    icon: PenLine,
    title: msg`Un bail signé en ligne`,
    text: msg`Vous signez électroniquement sous 8 jours ; nous contresignons sous 24 heures.`,
  },
  {
    icon: Timer,
    title: msg`Une durée qui vous ressemble`,
    text: msg`Séjour de 3 à 12 mois et plus ; engagement de 9 mois pour les étudiants, 12 mois pour les jeunes actifs.`,
  },
];
