/**
 * RGAA criteria of colours, tables, links, scripts and forms (3.1, 3.3, 5.5, 6.1, 7.1, 7.3, 7.5,
 * 11.2, 11.4 to 11.11), checked on the sample's pages, forms and dialogs in French and English
 * (docs/accessibility/rgaa-audit.md names this spec in each row it settles). No screen reader runs
 * here: what a screen reader relies on (roles, names, states, live regions) is read instead.
 * The tunnel's walks book flat types no other spec books, by address or by id (typology ids are
 * residence × 100 + kind): Saint-Denis' coliving room (801, fr), Nanterre's women's shared-flat
 * room (602, en), and Luminy's (1802) for step 5.
 */
import type { Page } from "@playwright/test";
import { tabTo } from "./keyboard.ts";
import { formProblems, type GraphicPart, graphicContrasts, linkProblems } from "./rgaaForms.ts";
import { type Locale, publicPages } from "./routePages.ts";
import {
  backHomeSignedIn,
  confirmationLinkMailedTo,
  fillSignUpForm,
  signUpThroughProvider,
} from "./signIn.ts";
import { freshReference, giveSentFile, setPhone, staff } from "./staff.ts";
import { expect, test } from "./test.ts";
import { file, png } from "./tunnelJourney.ts";

const words = {
  fr: {
    flat: "/fr/logements/residence-etudiante-saint-denis/chambre-coliving",
    residence: "/fr/residences-etudiantes/residence-etudiante-paris-montsouris",
    typology: "/fr/logements/residence-etudiante-paris-montsouris/studio",
    flatCaption: "Prix du logement Studio, Hestia Montsouris, en euros toutes taxes comprises",
    stayCaption: "Prix de votre appartement, en euros toutes taxes comprises",
    book: "Réserver ce logement",
    signIn: "Se connecter",
    create: "Créer un compte",
    contact: "Nous contacter",
    send: "Envoyer",
    next: "Continuer",
    steps: "Étapes de votre demande",
    done: "(terminée)",
    saved: "L'étape a été enregistré",
    required: "Requis*",
    headings: ["Votre appartement", "Votre profil", "Profil des garants", "Vos documents"],
    address: /^Adresse/,
    promo: "Code promo",
    duration: "Durée du séjour",
    search: "Rechercher un logement",
    searchButton: "Rechercher",
    lastname: "Nom",
    nameHint:
      "Format incorrect* Lettres, espaces, apostrophes et traits d'union : par exemple Marie-Anne",
    city: "Ville",
    arrival: "Date d'arrivée",
    nextPhoto: "Photo suivante",
    pause: "Mettre en pause",
    play: "Lancer le défilement",
    profile: "/fr/mon-profil",
    results: /\/fr\/resultats-recherche\?city=lyon/,
  },
  en: {
    flat: "/en/accomodation/student-residence-nanterre/shared-flat-room-women",
    residence: "/en/student-residences/student-residence-paris-montsouris",
    typology: "/en/accomodation/student-residence-paris-montsouris/studio",
    flatCaption: "Prices of Studio, Hestia Montsouris, in euros, all taxes included",
    stayCaption: "Prices of your flat, in euros, all taxes included",
    book: "Book this flat",
    signIn: "Sign in",
    create: "Create an account",
    contact: "Contact us",
    send: "Send",
    next: "Continue",
    steps: "Steps of your application",
    done: "(completed)",
    saved: "The step has been saved",
    required: "Required*",
    headings: ["Your flat", "Your profile", "Guarantors' profile", "Your documents"],
    address: /^Address/,
    promo: "Promo code",
    duration: "Length of stay",
    search: "Find accommodation",
    searchButton: "Search",
    lastname: "Last name",
    nameHint: "Invalid format* Letters, spaces, apostrophes and hyphens: for example Mary-Ann",
    city: "City",
    arrival: "Arrival date",
    nextPhoto: "Next photo",
    pause: "Pause",
    play: "Play slideshow",
    profile: "/en/my-profile",
    results: /\/en\/search-results\?city=lyon/,
  },
} as const;

/** 3.1: every field marked invalid says why in text it is described by, not by colour alone. */
const invalidFieldsWithoutText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[aria-invalid=true]")]
      .filter((field) => {
        const described = (field.getAttribute("aria-describedby") ?? "")
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
          .join("");
        return described === "";
      })
      .map((field) => field.getAttribute("name") ?? field.id),
  );

/** 3.3: every part drawn at 3:1 at least against what is behind it. */
async function contrastProblems(page: Page, where: string, parts: GraphicPart[]) {
  const problems: string[] = [];
  for (const part of parts) {
    const ratios = await graphicContrasts(page, part);
    if (ratios.length === 0) problems.push(`${where} 3.3: no ${part.what} found`);
    for (const ratio of ratios.filter((value) => value < 3)) {
      problems.push(`${where} 3.3: ${part.what} at ${ratio}:1`);
    }
  }
  return problems;
}

/** 3.3: the focus ring of the focused control, against the background around it. */
const focusRing: GraphicPart = {
  what: "focus ring",
  selector: ":focus-visible",
  property: "outlineColor",
  against: "parent",
};

for (const locale of ["fr", "en"] as const satisfies Locale[]) {
  const w = words[locale];

  test.describe(`RGAA links, tables, colours and forms of the public pages (${locale})`, () => {
    test.describe.configure({ timeout: 300_000 });

    test("links say where they go, fields have adjacent pertinent labels, groups are named, buttons say what they do (6.1, 11.2, 11.4 to 11.10)", async ({
      page,
    }) => {
      const problems: string[] = [];
      for (const path of publicPages[locale]) {
        await page.goto(path);
        problems.push(...(await linkProblems(page, path)));
        problems.push(...(await formProblems(page, path)));
      }
      expect(problems).toEqual([]);
    });

    test("a flat type's price table is titled by what it lists; availability and errors are text, not colour (3.1, 5.5)", async ({
      page,
    }) => {
      await page.goto(w.typology);
      await expect(page.locator("table caption")).toHaveText(w.flatCaption);
      // The free flats are radios whose names say when each is free.
      await expect(page.getByRole("radio").first()).toHaveAccessibleName(/\d{4}|\d+ \w+/);
      // An arrival day in the past: the date field says why, in text.
      await page.getByLabel(w.arrival, { exact: true }).first().fill("2020-01-01");
      await expect.poll(() => page.locator("[aria-invalid=true]").count()).toBeGreaterThan(0);
      await expect.poll(() => invalidFieldsWithoutText(page)).toEqual([]);
      // The same on the home page's search.
      await page.goto(`/${locale}`);
      const search = page.getByRole("search", { name: w.search }).first();
      await search.getByLabel(w.arrival).fill("2020-01-01");
      await search.getByRole("button", { name: w.searchButton }).click();
      await expect(search.locator("[aria-invalid=true]")).toHaveCount(1);
      await expect.poll(() => invalidFieldsWithoutText(page)).toEqual([]);
    });

    test("the carousels by keyboard alone, as the APG carousel: named region, slides as groups, pause first, announced when changed (7.1, 7.3, 3.3)", async ({
      page,
    }) => {
      await page.goto(w.residence);
      const carousel = page.locator("section[aria-roledescription]").first();
      await expect(carousel).toHaveAttribute("aria-label", /\S/);
      const slides = carousel.locator("[role=group][aria-roledescription]");
      expect(await slides.count()).toBeGreaterThan(1);
      await expect(slides.first()).toHaveAccessibleName(/^1 \/ \d+$/);
      // The play/pause button comes first; it turns by itself unless motion is reduced.
      const toggle = carousel.getByRole("button", { name: new RegExp(`^(${w.pause}|${w.play})$`) });
      await tabTo(page, toggle);
      const before = await toggle.textContent();
      await page.keyboard.press("Enter");
      await expect(toggle).not.toHaveText(before ?? "");
      await expect(toggle).toBeFocused();
      const next = carousel.getByRole("button", { name: w.nextPhoto });
      await tabTo(page, next);
      await page.keyboard.press("Enter");
      await expect(slides.nth(1)).toBeVisible();
      await expect(slides.first()).toBeHidden();
      // The slides' live region speaks when the visitor changes the slide, not while it turns.
      await expect(carousel.locator("[aria-live=polite]")).toHaveCount(1);
      const problems = await contrastProblems(page, "carousel", [
        {
          what: "carousel control's icon",
          selector: "section[aria-roledescription] button svg",
          property: "color",
          against: "parent",
        },
        focusRing,
      ]);
      expect(problems).toEqual([]);
    });

    test("the public search by keyboard alone: city, arrival date, then the search (7.3)", async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const form = page.getByRole("search", { name: w.search }).first();
      const city = form.getByRole("combobox", { name: w.city });
      await tabTo(page, city);
      for (let press = 0; press < 20; press += 1) {
        if ((await city.inputValue()) === "lyon") break;
        await page.keyboard.press("ArrowDown");
      }
      await expect(city).toHaveValue("lyon");
      await page.keyboard.press("Tab");
      await expect(form.getByLabel(w.arrival)).toBeFocused();
      // A date field's parts take typed digits in the order the browser lays them out: this
      // headless Chromium puts the month first, whatever the page's language.
      await page.keyboard.type("09012027");
      await expect(form.getByLabel(w.arrival)).toHaveValue("2027-09-01");
      await tabTo(page, form.getByRole("button", { name: w.searchButton }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(w.results);
    });

    test("the contact dialog: labelled fields, named groups, errors in text, status and alert roles (3.1, 7.5, 11.2 to 11.10)", async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await page.getByRole("button", { name: w.contact }).first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog).toHaveAccessibleName(/\S/);
      const problems = await formProblems(page, "contact");
      problems.push(...(await linkProblems(page, "contact")));
      await dialog.getByRole("button", { name: w.send, exact: true }).click();
      await expect(dialog.getByText(w.required).first()).toBeVisible();
      problems.push(...(await invalidFieldsWithoutText(page)).map((name) => `3.1: ${name}`));
      // 11.11: a format error comes with the expected format, read with the field.
      const lastname = dialog.getByRole("textbox", { name: w.lastname, exact: true });
      await lastname.fill("Dupont3");
      await lastname.blur();
      await expect(lastname).toHaveAccessibleDescription(w.nameHint);
      expect(problems).toEqual([]);
    });
  });

  test(`RGAA on the provider's pages and the tunnel (${locale}): forms, groups, ARIA patterns, live regions, contrast, step 1 by keyboard (3.1, 3.3, 5.5, 7.1, 7.3, 7.5, 11.2 to 11.10)`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(w.flat);
    await page.getByRole("radio").first().check({ force: true });
    await page.getByRole("button", { name: w.book }).click();
    const reservation = page.getByRole("dialog");
    await expect(reservation).toHaveAttribute("aria-modal", "true");
    await expect(reservation).toHaveAccessibleName(/\S/);
    await reservation.getByRole("button", { name: w.signIn }).click();
    await expect(page).toHaveURL(/\/oidc\//);
    problems.push(...(await formProblems(page, "sign-in")));
    problems.push(...(await linkProblems(page, "sign-in")));
    await page.getByRole("link", { name: w.create }).click();
    problems.push(...(await formProblems(page, "sign-up")));
    problems.push(...(await linkProblems(page, "sign-up")));
    await page.goto(await confirmationLinkMailedTo(page, await fillSignUpForm(page, { locale })));

    // Step 1: the price table's title, the progress bar, the countdown.
    await expect(page.getByRole("heading", { level: 1, name: w.headings[0] })).toBeVisible();
    await expect(page.locator("table caption")).toHaveText(w.stayCaption);
    const steps = page.getByRole("navigation", { name: w.steps });
    await expect(steps.locator("[aria-current=step]")).toHaveCount(1);
    await expect(page.locator("header [aria-live=polite]").first()).toBeAttached();
    problems.push(...(await formProblems(page, "step 1")));

    // Step 1 by keyboard alone: the stay's length with the arrow keys, a promo code, Continue.
    const duration = page.getByRole("slider", { name: w.duration });
    await tabTo(page, duration);
    const before = Number(await duration.inputValue());
    await page.keyboard.press(before > 3 ? "ArrowLeft" : "ArrowRight");
    await expect(duration).not.toHaveValue(String(before));
    await expect(duration).toHaveAttribute("aria-valuetext", /\S/);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: w.promo })).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: w.next }));
    await page.keyboard.press("Enter");

    // Step 2: the saved notice is a status; the progress bar says "done" in text, not colour.
    await expect(page.getByRole("heading", { level: 1, name: w.headings[1] })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: w.saved })).toBeVisible();
    await expect(steps.getByRole("listitem").first()).toContainText(w.done);
    problems.push(
      ...(await contrastProblems(page, "progress bar", [
        {
          what: "done step's circle",
          selector: `nav[aria-label="${w.steps}"] li [aria-hidden=true]:has(svg)`,
          property: "backgroundColor",
          against: "parent",
        },
        {
          what: "done step's check",
          selector: `nav[aria-label="${w.steps}"] li [aria-hidden=true] svg`,
          property: "color",
          against: "own",
        },
        {
          what: "current step's circle",
          selector: `nav[aria-label="${w.steps}"] [aria-current=step] > :first-child`,
          property: "borderTopColor",
          against: "parent",
        },
      ])),
    );
    problems.push(...(await formProblems(page, "step 2")));

    // The address search follows the APG combobox: expanded with a listbox of options, the
    // active one pointed at, and a polite announcement of how many were found.
    const address = page.getByRole("combobox", { name: w.address });
    await expect(address).toHaveAttribute("aria-expanded", "false");
    await expect(address).toHaveAttribute("aria-autocomplete", "list");
    await address.focus();
    await page.keyboard.type("rue de Rivoli");
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await expect(address).toHaveAttribute("aria-expanded", "true");
    await expect(address).toHaveAttribute(
      "aria-controls",
      (await listbox.getAttribute("id")) ?? "",
    );
    await page.keyboard.press("ArrowDown");
    const active = await address.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
    await expect(
      page.locator("[aria-live=polite]").filter({ hasText: /\d/ }).first(),
    ).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(address).toHaveAttribute("aria-expanded", "false");

    // Continue with required answers missing: the summary is an alert, each field says why.
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(w.required).first()).toBeVisible();
    problems.push(...(await invalidFieldsWithoutText(page)).map((name) => `step 2 3.1: ${name}`));

    // Steps 3 and 4, reached from the progress bar.
    for (const index of [2, 3]) {
      await steps.getByRole("button", { name: new RegExp(w.headings[index] ?? "") }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.headings[index] })).toBeVisible();
      problems.push(...(await formProblems(page, `step ${index + 1}`)));
      problems.push(...(await linkProblems(page, `step ${index + 1}`)));
    }
    await page.keyboard.press("Tab");
    problems.push(...(await contrastProblems(page, "step 4", [focusRing])));
    // 7.5: a file's upload and analysis are told in a polite live region, by the file's name.
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(file("rgaa.png", png, "image/png"));
    await expect(page.locator("[aria-live=polite]").filter({ hasText: "rgaa.png" })).toBeAttached({
      timeout: 20_000,
    });

    // The profile page's forms, signed in.
    await page.goto(w.profile);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // 7.5: each section's "saved" notice is a status region, there before it speaks.
    expect(await page.locator("form [role=status][aria-live=polite]").count()).toBeGreaterThan(0);
    problems.push(...(await formProblems(page, "profile")));
    problems.push(...(await linkProblems(page, "profile")));
    expect(problems).toEqual([]);
  });
}

/** Luminy's women's shared-flat room: no other spec books it (see the header). */
const STEP5_FLAT_TYPE = 1802;

test("step 5 by keyboard alone (fr): the payment tabs, paid by card, the lease signed in its frame, the frame closed (7.1, 7.3)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const reference = freshReference();
  await page.goto("/fr");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  const email = await signUpThroughProvider(page, { locale: "fr" });
  await backHomeSignedIn(page, "fr");
  giveSentFile(email, reference, STEP5_FLAT_TYPE);
  staff("accept", reference);
  staff("lease", reference);
  setPhone(email, "06 12 34 56 78");
  await page.goto("/fr/dossier");

  // 7.1: the ways to pay follow the APG tabs: a tab list, the chosen tab selected and
  // controlling its panel, the arrow keys moving between tabs (7.3).
  const card = page.getByRole("tab", { name: "Carte bancaire" });
  const transfer = page.getByRole("tab", { name: "Virement bancaire" });
  await expect(page.getByRole("tablist")).toBeVisible();
  await expect(card).toHaveAttribute("aria-selected", "true");
  const panel = await card.getAttribute("aria-controls");
  await expect(page.getByRole("tabpanel")).toHaveAttribute("id", panel ?? "");
  await tabTo(page, card);
  await page.keyboard.press("ArrowRight");
  await expect(transfer).toBeFocused();
  await expect(transfer).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(card).toHaveAttribute("aria-selected", "true");

  await tabTo(page, page.getByRole("button", { name: /^Payer .* par carte$/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/simulators\/payment$/);
  await tabTo(page, page.getByRole("button", { name: /^Payer / }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Votre paiement a bien été reçu. Merci !")).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "Lire et signer le bail via Yousign >" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  const frame = page.frameLocator('iframe[title="Signature électronique du bail"]');
  const signButton = frame.getByRole("button", { name: "Signer le bail" });
  await signButton.waitFor({ timeout: 15_000 });
  // Into the frame with Tab: its document's focus reaches the button.
  for (let press = 0; press < 30; press += 1) {
    if (await signButton.evaluate((element) => element.ownerDocument.activeElement === element))
      break;
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await expect(frame.getByText(/Merci, votre signature est enregistrée/)).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Fermer la signature" }), 40);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "À nous de jouer" })).toBeVisible();
});
