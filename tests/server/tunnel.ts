/** Shared steps of the tunnel tests: hold a lot, fill the profile, upload small real files. */
import type { Json, TestServer } from "./helpers.ts";

export const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n").toString(
  "base64",
);
export const GIF = "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** Pre-books the first free studio of Hestia Montsouris for `user`; answers the file id. */
export async function holdStudio(server: TestServer, user: string): Promise<string> {
  const { body } = await server.call(
    "/fr/api/content/typologies/residence-etudiante-paris-montsouris/studio",
  );
  const bed = body.beds[0];
  const created = await server.call("/api/ac_campus/dossierTemporaire/creer", {
    method: "POST",
    user,
    json: {
      id_residence: body.residence.crm_id,
      type_typologie: body.crm_id,
      id_bien: bed.id_bien,
      date_arrivee: bed.availableFrom,
      resicamp: false,
    },
  });
  return created.body.id_dossier;
}

export function studentProfile(id_dossier: string, overrides: Json = {}): Json {
  return {
    id_dossier,
    eft_civilite: 221310001,
    birthdate: "2006-04-12",
    firstname: "Léa",
    lastname: "Martin",
    eft_nationalite: "1",
    eft_pays_optionset: 1,
    address2_line1: "10 rue de Rivoli",
    address2_line2: "",
    address2_postalcode: "75004",
    address2_city: "Paris",
    eft_situation_actuelle: 221310000,
    eft_type_etablissement: 5,
    eft_nom_etablissement: "Université Paris Cité",
    eft_source: 3,
    ...overrides,
  };
}

export function upload(
  server: TestServer,
  user: string,
  section: string,
  file: string,
  encodedFile: string,
) {
  return server.call("/api/ac_campus/sharepoint/add", {
    method: "POST",
    user,
    json: { [section]: [{ file, encodedFile }] },
  });
}

/** The seed's "today" (tests/server/helpers.ts SEED_TIME) as the API writes dates. */
export const TODAY = "2026-11-22";

/**
 * The tunnel calls the booking tests make, bound to the test's current server (read through
 * `currentServer`, since each test starts a fresh one).
 */
export function tunnelCalls(currentServer: () => TestServer) {
  /** A free lot of a flat type, with the ids the tunnel sends. */
  const lot = async (residence: string, typology: string, index = 0) => {
    const { body } = await currentServer().call(
      `/fr/api/content/typologies/${residence}/${typology}`,
    );
    const bed = body.beds[index];
    return {
      id_residence: body.residence.crm_id,
      type_typologie: body.crm_id,
      id_bien: bed.id_bien,
      date_arrivee: bed.availableFrom < TODAY ? TODAY : bed.availableFrom,
    };
  };
  const post = (user: string, json: unknown = {}) => ({ method: "POST", user, json });
  return {
    lot,
    studio: (index = 0) => lot("residence-etudiante-paris-montsouris", "studio", index),
    post,
    creer: (user: string, payload: Json) =>
      currentServer().call("/api/ac_campus/dossierTemporaire/creer", post(user, payload)),
    infos: async (user: string) =>
      (await currentServer().call("/api/ac_campus/dossier/getInfos", post(user))).body,
    get: (user: string, name: string) =>
      currentServer().call(`/api/ac_campus/dossier/${name}`, { user }),
    bedStatus: (id: string) =>
      (
        currentServer().db.prepare("SELECT status FROM beds WHERE id_bien = ?").get(id) as {
          status: string;
        }
      ).status,
  };
}
