import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatEuro } from "../../../src/i18n/format.ts";
import { dataLayerEvents } from "./analytics.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, postedTo, server, serverError, tunnel } from "./tunnelApi.ts";
import { heldDossier, noDossier } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";
const euros = (amount: number) => formatEuro(amount, "fr");

async function openStep1() {
  const rendered = await renderTunnelAt("/fr/dossier");
  await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
  return rendered;
}

function amountOf(label: string) {
  const table = screen.getByRole("table");
  const row = within(table).getByRole("row", { name: new RegExp(`^${label}`) });
  return within(row).getByRole("cell").textContent;
}

describe("step 1, Votre appartement", () => {
  it("shows the price table, the stay, the countdown and the step's questions", async () => {
    await openStep1();
    expect(amountOf("Loyer")).toBe(euros(600));
    expect(amountOf("Charges")).toBe(euros(90));
    expect(amountOf("Total mensuel")).toBe(euros(690));
    expect(amountOf("Honoraires \\d|Honoraires$")).toBe(euros(400));
    expect(amountOf("Honoraires après réduction de 25 %")).toBe(euros(300));
    expect(amountOf("Dépôt de garantie")).toBe(euros(600));
    expect(amountOf("Total à régler")).toBe(euros(900));
    const arrival = formatDate("2031-09-01", "fr");
    expect(amountOf(`Du ${arrival} à la fin du mois, charges comprises`)).toBe(euros(690));

    const slider = screen.getByRole("slider", { name: "Durée du séjour" });
    expect((slider as HTMLInputElement).value).toBe("6");
    expect(slider.getAttribute("aria-valuetext")).toBe("6 mois");
    expect(screen.getAllByText(formatDate("2031-09-01", "fr")).length).toBeGreaterThan(0);

    // 25 min 30 s left when the page opened.
    const countdownLine = screen.getByText(
      /Temps restant pour votre pré-réservation/,
    ).parentElement;
    expect(countdownLine?.textContent).toMatch(/25 min$/);
    const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
    const current = within(progress).getByText("Votre appartement").closest("[aria-current]");
    expect(current?.getAttribute("aria-current")).toBe("step");
    expect(await screen.findByText("Question de l'étape 1")).toBeTruthy();
  });

  it("starts the duration from the dossier and labels the top value 12 mois et plus", async () => {
    tunnel.dossier = heldDossier({ duration: 9, promoCode: "RENTREE" });
    await openStep1();
    const slider = screen.getByRole("slider", { name: "Durée du séjour" }) as HTMLInputElement;
    expect(slider.value).toBe("9");
    expect((screen.getByLabelText("Code promo") as HTMLInputElement).value).toBe("RENTREE");
    fireEvent.change(slider, { target: { value: "12" } });
    // The same element, once React has rendered the change (a busy machine renders it later):
    // were the input lost, this would still fail.
    await waitFor(() => expect(slider.getAttribute("aria-valuetext")).toBe("12 mois et plus"));
    expect(slider.min).toBe("3");
    expect(slider.max).toBe("12");
  });

  it("Continue saves duration (as a string) and promo code, then step 2 takes the focus", async () => {
    const { user } = await openStep1();
    fireEvent.change(screen.getByRole("slider", { name: "Durée du séjour" }), {
      target: { value: "10" },
    });
    await user.type(screen.getByLabelText("Code promo"), "ETE-2031");
    await user.click(screen.getByRole("button", { name: "Continuer" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Votre profil" });
    expect(postedTo("setInfos")).toEqual([{ code_promo: "ETE-2031", duree_du_sejour: "10" }]);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("L'étape a été enregistré").closest("[role=status]")).toBeTruthy();
    expect(dataLayerEvents()).toContainEqual({ event: "tunnel_continue", step: "1 your flat" });
  });

  it("Back from step 2 finds step 1 with the values saved", async () => {
    const { user } = await openStep1();
    fireEvent.change(screen.getByRole("slider", { name: "Durée du séjour" }), {
      target: { value: "4" },
    });
    await user.type(screen.getByLabelText("Code promo"), "PROMO1");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await screen.findByRole("heading", { level: 1, name: "Votre profil" });

    await user.click(screen.getByRole("button", { name: "Retour" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const slider = screen.getByRole("slider", { name: "Durée du séjour" }) as HTMLInputElement;
    expect(slider.value).toBe("4");
    expect((screen.getByLabelText("Code promo") as HTMLInputElement).value).toBe("PROMO1");
  });

  it("an unknown promo code is refused under its field, and the step stays with what was typed", async () => {
    const refusal = "Ce code promo n'existe pas : vérifiez-le ou laissez le champ vide.";
    server.use(
      http.post(`${API}/dossier/setInfos`, () =>
        Response.json({ errors: { code_promo: refusal } }, { status: 400 }),
      ),
    );
    const { user } = await openStep1();
    await user.type(screen.getByLabelText("Code promo"), "INVENTE");
    await user.click(screen.getByRole("button", { name: "Continuer" }));

    expect((await screen.findByRole("alert")).textContent).toContain(`Code promo - ${refusal}`);
    const field = screen.getByLabelText("Code promo") as HTMLInputElement;
    expect(field.value).toBe("INVENTE");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    // Under the field on its own (the summary's line carries the label before it).
    expect(screen.getAllByText(refusal).length).toBe(1);
    expect(screen.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeTruthy();
  });

  it("sums up the refused promo code at the top with focus, a link to its field, 'Erreur : ' in the title", async () => {
    const refusal = "Ce code promo n'existe pas : vérifiez-le ou laissez le champ vide.";
    server.use(
      http.post(`${API}/dossier/setInfos`, () =>
        Response.json({ errors: { code_promo: refusal } }, { status: 400 }),
      ),
    );
    const { user } = await openStep1();
    const pageTitle = document.title;
    // RGAA 8.6: the tunnel's one address shows five steps; the title says which.
    expect(pageTitle).toBe("Étape 1 sur 5 : Votre appartement – Votre demande | Hestia Campus");
    await user.type(screen.getByLabelText("Code promo"), "INVENTE");
    await user.click(screen.getByRole("button", { name: "Continuer" }));

    const summary = await screen.findByRole("region", {
      name: "Des informations manquent ou sont à corriger",
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(document.title).toBe(`Erreur : ${pageTitle}`);
    await user.click(within(summary).getByRole("link", { name: `Code promo : ${refusal}` }));
    expect(document.activeElement).toBe(screen.getByLabelText("Code promo"));
  });

  it("a known promo code's discount shows in the price table once saved", async () => {
    server.use(
      http.post(`${API}/dossier/setInfos`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const { pricing } = heldDossier();
        return Response.json({
          status: "OK",
          code_promo: body.code_promo,
          duree_du_sejour: body.duree_du_sejour,
          pricing: { ...pricing, feeDiscountPercent: 50, feesAfterDiscount: 200 },
        });
      }),
    );
    const { user } = await openStep1();
    await user.type(screen.getByLabelText("Code promo"), "RENTREE2027");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await screen.findByRole("heading", { level: 1, name: "Votre profil" });
    await user.click(screen.getByRole("button", { name: "Retour" }));
    await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
    expect(amountOf("Honoraires après réduction de 50 %")).toBe(euros(200));
    expect(amountOf("Total à régler")).toBe(euros(800));
  });

  it("a failed save keeps step 1 and what was typed, with the generic error", async () => {
    server.use(http.post(`${API}/dossier/setInfos`, serverError));
    const { user } = await openStep1();
    fireEvent.change(screen.getByRole("slider", { name: "Durée du séjour" }), {
      target: { value: "8" },
    });
    await user.type(screen.getByLabelText("Code promo"), "KEEPME");
    await user.click(screen.getByRole("button", { name: "Continuer" }));

    expect((await screen.findByRole("alert")).textContent).toBe(GENERIC);
    expect(screen.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeTruthy();
    expect(
      (screen.getByRole("slider", { name: "Durée du séjour" }) as HTMLInputElement).value,
    ).toBe("8");
    expect((screen.getByLabelText("Code promo") as HTMLInputElement).value).toBe("KEEPME");
  });

  it("caps the promo code at 15 characters", async () => {
    await openStep1();
    expect(screen.getByLabelText("Code promo").getAttribute("maxlength")).toBe("15");
  });

  it("without a dossier, welcomes and points to a new search", async () => {
    tunnel.dossier = noDossier;
    await openStep1();
    expect(screen.getByText(/Bienvenue ! Vous n'avez pas encore de demande en cours/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Continuer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reprendre plus tard" })).toBeNull();
  });

  it("an abandoned dossier hides the summary", async () => {
    tunnel.dossier = heldDossier({ statuscode: "abandoned", statut: 0 });
    await openStep1();
    expect(screen.getByText("Vous n'avez pas d'appartement pré-réservé.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
