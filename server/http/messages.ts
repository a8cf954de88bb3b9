/**
 * Texts of the validation and business errors the server answers with. The French ones are
 * the spec's exact wording; the client shows field errors as they come, so they are localised
 * here from the request's Accept-Language.
 */
import { passwordLength } from "../../src/config/index.ts";

export type Locale = "fr" | "en";

export function isLocale(value: string | undefined): value is Locale {
  return value === "fr" || value === "en";
}

const texts = {
  required: { fr: "Requis*", en: "Required*" },
  format: { fr: "Format incorrect*", en: "Incorrect format*" },
  email: { fr: "Format du courriel incorrect", en: "Incorrect email format" },
  date: { fr: "Date incorrecte*", en: "Incorrect date*" },
  tooLong: { fr: "Texte trop long", en: "Text too long" },
  choice: { fr: "Valeur non autorisée", en: "Value not allowed" },
  phone: { fr: "Numéro de téléphone invalide", en: "Invalid phone number" },
  passwordRule: {
    fr: `Le mot de passe doit contenir au moins ${passwordLength.min} caractères, dont une minuscule, une majuscule et un chiffre ; les espaces, les symboles et les lettres accentuées sont acceptés.`,
    en: `The password needs at least ${passwordLength.min} characters, with a lowercase letter, an uppercase letter and a digit; spaces, symbols and accented letters are accepted.`,
  },
  passwordTooLong: {
    fr: `Le mot de passe ne peut pas dépasser ${passwordLength.max} caractères.`,
    en: `The password cannot be longer than ${passwordLength.max} characters.`,
  },
  passwordCommon: {
    fr: "Ce mot de passe est trop courant ou a déjà circulé après une fuite de données : choisissez-en un autre.",
    en: "This password is too common or has appeared in a data leak: please choose another one.",
  },
  passwordRecent: {
    fr: "Ce mot de passe a déjà été utilisé récemment, choisissez-en un autre.",
    en: "This password was used recently, please choose another one.",
  },
  passwordOld: {
    fr: "Le mot de passe actuel est incorrect.",
    en: "The current password is incorrect.",
  },
  passwordMismatch: {
    fr: "Les deux mots de passe ne sont pas identiques.",
    en: "The two passwords do not match.",
  },
  emailDisposable: {
    fr: "Les adresses de courriel temporaires ne sont pas acceptées.",
    en: "Temporary email addresses are not accepted.",
  },
  emailSame: {
    fr: "Cette adresse est déjà celle de votre compte.",
    en: "This is already your account's address.",
  },
  queryTooShort: { fr: "Saisissez au moins 2 caractères.", en: "Type at least 2 characters." },
  pastDate: {
    fr: "La date doit être aujourd'hui ou plus tard.",
    en: "The date must be today or later.",
  },
  unknownCity: { fr: "Ville inconnue", en: "Unknown city" },
  unknownPromoCode: {
    fr: "Ce code promo n'existe pas : vérifiez-le ou laissez le champ vide.",
    en: "This promo code does not exist: check it or leave the field empty.",
  },
  mustAccept: {
    fr: "Vous devez accepter les conditions d'utilisation.",
    en: "You must accept the terms of use.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof texts;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(texts, value);
}

export function message(key: MessageKey, locale: Locale): string {
  return texts[key][locale];
}

/** First language of an Accept-Language header that we support; French otherwise. */
export function localeFromHeader(header: string | undefined): Locale {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return "fr";
}
