import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContractError } from "../../../src/api/contractError.ts";
import { toUserError } from "../../../src/api/errors.ts";
import { sendMail } from "../../../src/api/mail.ts";
import { createFakeBackend, firstRequest, json, TEST_ORIGIN } from "./fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const mail = {
  content: "Bonjour, reste-t-il des studios ?",
  destinataire: "contactResidence",
  sujet: "renseignement",
  typeContact: "renseignement",
};

describe("mail/sendMail", () => {
  it("sends the mail as JSON and succeeds on 200", async () => {
    const backend = createFakeBackend(() => json("OK"));
    await expect(sendMail(mail, { client: backend.client })).resolves.toBeUndefined();
    const request = firstRequest(backend.requests);
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`${TEST_ORIGIN}/api/ac_campus/mail/sendMail`);
    expect(await request.json()).toEqual(mail);
  });

  it("fails on any other success status (spec: success only on 200)", async () => {
    const backend = createFakeBackend(() => new Response(null, { status: 202 }));
    const error = await sendMail(mail, { client: backend.client }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContractError);
    expect(toUserError(error).kind).toBe("generic");
  });

  it("refuses an empty message before sending", async () => {
    const backend = createFakeBackend();
    await expect(
      sendMail({ ...mail, content: "   " }, { client: backend.client }),
    ).rejects.toBeInstanceOf(ContractError);
    expect(backend.requests).toHaveLength(0);
  });
});
