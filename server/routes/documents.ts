/** Step 4 and step-5 proofs: upload, delete, download and list documents; newsletter radios. */
import { readFileSync } from "node:fs";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { contactStatusOf, GUARANTEE } from "../domain/codes.ts";
import {
  decodeBase64,
  deleteDocument,
  documentById,
  documentIdFromUrl,
  documentUrl,
  FOLLOW_UP_SECTIONS,
  filesBySection,
  type IncomingFile,
  SECTIONS,
  sanitizeFileName,
  storeDocument,
  type UploadProblem,
  uploadRefusal,
} from "../domain/documents.ts";
import {
  currentDossier,
  type DossierRow,
  isEditable,
  STATUS,
  updateDossier,
} from "../domain/dossiers.ts";
import { storedGuarantors } from "../domain/guarantors.ts";
import { isMinor, storedProfile } from "../domain/profile.ts";
import { findUserById, touch } from "../domain/users.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { ApiError, badRequest, forbidden, notFound } from "../http/errors.ts";
import { limitBy } from "../http/rateLimits.ts";
import { body } from "../http/validate.ts";

const problemCodes: Record<UploadProblem, string> = {
  extension: "extensionNonAutorisee",
  type: "typeNonConforme",
  tooBig: "fichierTropVolumineux",
  exists: "fichierExistant",
  unique: "fichierUnique",
  empty: "fichierVide",
  sectionFull: "rubriquePleine",
  applicationFull: "quotaDossierAtteint",
};

const fileList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, "format"), v.minLength(1, "required"), v.maxLength(10, "tooLong"));
const uploadSchema = v.record(
  v.picklist(SECTIONS, "choice"),
  fileList(
    v.object({
      file: v.pipe(v.string("required"), v.nonEmpty("required"), v.maxLength(200, "tooLong")),
      encodedFile: v.pipe(v.string("required"), v.nonEmpty("required")),
    }),
  ),
);
const referenceSchema = v.object({
  file: v.optional(v.string()),
  url: v.pipe(v.string("required"), v.nonEmpty("required")),
});
const radio = v.optional(
  v.nullable(v.union([v.boolean(), v.picklist(["oui", "non", "true", "false"])], "choice")),
  null,
);

/** Steps 2–4 documents while the file is editable; payment proofs once the file is accepted. */
function assertCanChange(
  dossier: DossierRow | undefined,
  section: string,
): asserts dossier is DossierRow {
  if (!dossier) throw badRequest("dossierPasEnCreation");
  const followUp = (FOLLOW_UP_SECTIONS as readonly string[]).includes(section);
  if (followUp ? dossier.statuscode !== STATUS.accepted : !isEditable(dossier)) {
    throw badRequest(followUp ? "statutIncorrect" : "dossierPasEnCreation");
  }
}

function toFlag(value: boolean | string | null): number | null {
  if (value === null) return null;
  return value === true || value === "oui" || value === "true" ? 1 : 0;
}

export function documentRoutes(deps: Deps) {
  const { db, config, now } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  const upload = async (c: Context<AppEnv>) => {
    const input = await body(c, uploadSchema);
    const userId = c.get("userId");
    const dossier = currentDossier(db, userId);
    const files: IncomingFile[] = [];
    for (const [section, items] of Object.entries(input)) {
      assertCanChange(dossier, section);
      for (const item of items ?? []) {
        files.push({
          section,
          name: sanitizeFileName(item.file),
          bytes: decodeBase64(item.encodedFile),
        });
      }
    }
    if (!dossier) throw badRequest("dossierPasEnCreation");
    const refusal = await uploadRefusal(db, dossier.id, files);
    if (refusal) {
      const { file, problem } = refusal;
      throw new ApiError(400, {
        error: problemCodes[problem],
        section: file.section,
        file: file.name,
      });
    }
    const answer: Record<string, { fileName: string; url: string }[]> = {};
    for (const file of files) {
      const stored = storeDocument(db, config.dataDir, {
        dossierId: dossier.id,
        userId,
        ...file,
        now: now(),
      });
      answer[file.section] ??= [];
      answer[file.section]?.push({ fileName: stored.file_name, url: documentUrl(stored.id) });
    }
    return c.json(answer);
  };
  const limited = limitBy<AppEnv>(deps.rateLimiters.uploadsPerAccount, (c) => c.get("userId"));
  app.post("/api/ac_campus/sharepoint/add", auth, limited, upload);
  app.post("/api/ac_residence/sharepoint/addDocument", auth, limited, upload);

  const owned = (c: Context<AppEnv>, url: string) => {
    const id = documentIdFromUrl(url);
    const document = id ? documentById(db, id) : undefined;
    if (!document) throw notFound();
    if (document.user_id !== c.get("userId")) throw forbidden();
    return document;
  };

  app.post("/api/ac_campus/sharepoint/delete", auth, async (c) => {
    const input = await body(
      c,
      v.record(v.picklist(SECTIONS, "choice"), fileList(referenceSchema)),
    );
    const dossier = currentDossier(db, c.get("userId"));
    let deleted = 0;
    for (const [section, files] of Object.entries(input)) {
      for (const item of files ?? []) {
        const document = owned(c, item.url);
        if (document.section !== section) throw notFound();
        assertCanChange(dossier, section);
        deleteDocument(db, document);
        deleted += 1;
      }
    }
    return c.json({ status: "ok", deleted });
  });

  const send = (c: Context<AppEnv>, url: string) => {
    const document = owned(c, url);
    return c.body(new Uint8Array(readFileSync(document.path)), 200, {
      "content-type": document.mime,
      "content-disposition": `attachment; filename="${document.file_name}"`,
    });
  };
  app.post("/api/ac_campus/sharepoint/download", auth, async (c) =>
    send(c, (await body(c, referenceSchema)).url),
  );
  app.get("/api/ac_campus/sharepoint/files/:id", auth, (c) =>
    send(c, documentUrl(c.req.param("id"))),
  );

  app.get("/api/ac_campus/dossier/getDocuments", auth, (c) => {
    const user = findUserById(db, c.get("userId"));
    const dossier = currentDossier(db, c.get("userId"));
    const profile = storedProfile(dossier);
    const guarantors = storedGuarantors(dossier);
    const flag = (value: number | null | undefined) =>
      value === null || value === undefined ? null : value === 1;
    return c.json({
      ...filesBySection(db, dossier?.id ?? null),
      contact: {
        situationActuelle: contactStatusOf(profile.eft_situation_actuelle),
        isBoursier: guarantors.isBoursier,
        revenusComplementaires: (profile.eft_autres_revenus ?? 0) > 0,
        eft_prospect_etudiant_mineur: isMinor(profile.birthdate ?? user?.birthdate, now()),
        eft_garant: guarantors.guarantor !== null,
        eft_garant_2: guarantors.guarantor2 !== null,
        moral_guarantor:
          guarantors.guarantees === GUARANTEE.garantme
            ? "garantme"
            : guarantors.guarantees === GUARANTEE.visale
              ? "visale"
              : null,
        newsletter: flag(dossier?.newsletter),
        newsletterGroup: flag(dossier?.newsletter_group),
      },
      eft_name: dossier?.reference ?? null,
    });
  });

  const saveRadio = (key: "newsletter" | "newsletterGroup") => async (c: Context<AppEnv>) => {
    const input = await body(c, v.object({ [key]: radio, value: radio }));
    const value = toFlag((input[key] ?? input.value ?? null) as boolean | string | null);
    const dossier = currentDossier(db, c.get("userId"));
    if (!dossier) throw badRequest("dossierPasEnCreation");
    updateDossier(
      db,
      dossier.id,
      key === "newsletter" ? { newsletter: value } : { newsletter_group: value },
      now(),
    );
    if (value !== null)
      touch(
        db,
        c.get("userId"),
        now(),
        key === "newsletter" ? "has_accepted_email" : "has_accepted_email_group",
        value,
      );
    return c.json({ status: "OK", [key]: value === null ? null : value === 1 });
  };
  app.post("/api/ac_campus/dossier/saveNewsletter", auth, saveRadio("newsletter"));
  app.post("/api/ac_campus/dossier/setNewsletterPref", auth, saveRadio("newsletterGroup"));

  return app;
}
