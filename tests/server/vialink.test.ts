import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { all } from "../../server/db.ts";
import { makeServer, type TestServer } from "./helpers.ts";
import { GIF, PDF, PNG } from "./tunnel.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer({ env: { ANALYSIS_DELAY_MS: "3000" } });
});
afterEach(() => server.close());

const user = "demo-nouveau";
const form = (fields: Record<string, string>) => ({ method: "POST", user, form: fields });
const call = (name: string, query: string, fields?: Record<string, string>) =>
  server.call(
    `/api/ac_campus/vialink/${name}?${query}`,
    fields ? form(fields) : { method: "POST", user },
  );

async function verify(section: string, files: [string, string][]) {
  const first = files[0] ?? ["", ""];
  const type = await server.call(
    "/api/ac_campus/vialink/checkFileType",
    form({ filename: first[0], encodedFile: first[1], section }),
  );
  const { controlId, documentId } = type.body;
  for (const [filename, encodedFile] of files) {
    await call("addSheetDocument", `controlId=${controlId}&documentId=${documentId}`, {
      filename,
      encodedFile,
    });
  }
  return { type: type.body, controlId, documentId };
}

describe("document verification", () => {
  it("recognises a two-sided ID card and accepts it once both sides are in and the analysis is done", async () => {
    const { type, controlId } = await verify("identity", [
      ["CNI recto.png", PNG],
      ["CNI verso.png", PNG],
    ]);
    expect(type).toMatchObject({
      documentTypeAllowed: true,
      documentType: "STATE_ID",
      documentSubType: "STATE_ID_RECTO",
    });
    expect((await call("submitControl", `controlId=${controlId}`)).body).toEqual({
      status: "PENDING",
    });
    expect((await call("getControl", `controlId=${controlId}`)).body).toEqual({
      status: "PENDING",
    });
    expect((await call("checkDocument", `controlId=${controlId}`)).body).toEqual({
      status: "ko",
      reason: "analyseEnCours",
    });
    server.advance(3000);
    expect((await call("getControl", `controlId=${controlId}`)).body).toEqual({ status: "DONE" });
    expect((await call("checkDocument", `controlId=${controlId}`)).body).toMatchObject({
      status: "ok",
      documentType: "STATE_ID",
      subTypes: ["STATE_ID_RECTO", "STATE_ID_VERSO"],
    });
  });

  it("flags a missing back, a passport needs one page, and payslips are not identity documents", async () => {
    const front = await verify("identity", [["carte recto.pdf", PDF]]);
    await call("submitControl", `controlId=${front.controlId}`);
    server.advance(3000);
    expect((await call("checkDocument", `controlId=${front.controlId}`)).body).toMatchObject({
      status: "ko",
      reason: "versoManquant",
    });
    const passport = await verify("legalResponsible", [["passeport.png", PNG]]);
    expect(passport.type.documentType).toBe("PASSPORT");
    const payslip = await verify("identity", [["bulletin de salaire.pdf", PDF]]);
    expect(payslip.type).toMatchObject({ documentType: "PAYSLIP", documentTypeAllowed: false });
    const elsewhere = await verify("status", [["carte.pdf", PDF]]);
    expect(elsewhere.type.documentTypeAllowed).toBe(false);
  });

  it("ends in ERROR for an unreadable scan", async () => {
    const { controlId } = await verify("identity", [["scan flou.png", PNG]]);
    await call("submitControl", `controlId=${controlId}`);
    server.advance(3000);
    expect((await call("getControl", `controlId=${controlId}`)).body).toEqual({ status: "ERROR" });
    expect((await call("checkDocument", `controlId=${controlId}`)).body).toEqual({
      status: "ko",
      reason: "erreurAnalyse",
    });
  });

  it("refuses GIF, mismatched content and empty controls", async () => {
    expect(
      (
        await server.call(
          "/api/ac_campus/vialink/checkFileType",
          form({ filename: "carte.gif", encodedFile: GIF, section: "identity" }),
        )
      ).body.error,
    ).toBe("typeNonConforme");
    expect(
      (
        await server.call(
          "/api/ac_campus/vialink/checkFileType",
          form({ filename: "carte.pdf", encodedFile: PNG, section: "identity" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call(
          "/api/ac_campus/vialink/checkFileType",
          form({ filename: "carte.pdf", encodedFile: PDF }),
        )
      ).body,
    ).toEqual({ error: "sectionInconnue" });
    const type = await server.call(
      "/api/ac_campus/vialink/checkFileType",
      form({ filename: "carte.pdf", encodedFile: PDF, section: "identity" }),
    );
    expect((await call("submitControl", `controlId=${type.body.controlId}`)).body).toEqual({
      error: "aucunFichier",
    });
  });

  it("deletes sheets and controls, only for their owner", async () => {
    const { controlId, documentId } = await verify("identity", [["recto.png", PNG]]);
    const control = await call("checkDocument", `controlId=${controlId}`);
    expect(control.status).toBe(200);
    const stranger = await server.call(`/api/ac_campus/vialink/getControl?controlId=${controlId}`, {
      method: "POST",
      user: "demo-examen",
    });
    expect(stranger).toMatchObject({ status: 403, body: { error: "droits" } });
    const added = await call(
      "addSheetDocument",
      `controlId=${controlId}&documentId=${documentId}`,
      { filename: "verso.png", encodedFile: PNG },
    );
    expect(
      (
        await call(
          "deleteSheetDocument",
          `controlId=${controlId}&documentId=${documentId}&sheetId=${added.body.sheetId}`,
        )
      ).body,
    ).toEqual({ status: "ok" });
    expect(
      (
        await call(
          "deleteSheetDocument",
          `controlId=${controlId}&documentId=${documentId}&sheetId=${added.body.sheetId}`,
        )
      ).status,
    ).toBe(404);
    expect((await call("deleteControl", `controlId=${controlId}`)).body).toEqual({ status: "ok" });
    expect((await call("getControl", `controlId=${controlId}`)).status).toBe(404);
  });

  it("refuses a section that is not one of the file's sections (400 sectionInconnue), before any control exists", async () => {
    for (const section of ["", "passwords", "identity\u0000", "__proto__", "IDENTITY"]) {
      const refused = await server.call(
        "/api/ac_campus/vialink/checkFileType",
        form({ filename: "CNI recto.png", encodedFile: PNG, section }),
      );
      expect(refused, section).toMatchObject({ status: 400, body: { error: "sectionInconnue" } });
    }
    expect(all(server.db, "SELECT id FROM document_controls")).toEqual([]);
  });
});
