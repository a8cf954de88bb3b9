import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  extendPrebooking,
  getDossierInfo,
  saveStayInfos,
  sendDossier,
} from "../../../src/api/dossier.ts";
import { createFakeBackend, json, text } from "../api/fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the tunnel's calls", () => {
  it("posts step 1 with the duration as a string", async () => {
    const backend = createFakeBackend(() =>
      json({ status: "OK", code_promo: null, duree_du_sejour: "9" }),
    );
    await saveStayInfos({ code_promo: null, duree_du_sejour: "9" }, { client: backend.client });
    const [request] = backend.requests;
    expect(request?.method).toBe("POST");
    expect(new URL(request?.url ?? "").pathname).toBe("/api/ac_campus/dossier/setInfos");
    expect(await request?.json()).toEqual({ code_promo: null, duree_du_sejour: "9" });
  });

  it("refuses a duration outside 3 to 12 before sending it", async () => {
    const backend = createFakeBackend();
    await expect(
      saveStayInfos({ code_promo: null, duree_du_sejour: "13" }, { client: backend.client }),
    ).rejects.toThrow();
    expect(backend.requests).toHaveLength(0);
  });

  it("reads the extension's minutes and its KO marker, object or bare", async () => {
    const backend = createFakeBackend(() => json({ status: "OK", minutes: 30 }));
    await expect(extendPrebooking({ client: backend.client })).resolves.toEqual({
      status: "OK",
      minutes: 30,
    });
    backend.respondWith(() => text("KO"));
    await expect(extendPrebooking({ client: backend.client })).resolves.toBe("KO");
  });

  it("never repeats an extension or a send that failed: they change things", async () => {
    const backend = createFakeBackend(() => json({ error: "boom" }, { status: 503 }));
    await expect(extendPrebooking({ client: backend.client })).rejects.toThrow();
    expect(backend.requests).toHaveLength(1);
    await expect(sendDossier({ client: backend.client })).rejects.toThrow();
    expect(backend.requests).toHaveLength(2);
  });

  it("loads the dossier without any file", async () => {
    const backend = createFakeBackend(() =>
      json({
        id_dossier: null,
        statuscode: null,
        applicatif: { statut: 0, dossierTemporaire: null },
        crm: null,
        lot: null,
        typologie: null,
        residence: null,
        pricing: null,
        date_debut_de_bail: null,
        followup: null,
      }),
    );
    const info = await getDossierInfo({}, { client: backend.client });
    expect(info.applicatif.statut).toBe(0);
    expect(info.applicatif.resicamp).toBe(false);
  });
});
