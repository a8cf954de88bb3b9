import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineCall } from "../../../src/api/call.ts";
import {
  genericErrorMessage,
  invalidValuesMessage,
  readErrorBody,
  readErrorStatus,
  tooManyAttemptsMessage,
  toUserError,
  type UserError,
} from "../../../src/api/errors.ts";
import { failureOf, json, networkDrop, neverAnswer, type Responder, text } from "./fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const save = defineCall({
  method: "POST",
  path: "/api/ac_campus/dossier/setInfos",
  answer: v.object({ ok: v.literal(true) }),
});

/** The error the app's real client raises when the backend answers this way. */
const failureFrom = (responder: Responder) => failureOf(save, responder);

async function userErrorFrom(responder: Responder): Promise<UserError> {
  return toUserError(await failureFrom(responder));
}

const generic: UserError = { kind: "generic", message: genericErrorMessage, retryable: true };

describe("the generic error", () => {
  it("covers an internal server error (500)", async () => {
    expect(
      await userErrorFrom(() => json({ error: "NullPointerException" }, { status: 500 })),
    ).toEqual(generic);
  });

  it("covers other server faults (502 from a proxy)", async () => {
    expect(await userErrorFrom(() => text("<html>Bad gateway</html>", { status: 502 }))).toEqual(
      generic,
    );
  });

  it("covers a dropped connection", async () => {
    expect(await userErrorFrom(networkDrop)).toEqual(generic);
  });

  it("covers a timeout", async () => {
    expect(await userErrorFrom(neverAnswer)).toEqual(generic);
  });

  it("covers a malformed answer (contract error)", async () => {
    expect(await userErrorFrom(() => json({ ok: "yes" }))).toEqual(generic);
  });

  it("covers a program error, without showing its message", () => {
    expect(toUserError(new TypeError("cannot read properties of undefined"))).toEqual(generic);
  });

  it("covers a client error that carries no text (409 with an empty body)", async () => {
    expect(await userErrorFrom(() => new Response(null, { status: 409 }))).toEqual(generic);
  });

  it("carries the spec's French text", () => {
    expect(genericErrorMessage.message).toBe(
      "Une erreur est survenue lors de la requête, veuillez réessayer plus tard",
    );
  });
});

describe("too many attempts (429)", () => {
  it("says to try again in the minutes of Retry-After", async () => {
    const error = await userErrorFrom(() =>
      json({ error: "tropDeTentatives" }, { status: 429, headers: { "retry-after": "601" } }),
    );
    expect(error).toEqual({ kind: "message", message: tooManyAttemptsMessage(11) });
    expect(tooManyAttemptsMessage(11).values).toEqual({ minutes: 11 });
  });

  it("reads the body's retryAfter without the header, and says 'a few minutes' without either", async () => {
    expect(
      await userErrorFrom(() => json({ error: "x", retryAfter: 60 }, { status: 429 })),
    ).toEqual({ kind: "message", message: tooManyAttemptsMessage(1) });
    expect(await userErrorFrom(() => text("", { status: 429 }))).toEqual({
      kind: "message",
      message: tooManyAttemptsMessage(undefined),
    });
  });
});

describe("bad request (400)", () => {
  it("shows the body's error as is", async () => {
    expect(
      await userErrorFrom(() => json({ error: "Le code promo n'existe pas" }, { status: 400 })),
    ).toEqual({ kind: "message", message: "Le code promo n'existe pas" });
  });

  it("shows a plain-text body as is", async () => {
    expect(await userErrorFrom(() => text("Date d'arrivée dépassée", { status: 400 }))).toEqual({
      kind: "message",
      message: "Date d'arrivée dépassée",
    });
  });

  it("falls back to 'Les valeurs saisies sont incorrectes.' without a body", async () => {
    const error = await userErrorFrom(() => new Response(null, { status: 400 }));
    expect(error).toEqual({ kind: "message", message: invalidValuesMessage });
    expect(invalidValuesMessage.message).toBe("Les valeurs saisies sont incorrectes.");
  });

  it("falls back to the same text when the body is an HTML page", async () => {
    expect(await userErrorFrom(() => text("<html>400</html>", { status: 400 }))).toEqual({
      kind: "message",
      message: invalidValuesMessage,
    });
  });

  it("joins an array of errors with ' et '", async () => {
    expect(
      await userErrorFrom(() =>
        json({ error: ["Date incorrecte", "Durée incorrecte"] }, { status: 400 }),
      ),
    ).toEqual({ kind: "message", message: "Date incorrecte et Durée incorrecte" });
  });
});

describe("server field errors", () => {
  it("maps `{ errors: { field: message } }`", async () => {
    expect(
      await userErrorFrom(() =>
        json({ errors: { email: "Adresse inconnue", phone: "Numéro invalide" } }, { status: 400 }),
      ),
    ).toEqual({ kind: "fields", fields: { email: "Adresse inconnue", phone: "Numéro invalide" } });
  });

  it("maps a list of `{ field | key, defaultMessage }`", async () => {
    expect(
      await userErrorFrom(() =>
        json(
          [
            { field: "firstname", defaultMessage: "Format incorrect*" },
            { key: "emailaddress1", defaultMessage: "Adresse temporaire refusée" },
          ],
          { status: 422 },
        ),
      ),
    ).toEqual({
      kind: "fields",
      fields: { firstname: "Format incorrect*", emailaddress1: "Adresse temporaire refusée" },
    });
  });

  it("maps `{ errors: [...] }` lists too", async () => {
    expect(
      await userErrorFrom(() =>
        json({ errors: [{ field: "date", message: "Date incorrecte*" }] }, { status: 400 }),
      ),
    ).toEqual({ kind: "fields", fields: { date: "Date incorrecte*" } });
  });
});

describe("plain strings and arrays", () => {
  it("shows a rejected plain string as is", () => {
    expect(toUserError("Erreur lors du management du dossier")).toEqual({
      kind: "message",
      message: "Erreur lors du management du dossier",
    });
  });

  it("shows a plain-text error answer of another status as is", async () => {
    expect(await userErrorFrom(() => text("Réservation déjà existante", { status: 409 }))).toEqual({
      kind: "message",
      message: "Réservation déjà existante",
    });
  });

  it("joins a rejected array with ' et '", () => {
    expect(toUserError(["a", "b", "c"])).toEqual({ kind: "message", message: "a et b et c" });
  });

  it("joins an array answer of mixed strings and messages", async () => {
    expect(
      await userErrorFrom(() =>
        json(["Pièce manquante", { message: "RIB absent" }], { status: 400 }),
      ),
    ).toEqual({ kind: "message", message: "Pièce manquante et RIB absent" });
  });
});

describe("gender incompatibility", () => {
  it("is recognised in a bad request's error", async () => {
    expect(
      await userErrorFrom(() => json({ error: "colocationIncorrecte" }, { status: 400 })),
    ).toEqual({ kind: "genderIncompatibility" });
  });

  it("is recognised anywhere in the body, whatever the status", async () => {
    expect(
      await userErrorFrom(() =>
        json({ content: { errorType: "colocationIncorrecte" } }, { status: 500 }),
      ),
    ).toEqual({ kind: "genderIncompatibility" });
  });

  it("is recognised in a rejected string", () => {
    expect(toUserError("colocationIncorrecte")).toEqual({ kind: "genderIncompatibility" });
  });
});

describe("access", () => {
  it("401 means the user must sign in again", async () => {
    expect(await userErrorFrom(() => new Response(null, { status: 401 }))).toEqual({
      kind: "unauthenticated",
    });
  });

  it("403 carries the server's message when there is one", async () => {
    expect(
      await userErrorFrom(() =>
        json({ error: "Vous n'avez pas le droit de supprimer ce fichier" }, { status: 403 }),
      ),
    ).toEqual({ kind: "forbidden", message: "Vous n'avez pas le droit de supprimer ce fichier" });
    expect(await userErrorFrom(() => new Response(null, { status: 403 }))).toEqual({
      kind: "forbidden",
    });
  });

  it("404 means not found", async () => {
    expect(await userErrorFrom(() => json({ error: "Alerte inconnue" }, { status: 404 }))).toEqual({
      kind: "notFound",
    });
  });
});

describe("cancellation", () => {
  it("an aborted request shows nothing", () => {
    expect(toUserError(new DOMException("The operation was aborted.", "AbortError"))).toEqual({
      kind: "cancelled",
    });
  });
});

describe("reading the raw failure", () => {
  it("gives features the server's body and status for their own codes", async () => {
    const error = await failureFrom(() =>
      json({ content: { errorType: "DQE" }, defaultMessage: "Adresse invalide" }, { status: 400 }),
    );
    expect(readErrorStatus(error)).toBe(400);
    expect(readErrorBody(error)).toEqual({
      content: { errorType: "DQE" },
      defaultMessage: "Adresse invalide",
    });
    expect(readErrorBody(new Error("x"))).toBeUndefined();
    expect(readErrorStatus("x")).toBeUndefined();
  });
});
