import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { answerTunnelCalls } from "./tunnelApi.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 30_000 });

/**
 * Issue 30: each step of the tunnel is an address and a history entry. A memory history's Back
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
