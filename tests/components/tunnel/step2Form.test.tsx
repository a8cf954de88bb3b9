import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { ProfileRecordSchema } from "../../../src/api/profileStepSchemas.ts";
import { getSystem } from "../../../src/app/theme/system.ts";
import type { ProfileFormValues } from "../../../src/features/tunnel/step2/profileForm.ts";
import {
  profileContactOf,
  toProfileForm,
} from "../../../src/features/tunnel/step2/profileMapping.ts";
import { Step2Profile, type Step2View } from "../../../src/features/tunnel/step2/Step2Profile.tsx";
import {
  type StepIntent,
  useProfileForm,
} from "../../../src/features/tunnel/step2/useProfileForm.ts";
import { activateLocale, browserI18n, loadCatalogueArea } from "../../../src/i18n/i18n.ts";
import { testApiClient } from "../apiClient.ts";
import { describedText } from "../providers.tsx";

vi.setConfig({ testTimeout: 20_000 });

const today = new Date("2026-11-24T12:00:00+01:00");
const now = () => today;

const record = v.parse(ProfileRecordSchema, {
  id_dossier: "D-42",
  eft_civilite: 221310001,
  birthdate: "2006-04-10",
  firstname: "Léa",
  lastname: "Dupont",
  emailaddress1: "lea.dupont@example.fr",
  mobilephone: "+33612345678",
  eft_langue: "fr",
});

const onValid = vi.fn<(values: ProfileFormValues, intent: StepIntent) => void>();

function Harness() {
  const form = useProfileForm(toProfileForm(record), onValid, now);
  const view: Step2View = {
    contact: profileContactOf(record),
    isSaving: false,
    canContinue: true,
    canGoBack: true,
    saveError: null,
  };
  return (
    <Step2Profile
      form={form}
      view={view}
      locale="fr"
      headingRef={null}
      onBack={() => {}}
      now={now}
    />
  );
}

/** The step alone, inside a router (its profile link is a router link). */
async function renderStep2() {
  onValid.mockClear();
  await Promise.all([
    activateLocale(browserI18n, "fr"),
    loadCatalogueArea(browserI18n, "tunnel", "fr"),
  ]);
  const router = createRouter({
    routeTree: createRootRoute({ component: Harness }),
    context: { api: testApiClient(), session: null, i18n: browserI18n },
    history: createMemoryHistory({ initialEntries: ["/fr/dossier"] }),
  });
  render(
    <ChakraProvider value={getSystem()}>
      <I18nProvider i18n={browserI18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ChakraProvider>,
  );
  await screen.findByRole("heading", { level: 1, name: "Votre profil" });
  // The groups below the personal ones arrive in a second render pass (AfterFirstPaint).
  await screen.findByRole("group", { name: "Vos coordonnées" }, { timeout: 10_000 });
  return { user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole("group", { name });
const queryGroup = (name: string) => screen.queryByRole("group", { name });

describe("step 2, Votre profil", () => {
  it("shows the guardian block for a birth date under 18 and hides it at 20", async () => {
    await renderStep2();
    expect(queryGroup("Votre représentant légal")).toBeNull();
    // A date input takes its value whole, as a date picker gives it.
    const birthDate = screen.getByLabelText(/^Date de naissance/);
    fireEvent.change(birthDate, { target: { value: "2010-05-01" } });
    const guardian = group("Votre représentant légal");
    expect(
      within(guardian).getByRole("textbox", { name: /Nom du représentant légal/ }),
    ).toBeTruthy();
    expect(
      within(guardian).getByRole("textbox", { name: /Courriel du représentant légal/ }),
    ).toBeTruthy();
    fireEvent.change(birthDate, { target: { value: "2006-04-10" } });
    expect(queryGroup("Votre représentant légal")).toBeNull();
  });

  it("opens the employer section for a young worker and the establishment for a student", async () => {
    const { user } = await renderStep2();
    const situation = group("Votre situation");
    expect(within(situation).queryByRole("textbox", { name: "Nom de l'employeur" })).toBeNull();
    await user.click(within(situation).getByRole("radio", { name: "Jeune actif, jeune active" }));
    expect(within(situation).getByRole("textbox", { name: "Nom de l'employeur" })).toBeTruthy();
    expect(
      within(situation).getByRole("slider", { name: "Expérience professionnelle" }),
    ).toBeTruthy();
    expect(within(situation).getByRole("textbox", { name: "Revenus nets annuels" })).toBeTruthy();
    // The experience label rule: empty at 0, "1 an" at 12, years and months above.
    const experience = within(situation).getByRole("slider", {
      name: "Expérience professionnelle",
    });
    expect(experience.getAttribute("aria-valuetext")).toBe("0 mois");
    fireEvent.change(experience, { target: { value: "12" } });
    expect(within(situation).getByText("1 an")).toBeTruthy();
    fireEvent.change(experience, { target: { value: "14" } });
    expect(within(situation).getByText("1 an et 2 mois")).toBeTruthy();
    expect(within(situation).queryByRole("textbox", { name: "Nom de l'établissement" })).toBeNull();
    await user.click(within(situation).getByRole("radio", { name: "Étudiant(e)" }));
    expect(within(situation).getByRole("textbox", { name: "Nom de l'établissement" })).toBeTruthy();
    expect(within(situation).queryByRole("textbox", { name: "Nom de l'employeur" })).toBeNull();
  });

  it("shows 'Requis*' under a required field once touched and left empty", async () => {
    const { user } = await renderStep2();
    const firstname = screen.getByRole("textbox", { name: /^Prénom/ });
    expect(describedText(firstname)).toBeUndefined();
    await user.clear(firstname);
    await user.tab();
    expect(describedText(firstname)).toBe("Requis*");
    expect(firstname.getAttribute("aria-invalid")).toBe("true");
  });

  it("asks 'by' when the source is other and the sponsor for sponsorship", async () => {
    const { user } = await renderStep2();
    const source = screen.getByRole("combobox", { name: /Vous avez connu/ });
    await user.selectOptions(source, "Autre");
    expect(screen.getByRole("textbox", { name: /^Précisez/ })).toBeTruthy();
    await user.selectOptions(source, "Parrainage");
    expect(screen.queryByRole("textbox", { name: /^Précisez/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Courriel du parrain" })).toBeTruthy();
  });

  it("names every group and field, with the contact read-only and the required note", async () => {
    await renderStep2();
    expect(screen.getByText("* champs obligatoires")).toBeTruthy();
    const personal = group("Vos informations personnelles");
    expect(within(personal).getByRole("radiogroup", { name: /Civilité/ })).toBeTruthy();
    for (const name of [/^Nom/, /^Prénom/, "Ville de naissance"]) {
      expect(within(personal).getByRole("textbox", { name })).toBeTruthy();
    }
    for (const name of ["Pays de naissance", "Nationalité"]) {
      const select = within(personal).getByRole("combobox", { name });
      expect((select as HTMLSelectElement).value).toBe("1");
    }
    const contact = group("Vos coordonnées");
    expect(within(contact).getByText("lea.dupont@example.fr")).toBeTruthy();
    expect(within(contact).getByText("Français")).toBeTruthy();
    expect(within(contact).queryByRole("textbox")).toBeNull();
    expect(
      within(contact).getByRole("link", { name: "Modifier mes coordonnées sur mon profil" }),
    ).toHaveProperty("pathname", "/fr/mon-profil");
    const address = group("Votre adresse actuelle");
    for (const name of ["Complément d'adresse", "Code postal", "Ville"]) {
      expect(within(address).getByRole("textbox", { name })).toBeTruthy();
    }
    // The address line searches addresses: an ARIA combobox, like the country select.
    expect(within(address).getByRole("combobox", { name: "Adresse" })).toBeTruthy();
    expect(within(address).getByRole("combobox", { name: "Pays" })).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: /Vous êtes/ })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Demande spécifique" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retour" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continuer" })).toBeTruthy();
  });

  it("continues with the values once valid, and shows what is missing otherwise", async () => {
    const { user } = await renderStep2();
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    const situation = screen.getByRole("radiogroup", { name: /Vous êtes/ });
    expect(describedText(situation)).toBe("Requis*");
    expect(onValid).not.toHaveBeenCalled();
    // However far down the first error is, a summary at the top takes focus and links to it.
    const summary = await screen.findByRole("region", {
      name: "Des informations manquent ou sont à corriger",
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await user.click(within(summary).getByRole("link", { name: /^Vous êtes : Requis\*/ }));
    expect(situation.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole("radio", { name: "Étudiant(e)" }));
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ schoolSituation: "221310000" }),
      "continue",
    );
  });
});
