import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://localhost/");
});

import { accessibilityAudit } from "../../../src/config/index.ts";
import { renderAppAt } from "../renderApp.tsx";
import { startContentServer } from "./editorial-server.ts";

startContentServer();

const { conformingCriteria, applicableCriteria } = accessibilityAudit;
const rate = Math.floor((conformingCriteria / applicableCriteria) * 100);

describe("accessibility statement", () => {
  it("states the grid's rate and level, and the Défenseur des droits, in French", async () => {
    await renderAppAt("/fr/accessibilite");
    await screen.findByRole("heading", { level: 1, name: "Déclaration d'accessibilité" });
    const main = screen.getByRole("main");
    expect(main.textContent).toContain(
      `${rate} % des critères du RGAA 4.1.2 applicables sont respectés (${conformingCriteria} sur ${applicableCriteria})`,
    );
    expect(screen.getByRole("region", { name: "Voies de recours" }).textContent).toContain(
      "Défenseur des droits",
    );
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer).getByRole("link", {
        name: /^Accessibilité : (totalement|partiellement|non) conforme$/,
      }),
    ).toHaveProperty("pathname", "/fr/accessibilite");
  });

  it("is in English at its English address, its text loaded with the page", async () => {
    await renderAppAt("/en/accessibility");
    await screen.findByRole("heading", { level: 1, name: "Accessibility statement" });
    expect(screen.getByRole("main").textContent).toContain(
      `${rate}% of the applicable RGAA 4.1.2 criteria are met (${conformingCriteria} out of ${applicableCriteria})`,
    );
    expect(screen.getByRole("region", { name: "Recourse" })).toBeTruthy();
    expect(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: /^Accessibility: / }),
    ).toHaveProperty("pathname", "/en/accessibility");
  });
});
