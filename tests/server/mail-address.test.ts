import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Json, makeServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

const mail = {
  content:
    "Madame Léa Martin (lea@example.org, +33612345678)\n\nBonjour, la résidence accepte-t-elle les animaux ?",
  destinataire: "contactYF",
  sujet: "Demande d'information",
  typeContact: "renseignement",
};

describe("contact mail", () => {
  it("queues a mail to the product team in the outbox, to be delivered", async () => {
    const sent = await server.call("/api/ac_campus/mail/sendMail", { method: "POST", json: mail });
    expect(sent).toMatchObject({ status: 200, body: { status: "ok", id: 1 } });
    const outbox = await server.call("/api/dev/outbox");
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0]).toMatchObject({
      recipient: "contact@hestia-campus.test",
      sujet: "Demande d'information",
      type_contact: "renseignement",
      user_id: null,
      // A visitor's text, in no language of ours; the delivery worker has not run here.
      language: null,
      delivery: "pending",
      attempts: 0,
      sent_at: null,
    });
  });

  it("sends to a residence by its crm id and records a signed-in sender", async () => {
    const residences = await server.call("/api/ac_campus/drupal/exportREST", {
      method: "POST",
      form: { route: "/api/content/residences_acquisition" },
    });
    const residence = residences.body[1];
    const sent = await server.call("/api/ac_campus/mail/sendMail", {
      method: "POST",
      user: "demo-examen",
      json: { ...mail, destinataire: residence.crm_id.value, typeContact: undefined },
    });
    expect(sent.status).toBe(200);
    const [stored] = (await server.call("/api/dev/outbox")).body as Json[];
    expect(stored).toMatchObject({
      recipient: "tolbiac@residences.hestia.test",
      user_id: "demo-examen",
    });
  });

  it("refuses missing fields, an unknown recipient and a team mail without a contact type", async () => {
    const empty = await server.call("/api/ac_campus/mail/sendMail", { method: "POST", json: {} });
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: { content: "Requis*", destinataire: "Requis*", sujet: "Requis*" } },
    });
    const unknown = await server.call("/api/ac_campus/mail/sendMail", {
      method: "POST",
      json: { ...mail, destinataire: "someone" },
    });
    expect(unknown.body).toEqual({ errors: { destinataire: "Valeur non autorisée" } });
    const noType = await server.call("/api/ac_campus/mail/sendMail", {
      method: "POST",
      json: { ...mail, typeContact: undefined },
    });
    expect(noType.body).toEqual({ errors: { typeContact: "Requis*" } });
    const badType = await server.call("/api/ac_campus/mail/sendMail", {
      method: "POST",
      json: { ...mail, typeContact: "spam" },
    });
    expect(badType.status).toBe(400);
    const tooLong = await server.call("/api/ac_campus/mail/sendMail", {
      method: "POST",
      json: { ...mail, sujet: "x".repeat(201) },
    });
    expect(tooLong.body).toEqual({ errors: { sujet: "Texte trop long" } });
    expect((await server.call("/api/dev/outbox")).body).toEqual([]);
  });
});

describe("development routes", () => {
  it("are not served without DEV_ROUTES_KEY (npm start)", async () => {
    const closed = makeServer({ env: { DEV_ROUTES_KEY: "" } });
    try {
      expect((await closed.call("/api/dev/outbox")).status).toBe(404);
      const shorten = await closed.call("/api/dev/prebooking/shorten", {
        method: "POST",
        json: { email: "nouveau@demo.hestia.test", seconds: 20 },
      });
      expect(shorten.status).toBe(404);
      expect((await closed.call("/api/dev/beds/x/take", { method: "POST" })).status).toBe(404);
    } finally {
      closed.close();
    }
  });

  it("never answer without the key, or with a wrong one", async () => {
    const anonymous = await server.call("/api/dev/outbox", { anonymous: true });
    expect(anonymous).toMatchObject({ status: 401, body: { error: "unauthorized" } });
    const wrong = await server.call("/api/dev/outbox", {
      anonymous: true,
      headers: { "x-dev-key": "test-dev-key-0123456788" },
    });
    expect(wrong.status).toBe(401);
    const take = await server.call("/api/dev/beds/x/take", { method: "POST", anonymous: true });
    expect(take.status).toBe(401);
    expect((await server.call("/api/dev/outbox")).status).toBe(200);
  });
});

describe("address autocomplete", () => {
  const search = (query: string) => server.call(`/api/ac_campus/address/search?${query}`);

  it("finds addresses ignoring case and accents", async () => {
    const { status, body } = await search("q=rue%20ecoles");
    expect(status).toBe(200);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      label: "47 rue des Écoles, 75005 Paris",
      street: "47 rue des Écoles",
      postalCode: "75005",
      city: "Paris",
      country: "FR",
    });
    expect((await search("q=69007")).body).toHaveLength(2);
  });

  it("filters by country and limits to ten results", async () => {
    expect((await search("q=rue&country=be")).body.map((address: Json) => address.city)).toEqual([
      "Bruxelles",
    ]);
    expect((await search("q=rue")).body.length).toBeLessThanOrEqual(10);
    expect((await search("q=nowhere-street")).body).toEqual([]);
  });

  it("needs at least two characters and a two-letter country", async () => {
    expect(await search("q=a")).toMatchObject({
      status: 400,
      body: { errors: { q: "Saisissez au moins 2 caractères." } },
    });
    expect((await search("")).body).toEqual({ errors: { q: "Requis*" } });
    expect((await search("q=rue&country=FRA")).status).toBe(400);
  });
});
