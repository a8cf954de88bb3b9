import type { ArticleSeed } from "./types.ts";

export const articlesPart2: ArticleSeed[] = [
  {
    alias: { fr: "colocation-ou-studio", en: "shared-flat-or-studio" },
    category: "vie-etudiante",
    date: "2026-06-18",
    title: {
      fr: "Colocation, coliving ou studio : que choisir ?",
      en: "Shared flat, coliving or studio: which one?",
    },
    abstract: {
      fr: "Budget, intimité, vie sociale : les atouts de chaque formule pour votre première année.",
      en: "Budget, privacy, social life: the strengths of each option for your first year.",
    },
    body: {
      fr: "<h2>Le studio</h2><p>Indépendance totale et calme pour réviser, au prix d'un loyer plus élevé.</p><h2>La colocation</h2><p>Une chambre privative et des pièces de vie partagées : la formule la plus économique. Certains appartements sont réservés aux femmes ou aux hommes.</p><h2>Le coliving</h2><p>Une chambre avec salle d'eau et de vastes espaces communs animés par l'équipe : idéal pour se faire des amis en arrivant dans une nouvelle ville.</p>",
      en: "<h2>The studio</h2><p>Full independence and quiet for revising, at the cost of a higher rent.</p><h2>The shared flat</h2><p>A private room and shared living spaces: the most affordable option. Some flats are reserved for women or for men.</p><h2>Coliving</h2><p>A room with a shower room and large shared spaces run by the team: ideal to make friends when you arrive in a new city.</p>",
    },
  },
  {
    alias: { fr: "demenager-sans-stress", en: "moving-without-stress" },
    category: "conseils",
    date: "2026-05-22",
    title: {
      fr: "Déménager sans stress : la check-list",
      en: "Moving without stress: the checklist",
    },
    abstract: {
      fr: "Assurance, état des lieux, compteurs : tout ce qu'il faut prévoir avant la remise des clés.",
      en: "Insurance, inspection, meters: everything to plan before you get the keys.",
    },
    body: {
      fr: "<ul><li>Souscrivez une assurance habitation et envoyez l'attestation avant votre arrivée.</li><li>Prenez rendez-vous pour l'état des lieux d'entrée avec votre responsable de résidence.</li><li>Relevez le numéro de point de livraison (PDL) si vous devez ouvrir un contrat d'énergie.</li><li>Mettez en place le prélèvement automatique de votre loyer depuis l'Espace Client.</li><li>Faites votre demande d'aide au logement dès la signature du bail.</li></ul>",
      en: "<ul><li>Take out home insurance and send the certificate before you arrive.</li><li>Book your move-in inspection with your residence manager.</li><li>Note the delivery-point number (PDL) if you need an energy contract.</li><li>Set up automatic rent payment from your Client space.</li><li>Apply for housing benefit as soon as the lease is signed.</li></ul>",
    },
  },
  {
    alias: { fr: "lyon-quartiers-etudiants", en: "lyon-student-districts" },
    category: "villes",
    date: "2026-04-09",
    title: {
      fr: "Lyon : les quartiers préférés des étudiants",
      en: "Lyon: students' favourite districts",
    },
    abstract: {
      fr: "De la Guillotière à Gerland, où poser ses valises pour ses études à Lyon.",
      en: "From La Guillotière to Gerland, where to settle for your studies in Lyon.",
    },
    body: {
      fr: "<p>La Guillotière séduit par son ambiance cosmopolite et sa proximité avec les quais universitaires. Gerland attire les scientifiques grâce à l'ENS et au biodistrict. La Part-Dieu, enfin, convient à ceux qui rentrent souvent chez eux en train.</p><p>Partout, le réseau TCL relie les campus en moins de vingt minutes.</p>",
      en: "<p>La Guillotière appeals with its cosmopolitan vibe and closeness to the university quays. Gerland attracts scientists thanks to ENS and the biotech district. Part-Dieu, finally, suits those who often take the train home.</p><p>Everywhere, the TCL network reaches the campuses in under twenty minutes.</p>",
    },
  },
  {
    alias: { fr: "reviser-efficacement", en: "revising-efficiently" },
    category: "vie-etudiante",
    date: "2026-03-12",
    title: {
      fr: "Réviser efficacement dans un petit espace",
      en: "Revising efficiently in a small space",
    },
    abstract: {
      fr: "Aménagement, lumière, rythme : nos astuces pour travailler sereinement dans un studio.",
      en: "Layout, light, rhythm: our tips to work calmly in a studio.",
    },
    body: {
      fr: "<p>Séparez visuellement l'espace de travail du coin nuit, même avec une simple étagère. Placez le bureau près de la fenêtre et rangez le téléphone dans une autre pièce pendant les sessions.</p><p>Et pour changer d'air, la salle de travail de votre résidence est souvent ouverte jusqu'à minuit.</p>",
      en: "<p>Visually separate the work area from the sleeping area, even with a simple shelf. Put the desk by the window and leave your phone in another room during sessions.</p><p>For a change of scene, your residence's study room is often open until midnight.</p>",
    },
  },
  {
    alias: {
      fr: "etudiants-internationaux-arriver-en-france",
      en: "international-students-arriving-in-france",
    },
    category: "conseils",
    date: "2026-02-03",
    title: {
      fr: "Étudiants internationaux : vos premières démarches en France",
      en: "International students: your first steps in France",
    },
    abstract: {
      fr: "Titre de séjour, compte bancaire, sécurité sociale : l'ordre des démarches à l'arrivée.",
      en: "Residence permit, bank account, social security: the order of the paperwork on arrival.",
    },
    body: {
      fr: "<p>Validez votre visa long séjour en ligne dans les trois mois suivant votre arrivée. Ouvrez ensuite un compte bancaire français, utile pour le prélèvement du loyer, puis inscrivez-vous à la sécurité sociale étudiante.</p><p>Votre bail sert de justificatif de domicile pour toutes ces démarches.</p>",
      en: "<p>Validate your long-stay visa online within three months of arriving. Then open a French bank account, handy for rent payments, and register with student social security.</p><p>Your lease serves as proof of address for all these steps.</p>",
    },
  },
];
