/**
 * MSW answers for step 4's calls, as the local server gives them (docs/api.md): a per-test list
 * of stored files by section, uploads and deletes that change it, and the simulated identity
 * check deciding by file name ("recto" → front only, "verso" → back only, "passeport" →
 * passport; "expire" → a read zone past its expiry, "autre_nom" → a read zone in another name).
 * Installed by `answerDocumentCalls()` on top of `answerTunnelCalls()`.
 */
import { HttpResponse, http } from "msw";
import { beforeEach } from "vitest";
import { API, server } from "./tunnelApi.ts";
import { documentsAnswer } from "./tunnelFixtures.ts";

type Stored = { fileName: string; url: string };

export const documents = {
  sections: {} as Record<string, Stored[]>,
  contact: {} as Record<string, unknown>,
  newsletter: [] as unknown[],
};

let counter = 0;

function subTypeOf(name: string) {
  if (name.includes("passeport")) return "PASSPORT";
  if (name.includes("recto")) return "STATE_ID_RECTO";
  if (name.includes("verso")) return "STATE_ID_VERSO";
  return "STATE_ID_RECTO_VERSO";
}

/** The check of one control: its one sheet's side. */
function checkOf(name: string) {
  const subType = subTypeOf(name);
  const documentType = subType === "PASSPORT" ? "PASSPORT" : "STATE_ID";
  const reason =
    subType === "STATE_ID_RECTO"
      ? "versoManquant"
      : subType === "STATE_ID_VERSO"
        ? "rectoManquant"
        : null;
  const read = {
    surnames: "DUBOIS",
    givenNames: "CAMILLE",
    birthDate: "2006-04-12",
    expiryDate: "2025-01-31",
  };
  if (name.includes("expire")) {
    return { status: "ko", reason: "documentExpire", documentType, subTypes: [subType], read };
  }
  if (name.includes("autre_nom")) {
    return { status: "ko", reason: "nomDifferent", documentType, subTypes: [subType], read };
  }
  return reason
    ? { status: "ko", reason, documentType, subTypes: [subType] }
    : { status: "ok", documentType, subTypes: [subType] };
}

const controls = new Map<string, string>();

export const documentHandlers = [
  http.get(`${API}/dossier/getDocuments`, () =>
    HttpResponse.json(
      documentsAnswer({
        ...documents.sections,
        contact: { ...documentsAnswer().contact, ...documents.contact },
      }),
    ),
  ),
  http.post(`${API}/sharepoint/add`, async ({ request }) => {
    const body = (await request.json()) as Record<string, { file: string }[]>;
    const answer: Record<string, Stored[]> = {};
    for (const [section, files] of Object.entries(body)) {
      answer[section] = files.map((item) => {
        counter += 1;
        const stored = { fileName: item.file, url: `${API}/sharepoint/files/${counter}` };
        documents.sections[section] = [...(documents.sections[section] ?? []), stored];
        return stored;
      });
    }
    return HttpResponse.json(answer);
  }),
  http.post(`${API}/sharepoint/delete`, async ({ request }) => {
    const body = (await request.json()) as Record<string, { url: string }[]>;
    for (const [section, files] of Object.entries(body))
      documents.sections[section] = (documents.sections[section] ?? []).filter(
        (stored) => !files.some((item) => item.url === stored.url),
      );
    return HttpResponse.json({ status: "ok", deleted: 1 });
  }),
  http.post(`${API}/vialink/checkFileType`, async ({ request }) => {
    const name = String((await request.formData()).get("filename"));
    counter += 1;
    const controlId = `c-${counter}`;
    controls.set(controlId, name);
    return HttpResponse.json({
      controlId,
      documentId: `d-${counter}`,
      documentTypeAllowed: !name.includes("bulletin"),
      documentType: "STATE_ID",
      documentSubType: subTypeOf(name),
    });
  }),
  http.post(`${API}/vialink/addSheetDocument`, () =>
    HttpResponse.json({ sheetId: `s-${counter}`, subTypes: [] }),
  ),
  http.post(`${API}/vialink/submitControl`, () => HttpResponse.json({ status: "PENDING" })),
  http.post(`${API}/vialink/getControl`, () => HttpResponse.json({ status: "DONE" })),
  http.post(`${API}/vialink/checkDocument`, ({ request }) => {
    const controlId = new URL(request.url).searchParams.get("controlId") ?? "";
    return HttpResponse.json(checkOf(controls.get(controlId) ?? ""));
  }),
  http.post(`${API}/vialink/deleteSheetDocument`, () => HttpResponse.json({ status: "ok" })),
  http.post(`${API}/vialink/deleteControl`, () => HttpResponse.json({ status: "ok" })),
  http.post(`${API}/dossier/saveNewsletter`, async ({ request }) => {
    documents.newsletter.push(await request.json());
    return HttpResponse.json({ status: "OK" });
  }),
  http.post(`${API}/dossier/setNewsletterPref`, async ({ request }) => {
    documents.newsletter.push(await request.json());
    return HttpResponse.json({ status: "OK" });
  }),
];

/** Each test starts with one stored passport in the identity section. */
export function answerDocumentCalls() {
  beforeEach(() => {
    documents.sections = {
      identity: [{ fileName: "passeport.pdf", url: `${API}/sharepoint/files/0` }],
    };
    documents.contact = {};
    documents.newsletter = [];
    controls.clear();
    server.use(...documentHandlers);
  });
}
