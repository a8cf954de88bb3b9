import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { dataLayerEvents } from "./analytics.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, postedTo, server, serverError } from "./tunnelApi.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 20_000 });

const stepHeading = (name: string) => screen.findByRole("heading", { level: 1, name });

async function openStep1() {
  const rendered = await renderTunnelAt("/fr/dossier");
  await stepHeading("Votre appartement");
  return rendered;
}

type User = Awaited<ReturnType<typeof renderTunnelAt>>["user"];

async function continueTo(user: User, name: string) {
  await user.click(screen.getByRole("button", { name: "Continuer" }));
  return stepHeading(name);
}

describe("the wizard's moves", () => {
  it("Reprendre plus tard saves step 1, says what it means until closed, and tracks it", async () => {
    const { user } = await openStep1();
    fireEvent.change(screen.getByRole("slider", { name: "Durée du séjour" }), {
      target: { value: "7" },
    });
    await user.click(screen.getByRole("button", { name: "Reprendre plus tard" }));
    const notice = await screen.findByText("Votre demande est enregistrée.");
    const status = notice.closest("[role=status]") as HTMLElement;
    expect(status.textContent).toContain("depuis l'Espace Client");
    // The hold keeps running, and the notice says until when (Paris time).
    expect(status.textContent).toMatch(/pré-réservé pour vous jusqu'à \d\d:\d\d seulement/);
    await user.click(within(status).getByRole("button", { name: "Fermer le message" }));
    expect(status.textContent).toBe("");
    expect(postedTo("setInfos")).toEqual([{ code_promo: null, duree_du_sejour: "7" }]);
    expect(dataLayerEvents()).toContainEqual({ event: "tunnel_save_later", step: "1 your flat" });
    // The page reloads the dossier after saving for later.
    await waitFor(() => expect(postedTo("getInfos")).toHaveLength(2));
  });

  it("a failed reload after Reprendre plus tard is said, and its retry loads the dossier", async () => {
    const { user } = await openStep1();
    server.use(http.post(`${API}/dossier/getInfos`, serverError, { once: true }));
    await user.click(screen.getByRole("button", { name: "Reprendre plus tard" }));
    const notice = await screen.findByText(
      "Votre demande est enregistrée, mais son récapitulatif n'a pas pu être actualisé.",
    );
    expect(notice.closest("[role=alert]")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(postedTo("getInfos")).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByText(/son récapitulatif n'a pas pu être actualisé/)).toBeNull(),
    );
  });

  it("a save refused with a named code shows that code's own text, keeping the input", async () => {
    server.use(
      http.post(`${API}/dossier/setInfos`, () =>
        HttpResponse.json({ error: "dossierPasEnCreation" }, { status: 400 }),
      ),
    );
    const { user } = await openStep1();
    await user.type(screen.getByRole("textbox", { name: "Code promo" }), "ETE");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(
      await screen.findByText(
        "Votre demande n'est plus en cours de création : elle ne peut plus être modifiée.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Code promo" })).toHaveProperty("value", "ETE");
  });

  it("the progress bar jumps only to other steps, once the step's form is shown", async () => {
    const { user } = await openStep1();
    const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
    // The current step and step 5 are never buttons.
    expect(within(progress).queryByRole("button", { name: /Votre appartement/ })).toBeNull();
    expect(within(progress).queryByRole("button", { name: /Analyse de la demande/ })).toBeNull();
    await user.click(await within(progress).findByRole("button", { name: /Vos documents/ }));
    await stepHeading("Vos documents");
    expect(postedTo("setInfos")).toEqual([]);
  });
});

describe("the leave warning", () => {
  const WARNING =
    'Vous vous apprêtez à quitter le tunnel de réservation. Pensez à cliquer sur "Reprendre plus tard" pour sauvegarder votre demande en cours.';

  it("asks before leaving with unsaved changes; staying keeps the page", async () => {
    const { user, router } = await openStep1();
    fireEvent.change(screen.getByRole("slider", { name: "Durée du séjour" }), {
      target: { value: "11" },
    });
    await user.click(screen.getAllByRole("link", { name: "Nouvelle recherche" })[0] as HTMLElement);
    const dialog = await screen.findByRole("alertdialog", {
      name: "Quitter le tunnel de réservation ?",
    });
    expect(within(dialog).getByText(WARNING)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Rester sur la page" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/fr/dossier/logement");
    expect(
      (screen.getByRole("slider", { name: "Durée du séjour" }) as HTMLInputElement).value,
    ).toBe("11");
  });

  it("saved values are no unsaved changes: back on step 1, leaving does not ask", async () => {
    const { user, router } = await openStep1();
    fireEvent.change(screen.getByRole("slider", { name: "Durée du séjour" }), {
      target: { value: "5" },
    });
    await continueTo(user, "Votre profil");
    await user.click(screen.getByRole("button", { name: "Retour" }));
    await stepHeading("Votre appartement");
    await user.click(screen.getAllByRole("link", { name: "Nouvelle recherche" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/fr"));
  });

  it("leaves without asking when nothing changed", async () => {
    const { user, router } = await openStep1();
    await user.click(screen.getAllByRole("link", { name: "Nouvelle recherche" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/fr"));
  });

  it("the data-protection notice opens in a new tab and says so", async () => {
    await openStep1();
    const link = screen.getByRole("link", { name: /Protection de vos données.*\(nouvel onglet\)/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.getAttribute("href")).toBe("/fr/pages/protection-des-donnees");
  });
});
