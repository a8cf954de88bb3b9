import type { L, TeamRole } from "./types.ts";

export type TestimonialSeed = { author: string; profile: L; text: L; rating: number };

/** Shared pool; each residence shows two, picked by its position so pages differ. */
export const testimonials: TestimonialSeed[] = [
  {
    author: "Camille",
    profile: { fr: "Étudiante en master de droit", en: "Law master's student" },
    text: {
      fr: "J'ai réservé depuis Lyon sans visiter : le logement correspondait exactement aux photos et l'équipe m'a remis les clés le jour prévu.",
      en: "I booked from Lyon without visiting: the flat matched the photos exactly and the team handed me the keys on the planned day.",
    },
    rating: 5,
  },
  {
    author: "Mateo",
    profile: { fr: "Étudiant Erasmus", en: "Erasmus student" },
    text: {
      fr: "Le dossier en ligne était clair, même en anglais. Le garant Visale a été accepté sans difficulté.",
      en: "The online application was clear, even in English. My Visale guarantee was accepted without any trouble.",
    },
    rating: 5,
  },
  {
    author: "Inès",
    profile: { fr: "Alternante en marketing", en: "Work-study marketing student" },
    text: {
      fr: "La salle de travail m'a sauvé mes révisions. Seul bémol : la laverie est très demandée le dimanche.",
      en: "The study room saved my revision weeks. One downside: the laundry is very busy on Sundays.",
    },
    rating: 4,
  },
  {
    author: "Hugo",
    profile: { fr: "Doctorant en biologie", en: "Biology PhD candidate" },
    text: {
      fr: "Idéal pour un doctorat : calme, proche du labo, et les charges incluses évitent les mauvaises surprises.",
      en: "Ideal for a PhD: quiet, close to the lab, and the included charges avoid bad surprises.",
    },
    rating: 5,
  },
  {
    author: "Aminata",
    profile: { fr: "Étudiante infirmière", en: "Nursing student" },
    text: {
      fr: "Les gardiens sont adorables et réactifs. Mon chauffe-eau a été réparé en une matinée.",
      en: "The caretakers are lovely and quick. My water heater was fixed in one morning.",
    },
    rating: 5,
  },
  {
    author: "Lucas",
    profile: { fr: "Jeune ingénieur", en: "Young engineer" },
    text: {
      fr: "Pour un premier emploi, le T1 bis est parfait : assez grand pour recevoir, et le bail est souple.",
      en: "For a first job, the T1 bis is perfect: big enough to have friends over, and the lease is flexible.",
    },
    rating: 4,
  },
  {
    author: "Sofia",
    profile: { fr: "Étudiante en architecture", en: "Architecture student" },
    text: {
      fr: "La colocation entre filles se passe très bien, on partage les courses et les soirées séries.",
      en: "The women-only shared flat works really well, we share groceries and series nights.",
    },
    rating: 5,
  },
  {
    author: "Yanis",
    profile: { fr: "Étudiant en école de commerce", en: "Business school student" },
    text: {
      fr: "Pré-réservation, dossier, signature électronique : tout s'est fait en trois jours depuis mon téléphone.",
      en: "Pre-booking, application, e-signature: everything took three days, all from my phone.",
    },
    rating: 5,
  },
  {
    author: "Chloé",
    profile: { fr: "Chercheuse post-doctorante", en: "Postdoctoral researcher" },
    text: {
      fr: "Arrivée de l'étranger, j'ai apprécié de pouvoir tout gérer en ligne avant mon arrivée.",
      en: "Coming from abroad, I liked being able to handle everything online before arriving.",
    },
    rating: 4,
  },
  {
    author: "Noah",
    profile: { fr: "Étudiant en BTS", en: "BTS student" },
    text: {
      fr: "Le coliving m'a permis de me faire des amis dès la première semaine dans une ville inconnue.",
      en: "Coliving helped me make friends in the very first week in a city I didn't know.",
    },
    rating: 5,
  },
  {
    author: "Emma",
    profile: { fr: "Étudiante en médecine", en: "Medical student" },
    text: {
      fr: "Très bien insonorisé, ce qui compte quand on révise l'internat. Je recommande.",
      en: "Very well soundproofed, which matters when you revise for exams. I recommend it.",
    },
    rating: 5,
  },
  {
    author: "Adam",
    profile: { fr: "Auto-entrepreneur graphiste", en: "Freelance graphic designer" },
    text: {
      fr: "Internet rapide et stable, indispensable pour travailler depuis chez moi. Le parking est un vrai plus.",
      en: "Fast, stable internet, essential to work from home. The parking space is a real plus.",
    },
    rating: 4,
  },
];

export const teamRoles: Record<TeamRole, L> = {
  manager: { fr: "Responsable de résidence", en: "Residence manager" },
  assistant: { fr: "Conseil clientèle", en: "Customer advice" },
  caretaker: { fr: "Accueil et maintenance", en: "Reception and maintenance" },
};
