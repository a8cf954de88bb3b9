/** Wording of the sign-in pages, in both interface languages. */
import { passwordLength } from "../../src/config/index.ts";

export type PageLocale = "fr" | "en";

/**
 * A wait of whole seconds in words: seconds under a minute, else minutes rounded up (a sign-in
 * delay is often a few seconds; "1 min" would send the visitor away for nothing).
 */
function wait(seconds: number, second: string, minute: string): string {
  const [count, unit] = seconds < 60 ? [seconds, second] : [Math.ceil(seconds / 60), minute];
  return `${count} ${unit}${count > 1 ? "s" : ""}`;
}

export const texts = {
  fr: {
    brand: "Hestia Campus",
    otherLanguage: { label: "English", lang: "en" },
    loginTitle: "Connexion",
    loginIntro: "Connectez-vous pour réserver un logement et suivre votre demande.",
    email: "Courriel",
    password: "Mot de passe",
    submitLogin: "Se connecter",
    noAccount: "Pas encore de compte ?",
    createAccount: "Créer un compte",
    cancel: "Annuler et revenir au site",
    badCredentials: "Adresse e-mail ou mot de passe incorrect.",
    tooManyAttempts: (seconds: number) =>
      `Trop de tentatives. Veuillez réessayer dans ${wait(seconds, "seconde", "minute")}.`,
    waitBeforeRetrying: (seconds: number) =>
      `Patientez ${wait(seconds, "seconde", "minute")} avant de réessayer.`,
    signupTitle: "Créer un compte",
    signupIntro:
      "Quelques informations suffisent pour réserver. Les champs marqués d'un astérisque sont obligatoires.",
    requiredNote: "* champs obligatoires",
    civility: "Civilité",
    woman: "Madame",
    man: "Monsieur",
    firstname: "Prénom",
    lastname: "Nom",
    phone: "Téléphone",
    birthdate: "Date de naissance",
    passwordHint: `Au moins ${passwordLength.min} caractères, dont une minuscule, une majuscule et un chiffre ; espaces, symboles et lettres accentuées acceptés. Les mots de passe trop courants ou ayant fuité sont refusés.`,
    passwordConfirm: "Confirmer le mot de passe",
    consentEmail: "Je souhaite recevoir les actualités de Hestia Campus par e-mail",
    consentSms: "Je souhaite recevoir les actualités de Hestia Campus par SMS",
    acceptTerms: "J'ai lu et j'accepte les conditions générales d'utilisation",
    readTerms: "Lire les conditions générales d'utilisation",
    submitSignup: "Créer mon compte",
    haveAccount: "Déjà un compte ?",
    backToLogin: "Se connecter",
    errorSummary: "Le formulaire contient des erreurs :",
    errorTitlePrefix: "Erreur : ",
    skipLink: "Aller au contenu",
    fieldError: (label: string, error: string) => `${label} : ${error}`,
    errorTitle: "Une erreur est survenue",
    errorText: "La connexion n'a pas pu aboutir. Revenez sur le site et réessayez.",
    backToSite: "Revenir au site",
    logoutTitle: "Déconnexion",
    staffLoginTitle: "Connexion de l'équipe",
    staffLoginIntro:
      "Espace réservé aux équipes des résidences : connectez-vous avec votre compte professionnel.",
    totpTitle: "Code de vérification",
    totpIntro: "Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
    totpCode: "Code à 6 chiffres",
    totpHint: "Il change toutes les 30 secondes.",
    submitTotp: "Valider",
    badTotp: "Code incorrect ou déjà utilisé : saisissez le code affiché maintenant.",
    totpExpired: "Le délai pour saisir le code est dépassé : reconnectez-vous.",
    logoutText: "Voulez-vous vous déconnecter de Hestia Campus ?",
    logoutYes: "Oui, me déconnecter",
    logoutNo: "Non, rester connecté",
    loggedOutTitle: "Vous êtes déconnecté",
    loggedOutText: "À bientôt sur Hestia Campus.",
    checkInboxTitle: "Consultez votre boîte de réception",
    checkInboxText: (email: string) =>
      `Nous avons envoyé un message à ${email}. Suivez le lien qu'il contient dans les 24 heures pour terminer la création de votre compte.`,
    checkInboxHint:
      "Rien reçu ? Vérifiez le dossier des courriers indésirables et l'orthographe de l'adresse.",
    confirmation: {
      accountCreated: {
        title: "Votre compte est créé",
        text: "Revenez sur le site et connectez-vous avec votre adresse e-mail et votre mot de passe.",
      },
      emailChanged: {
        title: "Votre adresse est modifiée",
        text: "Elle sert désormais à vous connecter et à recevoir nos messages.",
      },
      linkInvalid: {
        title: "Ce lien ne fonctionne plus",
        text: "Il a déjà servi, a expiré (au bout de 24 heures) ou l'adresse est déjà celle d'un compte. Recommencez depuis le site si besoin.",
      },
    },
  },
  en: {
    brand: "Hestia Campus",
    otherLanguage: { label: "Français", lang: "fr" },
    loginTitle: "Sign in",
    loginIntro: "Sign in to book a flat and follow your request.",
    email: "Email",
    password: "Password",
    submitLogin: "Sign in",
    noAccount: "No account yet?",
    createAccount: "Create an account",
    cancel: "Cancel and go back to the site",
    badCredentials: "Incorrect email address or password.",
    tooManyAttempts: (seconds: number) =>
      `Too many attempts. Please try again in ${wait(seconds, "second", "minute")}.`,
    waitBeforeRetrying: (seconds: number) =>
      `Wait ${wait(seconds, "second", "minute")} before trying again.`,
    signupTitle: "Create an account",
    signupIntro:
      "A few details are all you need to book. Fields marked with an asterisk are required.",
    requiredNote: "* required fields",
    civility: "Title",
    woman: "Ms",
    man: "Mr",
    firstname: "First name",
    lastname: "Last name",
    phone: "Phone",
    birthdate: "Date of birth",
    passwordHint: `At least ${passwordLength.min} characters, with a lowercase letter, an uppercase letter and a digit; spaces, symbols and accented letters accepted. Common or leaked passwords are refused.`,
    passwordConfirm: "Confirm password",
    consentEmail: "I would like to receive Hestia Campus news by email",
    consentSms: "I would like to receive Hestia Campus news by text message",
    acceptTerms: "I have read and accept the terms of use",
    readTerms: "Read the terms of use",
    submitSignup: "Create my account",
    haveAccount: "Already have an account?",
    backToLogin: "Sign in",
    errorSummary: "The form has errors:",
    errorTitlePrefix: "Error: ",
    skipLink: "Skip to content",
    fieldError: (label: string, error: string) => `${label}: ${error}`,
    errorTitle: "Something went wrong",
    errorText: "Signing in could not be completed. Go back to the site and try again.",
    backToSite: "Back to the site",
    logoutTitle: "Sign out",
    staffLoginTitle: "Team sign-in",
    staffLoginIntro: "For the residences' teams only: sign in with your work account.",
    totpTitle: "Verification code",
    totpIntro: "Enter the 6-digit code shown by your authenticator app.",
    totpCode: "6-digit code",
    totpHint: "It changes every 30 seconds.",
    submitTotp: "Confirm",
    badTotp: "Incorrect or already used code: enter the code shown now.",
    totpExpired: "The time to enter the code has run out: sign in again.",
    logoutText: "Do you want to sign out of Hestia Campus?",
    logoutYes: "Yes, sign me out",
    logoutNo: "No, stay signed in",
    loggedOutTitle: "You are signed out",
    loggedOutText: "See you soon on Hestia Campus.",
    checkInboxTitle: "Check your inbox",
    checkInboxText: (email: string) =>
      `We have sent a message to ${email}. Follow the link it contains within 24 hours to finish creating your account.`,
    checkInboxHint: "Nothing received? Check your spam folder and the spelling of the address.",
    confirmation: {
      accountCreated: {
        title: "Your account is created",
        text: "Go back to the site and sign in with your email address and password.",
      },
      emailChanged: {
        title: "Your address is changed",
        text: "You now use it to sign in and to receive our messages.",
      },
      linkInvalid: {
        title: "This link no longer works",
        text: "It was already used, has expired (after 24 hours) or the address already belongs to an account. Start again from the site if needed.",
      },
    },
  },
} as const;
