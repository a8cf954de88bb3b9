import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://localhost/");
});

import { renderAppAt } from "../renderApp.tsx";
import { api, HttpResponse, http, startContentServer } from "./editorial-server.ts";

const steps = [
  {
    key: "welcome",
    order: 1,
    title: "Bienvenue",
    text: "Choisissez un logement.",
    picture: "/files/pictures/step-welcome.svg",
  },
  { key: "documents", order: 2, title: "Vos documents", text: "Déposez vos pièces." },
  { key: "handover", order: 3, title: "Remise des clés", text: null },
];

const meta = {
  route: "book",
  title: "Réserver en 3 étapes",
  alias_fr: "comment-reserver-residence-etudiante",
  alias_en: "how-to-book-student-residence",
  abstract: "De la recherche aux clés.",
  description: "Les étapes de la réservation, en ligne.",
  keywords: "réserver",
};

startContentServer(
  http.get(api("/fr/api/content/booking_steps_acquisition"), () => HttpResponse.json(steps)),
  http.get(api("/fr/api/content/page_meta/book"), () => HttpResponse.json(meta)),
);

describe("how-to-book page", () => {
  it("lists the booking steps in order, under the page meta's title", async () => {
    await renderAppAt("/fr/comment-reserver-residence-etudiante");
    await screen.findByRole("heading", { level: 1, name: "Réserver en 3 étapes" });
    const section = screen.getByRole("region", { name: "Les étapes de votre réservation" });
    const list = within(section).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Bienvenue", "Vos documents", "Remise des clés"]);
    expect(within(list).getByText("Déposez vos pièces.")).toBeTruthy();
    expect(document.title).toBe("Réserver en 3 étapes | Hestia Campus");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      meta.description,
    );
  });

  it("says what to prepare and what we commit to, and leads to the residences", async () => {
    await renderAppAt("/fr/comment-reserver-residence-etudiante");
    const needs = await screen.findByRole("region", { name: "Ce qu'il vous faut" });
    expect(within(needs).getByRole("heading", { name: "Un garant ou une garantie" })).toBeTruthy();
    const commitments = screen.getByRole("region", { name: "Nos engagements" });
    // The hold after acceptance has two readings in the spec (48 hours, 3 days): none is written
    // here, the applicant's file shows the server's.
    expect(within(commitments).getByText(/le temps de signer et de payer/)).toBeTruthy();
    expect(commitments.textContent).not.toMatch(/heures pour signer|3 jours/);
    expect(screen.getByRole("link", { name: "Voir nos résidences" }).getAttribute("href")).toBe(
      "/fr/residences-etudiantes",
    );
  });
});
