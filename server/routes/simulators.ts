/**
 * Stand-ins for the operator's other sites the app links to: the residence ("resicamp")
 * selection check and the tenants' Client space. They only say where the user landed.
 */
import { Hono } from "hono";
import { bedById } from "../domain/prebooking.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { localeFromHeader } from "../http/messages.ts";
import { escapeHtml, layout } from "../oidc/views.ts";

export function simulatorRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  const locale = (lang: string | undefined, header: string | undefined) =>
    lang === "en" || lang === "fr" ? lang : localeFromHeader(header);

  app.get("/simulators/resicamp/check-selection", (c) => {
    const lang = locale(c.req.query("lang"), c.req.header("accept-language"));
    const bed = bedById(db, c.req.query("id_bien") ?? "");
    const title =
      lang === "fr" ? "Site de la résidence (simulation)" : "Residence site (simulation)";
    const text = bed
      ? lang === "fr"
        ? `Le logement ${escapeHtml(bed.eft_refbien)} est sélectionné sur le site de la résidence.`
        : `Flat ${escapeHtml(bed.eft_refbien)} is selected on the residence site.`
      : lang === "fr"
        ? "Aucun logement sélectionné."
        : "No flat selected.";
    return c.html(
      layout(
        lang,
        title,
        `<h1>${title}</h1><p>${text}</p><p><a href="/${lang}">${lang === "fr" ? "Revenir au site" : "Back to the site"}</a></p>`,
      ),
    );
  });

  app.get("/simulators/espace-client", (c) => {
    const lang = locale(c.req.query("lang"), c.req.header("accept-language"));
    const title = lang === "fr" ? "Espace Client (simulation)" : "Client space (simulation)";
    const text =
      lang === "fr"
        ? "L'Espace Client des locataires est un autre site de l'opérateur ; il n'est pas simulé ici."
        : "The tenants' Client space is another site of the operator; it is not simulated here.";
    return c.html(
      layout(
        lang,
        title,
        `<h1>${title}</h1><p>${text}</p><p><a href="/${lang}">${lang === "fr" ? "Revenir au site" : "Back to the site"}</a></p>`,
      ),
    );
  });

  return app;
}
