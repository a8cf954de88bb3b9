/**
 * "Vos appareils connectés" on the profile page: the account's devices with their last use,
 * this one marked, a sign-out button named with each other device, the polite announcement
 * after an end, and the errors (a failed load with a retry, a failed end keeping the list).
 * The list endpoints are answered here (the real server's tokens in these tests have no grant).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { DeviceSession } from "../../../src/api/deviceSessions.ts";
import {
  answerFirst,
  answerWithTheRealServer,
  DEMO_USER,
  HttpResponse,
  http,
  internalError,
  renderProfileAt,
} from "./renderProfile.tsx";

vi.setConfig({ testTimeout: 20_000 });
answerWithTheRealServer();

const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";
const SESSIONS = "*/api/ac_campus/utilisateur/sessions";

const here: DeviceSession = {
  id: "here_aaaaaaaaaaaaaaaaaa",
  device: "Chrome sur Linux",
  createdAt: "2026-11-20T08:00:00.000Z",
  lastUsedAt: "2026-11-26T09:05:00.000Z",
  current: true,
};
const phone: DeviceSession = {
  id: "phone_aaaaaaaaaaaaaaaaa",
  device: "Firefox sur Windows",
  createdAt: "2026-11-21T08:00:00.000Z",
  // 19:30 UTC is 20:30 in Paris in November.
  lastUsedAt: "2026-11-25T19:30:00.000Z",
  current: false,
};

const listed = (sessions: DeviceSession[]) => HttpResponse.json({ sessions });

async function openDevices() {
  await renderProfileAt("/fr/mon-profil", { signedInAs: DEMO_USER });
  const region = await screen.findByRole("region", { name: "Vos appareils connectés" });
  return { region, user: userEvent.setup() };
}

describe("signed-in devices", () => {
  it("lists each device with its last use in Paris time, this one marked", async () => {
    answerFirst(http.get(SESSIONS, () => listed([here, phone])));
    const { region } = await openDevices();
    const items = await within(region).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("Chrome sur Linux");
    expect(items[0]?.textContent).toContain("Cet appareil");
    expect(within(items[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(items[1]?.textContent).toContain("Dernière utilisation : 25 novembre 2026 à 20:30");
    expect(
      within(region).getByRole("button", { name: "Déconnecter Firefox sur Windows" }),
    ).toHaveProperty("disabled", false);
  });

  it("signs another device out, announces it politely and focuses the section", async () => {
    const ended: unknown[] = [];
    answerFirst(
      http.get(SESSIONS, () => listed([here, phone])),
      http.post(`${SESSIONS}/end`, async ({ request }) => {
        ended.push(await request.json());
        return listed([here]);
      }),
    );
    const { region, user } = await openDevices();
    await user.click(
      await within(region).findByRole("button", { name: "Déconnecter Firefox sur Windows" }),
    );
    expect((await within(region).findByRole("status")).textContent).toContain(
      "Firefox sur Windows a été déconnecté.",
    );
    expect(ended).toEqual([{ id: phone.id }]);
    expect(within(region).getAllByRole("listitem")).toHaveLength(1);
    expect(within(region).queryByRole("button", { name: /Déconnecter/ })).toBeNull();
    expect(document.activeElement).toBe(
      within(region).getByRole("heading", { name: "Vos appareils connectés" }),
    );
  });

  it("signs all the other devices out", async () => {
    answerFirst(
      http.get(SESSIONS, () => listed([here, phone])),
      http.post(`${SESSIONS}/endOthers`, () => listed([here])),
    );
    const { region, user } = await openDevices();
    await user.click(
      await within(region).findByRole("button", { name: "Déconnecter tous les autres appareils" }),
    );
    expect((await within(region).findByRole("status")).textContent).toContain(
      "Tous les autres appareils ont été déconnectés.",
    );
    expect(within(region).getAllByRole("listitem")).toHaveLength(1);
  });

  it("shows the generic error with a retry when the list does not load", async () => {
    // Failing until the retry (the client itself retries a GET once before giving up).
    let failing = true;
    answerFirst(http.get(SESSIONS, () => (failing ? internalError() : listed([here, phone]))));
    const { region, user } = await openDevices();
    expect((await within(region).findByRole("alert")).textContent).toContain(GENERIC);
    failing = false;
    await user.click(within(region).getByRole("button", { name: "Réessayer" }));
    expect(await within(region).findAllByRole("listitem")).toHaveLength(2);
    expect(within(region).queryByRole("alert")).toBeNull();
  });

  it("keeps the list and shows an error when an end fails", async () => {
    answerFirst(
      http.get(SESSIONS, () => listed([here, phone])),
      http.post(`${SESSIONS}/end`, internalError),
    );
    const { region, user } = await openDevices();
    await user.click(
      await within(region).findByRole("button", { name: "Déconnecter Firefox sur Windows" }),
    );
    expect((await within(region).findByRole("alert")).textContent).toContain(
      "La déconnexion de l'appareil a échoué.",
    );
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(2));
    expect(
      within(region).getByRole("button", { name: "Déconnecter Firefox sur Windows" }),
    ).toHaveProperty("disabled", false);
  });
});
