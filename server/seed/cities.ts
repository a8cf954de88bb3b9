import type { CitySeed } from "./types.ts";

export const cities: CitySeed[] = [
  {
    alias: "paris",
    name: { fr: "Paris", en: "Paris" },
    region: { fr: "Île-de-France", en: "Île-de-France" },
    abstract: {
      fr: "Quatre résidences au cœur de la capitale, à deux pas des universités et des grandes écoles.",
      en: "Four residences in the heart of the capital, a short walk from universities and grandes écoles.",
    },
    description: {
      fr: "<p>Étudier à Paris, c'est profiter de la plus grande offre de formations de France, de musées ouverts tard le soir et d'un réseau de transports qui dessert chaque campus. Nos résidences parisiennes proposent des studios meublés et équipés, avec des charges forfaitaires qui incluent l'eau, le chauffage et l'internet très haut débit.</p><p>Du 13e arrondissement à la Villette, chaque adresse a été choisie pour limiter vos trajets : moins de 30 minutes en métro vers la Sorbonne, Jussieu ou le campus Condorcet.</p>",
      en: "<p>Studying in Paris means the widest choice of courses in France, museums open late and a transport network that reaches every campus. Our Paris residences offer furnished, fully equipped studios, with flat-rate charges covering water, heating and very-high-speed internet.</p><p>From the 13th arrondissement to La Villette, each address was chosen to keep your journeys short: under 30 minutes by metro to the Sorbonne, Jussieu or the Condorcet campus.</p>",
    },
    geo: { lat: 48.8566, lng: 2.3522 },
  },
  {
    alias: "ile-de-france",
    name: { fr: "Île-de-France", en: "Paris surroundings" },
    region: { fr: "Île-de-France", en: "Île-de-France" },
    abstract: {
      fr: "Des résidences plus spacieuses aux portes de Paris, près des campus de Saclay, Nanterre, Créteil et Saint-Denis.",
      en: "Roomier residences just outside Paris, close to the Saclay, Nanterre, Créteil and Saint-Denis campuses.",
    },
    description: {
      fr: "<p>Vivre aux portes de Paris, c'est gagner quelques mètres carrés et souvent un balcon, tout en restant à quelques stations de la capitale. Nos résidences franciliennes sont reliées au RER et au métro, et situées à proximité immédiate des grands pôles universitaires.</p>",
      en: "<p>Living just outside Paris gives you a few extra square metres, often a balcony, while staying a few stops from the capital. Our residences in the Paris region are served by the RER and the metro, right next to the major university hubs.</p>",
    },
    geo: { lat: 48.8499, lng: 2.637 },
  },
  {
    alias: "bordeaux",
    name: { fr: "Bordeaux", en: "Bordeaux" },
    region: { fr: "Nouvelle-Aquitaine", en: "Nouvelle-Aquitaine" },
    abstract: {
      fr: "Trois résidences entre les quais, le campus de Talence et le quartier des Chartrons.",
      en: "Three residences between the riverside, the Talence campus and the Chartrons district.",
    },
    description: {
      fr: "<p>Bordeaux attire chaque année plus de 100 000 étudiants. Le tramway relie nos résidences au campus de Talence-Pessac-Gradignan comme aux écoles du centre-ville, et les quais de la Garonne se parcourent à vélo.</p>",
      en: "<p>Bordeaux welcomes more than 100,000 students every year. The tramway links our residences to the Talence-Pessac-Gradignan campus and to the city-centre schools, and the Garonne riverside is made for cycling.</p>",
    },
    geo: { lat: 44.8378, lng: -0.5792 },
  },
  {
    alias: "lyon",
    name: { fr: "Lyon", en: "Lyon" },
    region: { fr: "Auvergne-Rhône-Alpes", en: "Auvergne-Rhône-Alpes" },
    abstract: {
      fr: "Trois résidences à Gerland, à la Guillotière et à la Part-Dieu, reliées aux campus par le métro.",
      en: "Three residences in Gerland, La Guillotière and Part-Dieu, linked to the campuses by metro.",
    },
    description: {
      fr: "<p>Deuxième ville étudiante de France, Lyon conjugue grandes écoles, universités et un centre-ville à taille humaine. Nos résidences sont desservies par les lignes B et D du métro et par le tramway T1.</p>",
      en: "<p>France's second student city, Lyon combines grandes écoles, universities and a city centre on a human scale. Our residences are served by metro lines B and D and by the T1 tramway.</p>",
    },
    geo: { lat: 45.764, lng: 4.8357 },
  },
  {
    alias: "lille",
    name: { fr: "Lille", en: "Lille" },
    region: { fr: "Hauts-de-France", en: "Hauts-de-France" },
    abstract: {
      fr: "Deux résidences à Lille et Villeneuve-d'Ascq, au plus près des campus et du centre.",
      en: "Two residences in Lille and Villeneuve-d'Ascq, close to the campuses and the centre.",
    },
    description: {
      fr: "<p>À une heure de Paris, de Bruxelles et de Londres, Lille offre une vie étudiante animée et des loyers parmi les plus doux des grandes métropoles. Le métro automatique VAL dessert nos deux résidences.</p>",
      en: "<p>One hour from Paris, Brussels and London, Lille offers a lively student life and some of the gentlest rents among France's big cities. The VAL driverless metro serves both our residences.</p>",
    },
    geo: { lat: 50.6292, lng: 3.0573 },
  },
  {
    alias: "marseille",
    name: { fr: "Marseille", en: "Marseille" },
    region: { fr: "Provence-Alpes-Côte d'Azur", en: "Provence-Alpes-Côte d'Azur" },
    abstract: {
      fr: "Deux résidences ensoleillées, l'une près du Vieux-Port, l'autre à deux pas du campus de Luminy.",
      en: "Two sunny residences, one near the Old Port, the other a stone's throw from the Luminy campus.",
    },
    description: {
      fr: "<p>Marseille, c'est la mer à portée de bus, les calanques le week-end et une université parmi les plus grandes de France. Nos résidences marseillaises proposent des logements lumineux, souvent avec balcon.</p>",
      en: "<p>Marseille means the sea a bus ride away, the calanques at the weekend and one of the largest universities in France. Our Marseille residences offer bright homes, many with a balcony.</p>",
    },
    geo: { lat: 43.2965, lng: 5.3698 },
  },
];
