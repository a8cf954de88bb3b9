import type { Locale } from "../config/index.ts";

/**
 * The one route table: every named route of the spec with its French and English path.
 * Paths given by the spec (section 2.1) are copied as written, including the English
 * `/accomodation/...` spelling; the others are ours and documented in docs/architecture.md.
 * Parameters use TanStack Router's `$name` syntax; `{$city}` is a prefix parameter, and
 * `{-$step}` an optional segment.
 * @spec public §2.1 Route table (localized)
 */
export const routeTable = {
  homepage: { fr: "/fr", en: "/en" },
  residences: { fr: "/fr/residences-etudiantes", en: "/en/student-residences" },
  residenceDetails: { fr: "/fr/residences-etudiantes/$alias", en: "/en/student-residences/$alias" },
  typologies: {
    fr: "/fr/logements/$aliasResidence/$aliasTypology",
    en: "/en/accomodation/$aliasResidence/$aliasTypology",
  },
  /** The tunnel; its optional last segment names the step shown (`tunnelStepSlugs`). */
  dossier: { fr: "/fr/dossier/{-$step}", en: "/en/application/{-$step}" },
  profile: { fr: "/fr/mon-profil", en: "/en/my-profile" },
  searchResult: { fr: "/fr/resultats-recherche", en: "/en/search-results" },
  mag: { fr: "/fr/magazine", en: "/en/magazine" },
  newsDetails: { fr: "/fr/magazine/$alias", en: "/en/magazine/$alias" },
  book: { fr: "/fr/comment-reserver-residence-etudiante", en: "/en/how-to-book-student-residence" },
  faq: { fr: "/fr/faq", en: "/en/faq" },
  city: { fr: "/fr/villes/$alias", en: "/en/cities/$alias" },
  cityLanding: {
    fr: "/fr/villes/residences-etudiantes-{$city}",
    en: "/en/cities/student-residences-{$city}",
  },
  sitemap: { fr: "/fr/plan-du-site", en: "/en/sitemap" },
  footer: { fr: "/fr/pages/$alias", en: "/en/pages/$alias" },
  alertDetails: { fr: "/fr/alertes/$alertId", en: "/en/alerts/$alertId" },
  /** The spec's `{product}_campus` page: who we are. */
  campus: { fr: "/fr/qui-sommes-nous", en: "/en/who-we-are" },
  /** The accessibility statement the RGAA asks for, linked from every page's footer. */
  accessibility: { fr: "/fr/accessibilite", en: "/en/accessibility" },
  signInCallback: { fr: "/fr/connexion/callback", en: "/en/login/callback" },
  /**
   * The residence team's console (docs/staff.md): its queue, a file, and its own sign-in
   * callback (the `hestia-staff` client's redirect URIs, server/oidc/client.ts).
   */
  staffQueue: { fr: "/fr/equipe", en: "/en/staff" },
  staffFile: { fr: "/fr/equipe/dossiers/$reference", en: "/en/staff/files/$reference" },
  staffSignInCallback: { fr: "/fr/equipe/connexion/callback", en: "/en/staff/login/callback" },
  notFound: { fr: "/fr/page-introuvable", en: "/en/page-not-found" },
  error: { fr: "/fr/erreur", en: "/en/error" },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * The tunnel's steps as the last segment of its address (`/fr/dossier/profil`): steps 1 to 4 of
 * the wizard and step 5, the follow-up, in each language.
 */
export const tunnelStepSlugs = {
  1: { fr: "logement", en: "flat" },
  2: { fr: "profil", en: "profile" },
  3: { fr: "garants", en: "guarantors" },
  4: { fr: "documents", en: "documents" },
  5: { fr: "suivi", en: "follow-up" },
} as const satisfies Record<number, Record<Locale, string>>;

export type RouteName = keyof typeof routeTable;
export const routeNames = Object.keys(routeTable) as RouteName[];

type ParamNames<Path extends string> = Path extends `${infer Before}{-$${string}}${infer Rest}`
  ? ParamNames<Before> | ParamNames<Rest>
  : Path extends `${string}{$${infer Name}}${infer Rest}`
    ? Name | ParamNames<Rest>
    : Path extends `${string}$${infer Name}/${infer Rest}`
      ? Name | ParamNames<`/${Rest}`>
      : Path extends `${string}$${infer Name}`
        ? Name
        : never;

type OptionalParamNames<Path extends string> =
  Path extends `${string}{-$${infer Name}}${infer Rest}` ? Name | OptionalParamNames<Rest> : never;

/** The parameters a named route cannot do without. */
export type RequiredParamName<Name extends RouteName> = ParamNames<(typeof routeTable)[Name]["fr"]>;

/** The parameters a named route takes, read from its French path at compile time. */
export type RouteParams<Name extends RouteName> = {
  [Key in RequiredParamName<Name>]: string;
} & { [Key in OptionalParamNames<(typeof routeTable)[Name]["fr"]>]?: string };

/** Routes whose paths take no parameter (menus link to them directly). */
export type StaticRouteName = {
  [Name in RouteName]: [RequiredParamName<Name>] extends [never] ? Name : never;
}[RouteName];
