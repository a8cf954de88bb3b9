import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContractError } from "../../../src/api/contractError.ts";
import {
  updateConsents,
  updateEmail,
  updateLanguage,
  updatePassword,
  updatePhone,
} from "../../../src/api/profile.ts";
import { createFakeBackend, firstRequest, json, TEST_ORIGIN } from "../api/fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const details = {
  contact_id: "c-1",
  firstname: "Léa",
  lastname: "Martin",
  email: "lea.martin@example.fr",
  phone: "+33798765432",
  type_prospect: "etudiant",
  language: "en",
  civility: 221310001,
  hasAcceptedEmail: true,
  hasAcceptedSMS: false,
  hasAcceptedEmailGroup: false,
  hasAcceptedSMSGroup: true,
  cguAccepted: true,
};

const PATH = `${TEST_ORIGIN}/api/ac_campus/utilisateur`;

describe("profile calls", () => {
  it("posts each change as JSON to its endpoint and reads the account back", async () => {
    const backend = createFakeBackend(() => json(details));
    const options = { client: backend.client };
    const answers = [
      await updatePhone({ phone: "+33798765432" }, options),
      await updateLanguage({ language: "en" }, options),
      await updateConsents(
        {
          hasAcceptedEmail: true,
          hasAcceptedSMS: false,
          hasAcceptedEmailGroup: false,
          hasAcceptedSMSGroup: true,
        },
        options,
      ),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ email: "lea.martin@example.fr", language: "en" });
      // Fields the page does not use are not kept.
      expect(answer).not.toHaveProperty("civility");
    }
    const sent = await Promise.all(
      backend.requests.map(async (request) => [request.method, request.url, await request.json()]),
    );
    expect(sent).toEqual([
      ["POST", `${PATH}/updatePhone`, { phone: "+33798765432" }],
      ["POST", `${PATH}/updateLanguage`, { language: "en" }],
      [
        "POST",
        `${PATH}/updateConsents`,
        {
          hasAcceptedEmail: true,
          hasAcceptedSMS: false,
          hasAcceptedEmailGroup: false,
          hasAcceptedSMSGroup: true,
        },
      ],
    ]);
  });

  it("asks for an email change (trimmed) and reads that a confirmation was mailed", async () => {
    const backend = createFakeBackend(() => json({ status: "confirmationSent" }, { status: 202 }));
    await expect(
      updateEmail(
        { email: " lea.martin@example.fr ", password: "Demo2026ok" },
        { client: backend.client },
      ),
    ).resolves.toEqual({ status: "confirmationSent" });
    const request = firstRequest(backend.requests);
    expect(request.url).toBe(`${PATH}/updateEmail`);
    expect(await request.json()).toEqual({
      email: "lea.martin@example.fr",
      password: "Demo2026ok",
    });
  });

  it("sends both passwords as typed and needs only a success", async () => {
    const backend = createFakeBackend(() => json({ status: "ok" }));
    await expect(
      updatePassword(
        { oldPassword: " Demo2026ok", newPassword: "Nouveau2026" },
        {
          client: backend.client,
        },
      ),
    ).resolves.toBeUndefined();
    const request = firstRequest(backend.requests);
    expect(request.url).toBe(`${PATH}/updatePassword`);
    expect(await request.json()).toEqual({
      oldPassword: " Demo2026ok",
      newPassword: "Nouveau2026",
    });
  });

  it("never sends a language the site does not offer, nor an empty email", async () => {
    const backend = createFakeBackend(() => json(details));
    await expect(
      updateLanguage({ language: "de" as "fr" }, { client: backend.client }),
    ).rejects.toBeInstanceOf(ContractError);
    await expect(
      updateEmail({ email: "  ", password: "Demo2026ok" }, { client: backend.client }),
    ).rejects.toBeInstanceOf(ContractError);
    expect(backend.requests).toHaveLength(0);
  });
});
