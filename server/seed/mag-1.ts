import type { ArticleSeed, L } from "./types.ts";

export const articleCategories: { id: string; name: L }[] = [
  { id: "conseils", name: { fr: "Conseils", en: "Tips" } },
  { id: "budget", name: { fr: "Budget", en: "Budget" } },
  { id: "villes", name: { fr: "Guides des villes", en: "City guides" } },
  { id: "vie-etudiante", name: { fr: "Vie étudiante", en: "Student life" } },
];

export const articlesPart1: ArticleSeed[] = [
  {
    alias: { fr: "reussir-son-dossier-de-location", en: "a-winning-rental-application" },
    category: "conseils",
    date: "2026-10-28",
    title: {
      fr: "Réussir son dossier de location en 5 étapes",
      en: "A winning rental application in 5 steps",
    },
    abstract: {
      fr: "Pièces justificatives, garant, délais : notre méthode pour un dossier complet du premier coup.",
      en: "Supporting documents, guarantor, timing: our method for a complete application first time.",
    },
    body: {
      fr: "<h2>1. Rassemblez vos pièces avant de réserver</h2><p>Pièce d'identité recto verso, justificatif de statut (certificat de scolarité, contrat d'alternance ou de travail) et, si besoin, les pièces de votre garant : préparez-les en PDF avant de pré-réserver, car la pré-réservation ne dure que 30 minutes.</p><h2>2. Vérifiez les revenus de votre garant</h2><p>Un garant unique doit gagner au moins 4 fois le loyer charges comprises. Si ce n'est pas le cas, pensez à un second garant ou à Visale.</p><h2>3. Soignez la lisibilité</h2><p>Un scan net vaut mieux qu'une photo de travers. Les documents illisibles sont la première cause de dossier incomplet.</p><h2>4. Relisez vos informations</h2><p>Les données saisies sont comparées à vos pièces : un nom mal orthographié peut retarder l'analyse.</p><h2>5. Surveillez vos e-mails</h2><p>La réponse arrive sous 48 heures. Une fois le dossier accepté, le paiement et la signature se font en ligne.</p>",
      en: "<h2>1. Gather your documents before booking</h2><p>Two-sided ID, proof of status (enrolment certificate, work-study or employment contract) and, if needed, your guarantor's documents: get them ready as PDFs before pre-booking, as a pre-booking only lasts 30 minutes.</p><h2>2. Check your guarantor's income</h2><p>A single guarantor must earn at least 4 times the rent including charges. If not, consider a second guarantor or Visale.</p><h2>3. Make it readable</h2><p>A clean scan beats a tilted photo. Unreadable documents are the first cause of incomplete applications.</p><h2>4. Double-check your details</h2><p>What you type is compared with your documents: a misspelt name can slow the review down.</p><h2>5. Watch your inbox</h2><p>The answer comes within 48 hours. Once accepted, payment and signature happen online.</p>",
    },
  },
  {
    alias: { fr: "budget-etudiant-mensuel", en: "monthly-student-budget" },
    category: "budget",
    date: "2026-09-15",
    title: {
      fr: "Quel budget mensuel pour un étudiant en 2026 ?",
      en: "What monthly budget for a student in 2026?",
    },
    abstract: {
      fr: "Logement, transports, alimentation : les postes de dépense à anticiper ville par ville.",
      en: "Housing, transport, food: the spending items to plan for, city by city.",
    },
    body: {
      fr: "<p>Le logement représente en moyenne la moitié du budget étudiant. En résidence, les charges forfaitaires simplifient les comptes : eau, chauffage et internet sont compris.</p><h2>Les postes principaux</h2><ul><li>Loyer et charges : de 450 € à Lille à plus de 900 € à Paris.</li><li>Transports : l'abonnement étudiant coûte entre 25 et 45 € par mois selon les villes.</li><li>Alimentation : comptez 200 à 250 € en cuisinant vous-même.</li></ul><h2>Les aides</h2><p>Les aides au logement de la CAF, la bourse sur critères sociaux et les tarifs étudiants réduisent sensiblement la facture.</p>",
      en: "<p>Housing is on average half of a student's budget. In a residence, flat-rate charges keep things simple: water, heating and internet are included.</p><h2>The main items</h2><ul><li>Rent and charges: from €450 in Lille to over €900 in Paris.</li><li>Transport: a student pass costs €25 to €45 a month depending on the city.</li><li>Food: allow €200 to €250 if you cook yourself.</li></ul><h2>Financial help</h2><p>CAF housing benefit, means-tested grants and student rates bring the bill down noticeably.</p>",
    },
  },
  {
    alias: { fr: "vivre-a-bordeaux-quand-on-est-etudiant", en: "student-life-in-bordeaux" },
    category: "villes",
    date: "2026-08-30",
    title: {
      fr: "Étudier à Bordeaux : le guide de la rentrée",
      en: "Studying in Bordeaux: the back-to-school guide",
    },
    abstract: {
      fr: "Quartiers, transports et bonnes adresses pour bien démarrer l'année au bord de la Garonne.",
      en: "Districts, transport and favourite spots to start the year well on the banks of the Garonne.",
    },
    body: {
      fr: "<p>Avec son tramway, ses pistes cyclables et ses quais piétons, Bordeaux se vit facilement sans voiture.</p><h2>Où habiter ?</h2><p>Talence pour être au plus près des amphis, les Chartrons pour l'ambiance, la Bastide pour la vue sur la ville et les loyers plus doux.</p><h2>Se déplacer</h2><p>L'abonnement TBM jeunes donne accès au tram, au bus et au bateau BatCub. Le V³, vélo en libre-service, complète l'offre.</p>",
      en: "<p>With its tramway, cycle lanes and pedestrian riverside, Bordeaux is easy to live in without a car.</p><h2>Where to live?</h2><p>Talence to be closest to the lecture halls, Les Chartrons for the atmosphere, La Bastide for the city view and gentler rents.</p><h2>Getting around</h2><p>The TBM youth pass covers tram, bus and the BatCub river shuttle. V³ bike sharing completes the picture.</p>",
    },
  },
  {
    alias: { fr: "trouver-un-garant", en: "finding-a-guarantor" },
    category: "conseils",
    date: "2026-07-10",
    title: {
      fr: "Pas de garant ? Les solutions qui existent",
      en: "No guarantor? The options you have",
    },
    abstract: {
      fr: "Visale, Garantme, garant personne morale : comment louer sans caution familiale.",
      en: "Visale, Garantme, legal-entity guarantor: how to rent without a family guarantor.",
    },
    body: {
      fr: "<p>Tous les étudiants n'ont pas un proche capable de se porter garant. Plusieurs solutions existent.</p><h2>Visale</h2><p>Gratuite et proposée par Action Logement, la garantie Visale couvre les étudiants de moins de 30 ans. La demande se fait en ligne et le visa est délivré en quelques jours.</p><h2>Garantme</h2><p>Ce service payant se porte garant contre une cotisation annuelle, y compris pour les étudiants étrangers.</p><h2>Les boursiers</h2><p>Dans nos résidences, les étudiants boursiers peuvent être dispensés de garant : cochez simplement l'option à l'étape 3.</p>",
      en: "<p>Not every student has a relative able to act as guarantor. Several options exist.</p><h2>Visale</h2><p>Free and offered by Action Logement, the Visale guarantee covers students under 30. You apply online and the guarantee is issued within days.</p><h2>Garantme</h2><p>This paid service stands as guarantor for a yearly fee, including for international students.</p><h2>Grant holders</h2><p>In our residences, students on a grant can be exempt from a guarantor: just tick the option in step 3.</p>",
    },
  },
];
