import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { dossierIdStorage, stepStorage } from "../../../src/storage/index.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, server } from "./tunnelApi.ts";
import { guaranteeRecord, profileRecord } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 30_000 });

/**
 * Each step of the tunnel is an address and a history entry. A memory history's Back
 * meets no blocker, so the leave warning on Back is tested in the browser (e2e/history.spec.ts).
 */
const stepHeading = (name: string) => screen.findByRole("heading", { level: 1, name });

async function openTunnel(path = "/fr/dossier") {
  const rendered = await renderTunnelAt(path);
  await stepHeading("Votre appartement");
  const addressIs = (pathname: string) =>
    waitFor(() => expect(rendered.router.state.location.pathname).toBe(pathname));
  return { ...rendered, addressIs };
}

describe("the tunnel's step addresses", () => {
  it("names the step in the address, replacing the bare tunnel's entry", async () => {
    const { router, addressIs } = await openTunnel();
    await addressIs("/fr/dossier/logement");
    expect(router.history.length).toBe(1);
  });

  it("Back and Forward move between steps through the wizard", async () => {
    const { user, router, addressIs } = await openTunnel();
    await addressIs("/fr/dossier/logement");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await stepHeading("Votre profil");
    await addressIs("/fr/dossier/profil");
    expect(router.history.length).toBe(2);

    router.history.back();
    await stepHeading("Votre appartement");
    await addressIs("/fr/dossier/logement");

    router.history.forward();
    await stepHeading("Votre profil");
    await addressIs("/fr/dossier/profil");
  });

  it("an address naming a step the wizard does not open shows its step and is replaced", async () => {
    const { router, addressIs } = await openTunnel("/fr/dossier/documents");
    await addressIs("/fr/dossier/logement");
    expect(router.history.length).toBe(1);
  });

  it("a progress-bar jump is a new entry too", async () => {
    const { user, router, addressIs } = await openTunnel();
    const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
    await user.click(await within(progress).findByRole("button", { name: /Vos documents/ }));
    await stepHeading("Vos documents");
    await addressIs("/fr/dossier/documents");
    router.history.back();
    await stepHeading("Votre appartement");
    await addressIs("/fr/dossier/logement");
  });
});

describe("the progress bar after a reload", () => {
  it("marks steps 2 and 3 done once their records, loaded after the wizard opened, hold a saved version", async () => {
    stepStorage.write(4);
    dossierIdStorage.write("D-42");
    server.use(
      http.get(`${API}/dossier/getInfosPersonnelles`, async () => {
        await delay(300);
        return HttpResponse.json(profileRecord({ version: 2 }));
      }),
      http.get(`${API}/dossier/getInfosGarant`, async () => {
        await delay(300);
        return HttpResponse.json(guaranteeRecord({ version: 1 }));
      }),
    );
    await renderTunnelAt("/fr/dossier/documents");
    await stepHeading("Vos documents");
    const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
    for (const name of ["Votre profil", "Profil des garants"]) {
      await waitFor(() =>
        expect(within(progress).getByText(name).closest("li")?.textContent).toContain("(terminée)"),
      );
    }
  });
});
