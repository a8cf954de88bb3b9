/**
 * The wizard's plan (tests/machines/plans/wizard.ts) in the browser: each event is a gesture on
 * the tunnel's page (French), each call's outcome the real server's answer or one set up on the
 * network before the gesture that makes the call, each state what the page shows.
 */
import type { Route } from "@playwright/test";
import type { WizardSnapshot } from "../../../machines/wizard.selectors.ts";
import { type FormStep, wizardMachine } from "../../../machines/wizard.ts";
import { stillWizardChildren } from "../../machines/fixtures/wizardChildren.ts";
import { wizardPlan } from "../../machines/plans/wizard.ts";
import { backHomeSignedIn, signInAsNewAccount } from "../signIn.ts";
import { expect, type Page } from "../test.ts";
import { byLabel } from "../tunnelJourney.ts";
import type { BrowserTeaching, Journey } from "./browserWalks.ts";
import { server } from "./browserWalks.ts";

/**
 * The wizard with its browser effects made inert and its children held still: the shadow runs
 * beside the page, not in it (the page's own countdown and records make the calls).
 */
const machine = wizardMachine.provide({
  actors: stillWizardChildren,
  actions: {
    trackTunnelEvent: () => {},
    rememberJustDeposited: () => {},
    goHome: () => {},
    persistStep: () => {},
  },
});

const stepTitles = {
  1: "Votre appartement",
  2: "Votre profil",
  3: "Profil des garants",
  4: "Vos documents",
} as const satisfies Record<FormStep, string>;

/** Flat types with free beds; each journey books the next one, so none runs out. */
const flatTypes = [
  "/fr/logements/residence-etudiante-bordeaux-chartrons/studio",
  "/fr/logements/residence-etudiante-marseille-vieux-port/studio",
  "/fr/logements/residence-etudiante-bordeaux-talence/studio",
  "/fr/logements/residence-etudiante-lyon-guillotiere/studio",
  "/fr/logements/residence-etudiante-lille-vauban/t1-bis",
  "/fr/logements/residence-etudiante-bordeaux-chartrons/t1-bis",
  "/fr/logements/residence-lumiere/studio-confort",
  "/fr/logements/residence-etudiante-lyon-part-dieu/t2",
];
let booked = 0;

const progress = (page: Page) => page.getByRole("navigation", { name: "Étapes de votre demande" });
const dialog = (page: Page, name: string) =>
  page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));

/** Step 2 as a student with an address found by the search (as step4.spec.ts fills it). */
async function fillStep2(page: Page) {
  await page.getByRole("combobox", { name: /^Adresse/ }).fill("rue de Rivoli");
  await page.getByRole("option", { name: /10 rue de Rivoli/ }).click();
  await page.getByRole("radio", { name: "Étudiant(e)", exact: true }).check({ force: true });
  await byLabel(page, "Nom de l'établissement").fill("Université de Bordeaux");
}

/** Step 3's choices: no guarantor needed, a scholarship holder (step3.spec.ts walks the others). */
async function answerStep3(page: Page) {
  const choose = async (question: string, option: string) =>
    page
      .getByRole("radiogroup", { name: question })
      .getByRole("radio", { name: option, exact: true })
      .check({ force: true });
  await choose("Avez-vous besoin d'un garant ?", "Non");
  await choose("Êtes-vous boursier ?", "Oui");
}

/**
 * Fills step 2 or 3 before a save, unless a save of it failed offline: the page kept what was
 * typed, and the address search cannot answer while the browser is offline.
 */
async function fillStepUnlessKept(page: Page, before: WizardSnapshot) {
  if (before.matches({ editing: "waitingForConnection" })) return;
  if (before.context.step === 2) await fillStep2(page);
  if (before.context.step === 3) await answerStep3(page);
}

/** The newsletter questions step 4 requires before sending. */
async function answerNewsletter(page: Page) {
  for (const question of [
    /actualités et les offres de Hestia Campus/,
    /actualités et les offres du groupe/,
  ])
    await page
      .getByRole("radiogroup", { name: question })
      .getByRole("radio", { name: "Non" })
      .check({ force: true });
}

const API = "**/api/ac_campus/dossier";
const saveCalls =
  /\/api\/ac_campus\/dossier\/(setInfos|setInfosPersonnelles|setInfosGarant|saveNewsletter|setNewsletterPref)(\?|$)/;

/**
 * The device goes offline for the next call matching `url`: the browser says it is offline
 * (`navigator.onLine`, what the app reads) and the call fails as a dropped network would. Only
 * that call fails, so the walk stays deterministic; `connectionRestored` puts it back online.
 */
const dropNext = (url: string | RegExp) => async (journey: Journey) => {
  await journey.page.evaluate(() =>
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false }),
  );
  await journey.page.route(url, (route: Route) => route.abort("internetdisconnected"), {
    times: 1,
  });
};

/** The next call matching `url` fails as a server fault would (500). */
const failNext = (url: string | RegExp) => async (journey: Journey) => {
  await journey.page.route(url, (route: Route) => route.fulfill({ status: 500, body: "" }), {
    times: 1,
  });
};

/** The next call matching `url` gets `body` (an answer the real server gives only in rarer cases). */
const answerNext = (url: string | RegExp, body: unknown) => async (journey: Journey) => {
  await journey.page.route(url, (route: Route) => route.fulfill({ json: body }), { times: 1 });
};

const hasDossier = (snapshot: WizardSnapshot) => snapshot.context.dossier.dossierId !== null;
const editingWithForm = (snapshot: WizardSnapshot) =>
  snapshot.matches("editing") && hasDossier(snapshot);

export const wizardWalks: BrowserTeaching<typeof machine, typeof wizardPlan> = {
  id: "wizard",
  machine,
  plan: wizardPlan,
  situations: {
    "a flat is pre-reserved": {
      does: "books a free bed as a new account; the tunnel opens on step 1",
      setUp: async ({ page }) => {
        const path = flatTypes[booked++ % flatTypes.length] ?? "";
        await page.goto(path);
        await page.getByRole("radio").first().check({ force: true });
        await page.getByRole("button", { name: "Réserver ce logement" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Se connecter" }).click();
        await expect(page).toHaveURL(/\/oidc\//);
        await signInAsNewAccount(page);
        await expect(page).toHaveURL(/\/fr\/dossier/);
        // The page warns before leaving unsaved changes: the next journey's reload says yes.
        page.on("dialog", (question) => void question.accept());
        // A student's profile saved once, so that step 3 asks the questions the walks answer;
        // then back to step 1, where the plan starts.
        await page.getByRole("button", { name: "Continuer" }).click();
        await fillStep2(page);
        await page.getByRole("button", { name: "Continuer" }).click();
        await expect(page.getByRole("heading", { level: 1, name: stepTitles[3] })).toBeVisible();
        await page.evaluate(() => window.localStorage.removeItem("step"));
        await page.goto("/fr/dossier");
      },
      again: async ({ page }) => {
        // Leaves the tunnel first: its page, still running, may remember its step again (a
        // save waiting for the connection, a step change under way) after the key is removed.
        await page.goto("/fr");
        await page.evaluate(() => window.localStorage.removeItem("step"));
        await page.goto("/fr/dossier");
      },
    },
    "no dossier yet": {
      does: "a new account with no booking opens its application",
      setUp: async ({ page }) => {
        await page.goto("/fr");
        await page.getByRole("button", { name: "Se connecter" }).first().click();
        await signInAsNewAccount(page);
        await backHomeSignedIn(page);
        await page.goto("/fr/dossier");
      },
      again: async ({ page }) => {
        await page.goto("/fr/dossier");
      },
    },
  },
  events: {
    formLoaded: {
      does: "the step's form appears (the page reports it by itself)",
      run: async ({ page }, _event, before) => {
        await expect(
          page.getByRole("heading", { level: 1, name: stepTitles[before.context.step] }),
        ).toBeVisible();
      },
    },
    formChanged: {
      does: "changes the stay's duration",
      possible: (before) => editingWithForm(before) && before.context.step === 1,
      run: async ({ page }) => {
        const duration = page.getByLabel("Durée du séjour");
        await duration.fill((await duration.inputValue()) === "9" ? "10" : "9");
      },
    },
    formSaved: {
      unreachable:
        "no component sends it: a save's own end marks the form saved (its component tests: tests/components/tunnel/*)",
    },
    continue: {
      does: "fills the step and clicks Continuer",
      possible: (before) => editingWithForm(before) && before.context.step < 4,
      run: async ({ page }, _event, before) => {
        await fillStepUnlessKept(page, before);
        await page.getByRole("button", { name: "Continuer" }).click();
      },
    },
    sendRequest: {
      does: 'answers the newsletter questions and clicks "Envoyer votre demande"',
      possible: (before) => editingWithForm(before) && before.context.step === 4,
      run: async ({ page }) => {
        await answerNewsletter(page);
        await page.getByRole("button", { name: "Envoyer votre demande" }).click();
      },
    },
    back: {
      does: "clicks Retour",
      possible: (before) => before.matches("editing") && before.context.step > 1,
      run: async ({ page }) => {
        await page.getByRole("button", { name: "Retour", exact: true }).click();
      },
    },
    jumpToStep: {
      does: "clicks a step of the progress bar, or a missing item's link",
      possible: (before, event) =>
        before.matches("showingIncompleteRequest")
          ? // The real server's missing items of a file without documents are step 4's.
            event.step === 4
          : editingWithForm(before) &&
            before.context.isFormPresent &&
            event.step !== before.context.step,
      run: async ({ page }, event, before) => {
        if (before.matches("showingIncompleteRequest")) {
          await dialog(page, "Demande incomplète")
            .getByRole("button")
            .filter({ hasText: stepTitles[event.step] })
            .first()
            .click();
        } else {
          await progress(page)
            .getByRole("button", { name: new RegExp(stepTitles[event.step]) })
            .click();
        }
      },
    },
    saveAndResumeLater: {
      does: 'clicks "Reprendre plus tard"',
      // Step 4 saves each file as it is chosen; it offers no "Reprendre plus tard".
      possible: (before) => editingWithForm(before) && before.context.step < 4,
      run: async ({ page }, _event, before) => {
        await fillStepUnlessKept(page, before);
        await page.getByRole("button", { name: "Reprendre plus tard" }).click();
      },
    },
    acknowledgeDeposit: {
      does: 'clicks "Continuer" in "Demande de réservation envoyée"',
      run: async ({ page }) => {
        await dialog(page, "Demande de réservation envoyée")
          .getByRole("button", { name: "Continuer" })
          .click();
      },
    },
    dismissError: {
      does: "closes the pop-up of a refused save",
      possible: (before) =>
        before.context.saveError?.kind === "genderIncompatible" ||
        before.context.saveError?.kind === "insufficientGuarantees",
      run: async ({ page }) => {
        await page.getByRole("alertdialog").getByRole("button").first().click();
      },
    },
    retryRefresh: {
      does: "clicks Réessayer under the stale recap",
      possible: (before) => before.context.hasRefreshFailed,
      run: async ({ page }) => {
        await page
          .getByRole("alert")
          .filter({ hasText: "n'a pas pu être actualisé" })
          .getByRole("button", { name: "Réessayer" })
          .click();
      },
    },
    close: {
      does: "closes the dialog",
      possible: (before) =>
        before.matches("showingIncompleteRequest") || before.matches("showingTooLate"),
      run: async ({ page }, _event, before) => {
        const open = before.matches("showingTooLate")
          ? dialog(page, "Trop tard !")
          : dialog(page, "Demande incomplète");
        await open
          .getByRole("button", { name: /^Fermer/ })
          .first()
          .click();
      },
    },
    newSearch: {
      does: 'clicks "Nouvelle recherche"',
      possible: (before) => before.matches("showingTooLate"),
      run: async ({ page }) => {
        await page.getByRole("button", { name: "Nouvelle recherche" }).click();
      },
    },
    connectionRestored: {
      does: "the browser says it is online again (its `online` event)",
      possible: (before) => before.matches({ editing: "waitingForConnection" }),
      run: async ({ page }) => {
        await page.evaluate(() => {
          // Drops the override `dropNext` set: the prototype's getter answers again.
          delete (navigator as { onLine?: boolean }).onLine;
          window.dispatchEvent(new Event("online"));
        });
      },
    },
  },
  outcomes: {
    saveStepToContinue: {
      done: { saved: server() },
      error: {
        offline: { does: "the network drops the save", arm: dropNext(saveCalls) },
        "server fault": { does: "the server fails the save", arm: failNext(saveCalls) },
        colocationIncorrecte: {
          unreachable:
            "the server refuses a shared flat of the other gender at booking, before any save (tunnel.spec.ts; the save's refusal: step2.test.tsx)",
        },
        garantiesInsuffisantes: {
          unreachable:
            "needs a guarantor under the income minimum, which step3.spec.ts walks; the walks answer step 3 without a guarantor",
        },
      },
    },
    saveStepForLater: {
      done: { saved: server() },
      error: {
        offline: { does: "the network drops the save", arm: dropNext(saveCalls) },
        "server fault": { does: "the server fails the save", arm: failNext(saveCalls) },
      },
    },
    refreshDossier: {
      done: { reloaded: server() },
      error: {
        offline: {
          does: "the network drops the reload",
          arm: dropNext(/\/dossier\/getInfos(\?|$)/),
        },
      },
    },
    checkDossier: {
      done: {
        complete: {
          does: "the check finds nothing missing (a forged answer: uploading every document is step4.spec.ts's)",
          arm: answerNext(`${API}/check`, { status: "ok" }),
        },
        "items missing": server("the server lists the missing documents"),
      },
      error: {
        offline: { does: "the network drops the check", arm: dropNext(`${API}/check`) },
        "server fault": { does: "the server fails the check", arm: failNext(`${API}/check`) },
      },
    },
    sendDossier: {
      done: {
        deposited: {
          does: "the server deposits the file (a forged answer)",
          arm: answerNext(`${API}/envoyer`, {
            status: "OK",
            reference: "HC-2026-99999",
            date_arrivee: "2026-09-01",
          }),
        },
        annoncePlusDisponible: {
          does: "the flat was taken meanwhile (a forged answer)",
          arm: answerNext(`${API}/envoyer`, { status: "KO", error: "annoncePlusDisponible" }),
        },
        "another answer": {
          unreachable:
            "the countdown's lot-released dialog then opens over step 4, and the walks shadow the wizard alone (tunnel.spec.ts walks that dialog, wizard.test.ts checks the countdown is told)",
        },
      },
      error: {
        offline: { does: "the network drops the send", arm: dropNext(`${API}/envoyer`) },
        "server fault": { does: "the server fails the send", arm: failNext(`${API}/envoyer`) },
      },
    },
  },
  timers: {},
  automatic: (now, before) =>
    now.matches("editing") &&
    hasDossier(now) &&
    !now.context.isFormPresent &&
    // A new step's form, or step 4's shown again once the incomplete-request dialog closed.
    (before === undefined ||
      before.context.step !== now.context.step ||
      before.matches("showingIncompleteRequest"))
      ? "formLoaded"
      : null,
  automaticEvents: ["formLoaded"],
  facet: (snapshot) => `step ${snapshot.context.step}`,
  states: {
    editing: async ({ page }, snapshot) => {
      const { step, isFormPresent, hasRefreshFailed } = snapshot.context;
      await expect(page.getByRole("heading", { level: 1, name: stepTitles[step] })).toBeVisible();
      await expect(progress(page).locator('[aria-current="step"]')).toContainText(stepTitles[step]);
      // The progress bar offers the other form steps only with a dossier and the form on screen.
      await expect(progress(page).getByRole("button")).toHaveCount(
        hasDossier(snapshot) && isFormPresent ? 3 : 0,
      );
      const stale = page.getByText("son récapitulatif n'a pas pu être actualisé");
      if (hasRefreshFailed) await expect(stale).toBeVisible();
      else await expect(stale).toHaveCount(0);
      if (snapshot.context.saveError) await expect(page.getByRole("alert").first()).toBeVisible();
      if (!hasDossier(snapshot))
        await expect(page.getByRole("button", { name: "Continuer" })).toHaveCount(0);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    },
    "editing.idle": async ({ page }) => {
      await expect(page.getByText("Vous êtes hors ligne")).toHaveCount(0);
    },
    "editing.waitingForConnection": async ({ page }) => {
      await expect(
        page.getByRole("alert").filter({ hasText: "Vous êtes hors ligne" }),
      ).toBeVisible();
    },
    savingToContinue: { transient: "while the save's request is on the way" },
    savingForLater: { transient: "while the save's request is on the way" },
    refreshingDossier: { transient: "while the dossier is read again" },
    "sending.checkingDossier": { transient: "while the check's request is on the way" },
    "sending.sendingDossier": { transient: "while the send's request is on the way" },
    showingIncompleteRequest: async ({ page }) => {
      const open = dialog(page, "Demande incomplète");
      await expect(open).toBeVisible();
      await expect(open.getByRole("button", { name: /^Document manquant/ }).first()).toBeVisible();
    },
    showingDepositSent: async ({ page }) => {
      await expect(dialog(page, "Demande de réservation envoyée")).toBeVisible();
    },
    showingTooLate: async ({ page }) => {
      await expect(dialog(page, "Trop tard !")).toBeVisible();
    },
    submitted: async ({ page }) => {
      await expect(dialog(page, "Demande de réservation envoyée")).toHaveCount(0);
      await expect(page.locator('[aria-current="step"]').first()).toContainText(
        "Analyse de la demande",
      );
    },
    sentHome: async ({ page }) => {
      await expect(page).toHaveURL(/\/fr$/);
    },
  },
};
