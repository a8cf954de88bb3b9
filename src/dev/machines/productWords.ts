/**
 * The machines page's live part in words a product owner reads, in English or French: XState's
 * own events ("xstate.init", "xstate.done.actor.wizard") become "start" or "wizard finished", the
 * app's camelCase types become words ("formChanged" → "form changed"), a machine is named by the
 * start of its description. A small local table, as the page is outside the app and has no Lingui.
 */

export type PageLanguage = "en" | "fr";

/** "formChanged", "fetchingDossierInfo" → "form changed", "fetching dossier info". */
export function inWords(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

/** An invoked actor's id, automatic ones included ("0.tunnelLoader.checking"), in words. */
const actorName = (id: string) => inWords(id.split(".").at(-1) ?? id);

export const WORDS = {
  en: {
    liveHeading: "Live actors",
    noActor: "No live actor.",
    tabOn: "Tab on",
    lastEvents: "last events",
    none: "none",
    status: { active: "running", done: "finished", stopped: "stopped", error: "failed" },
    start: "start",
    stop: "stop",
    delay: "after a delay",
    finished: (name: string) => `${name} finished`,
    failed: (name: string) => `${name} failed`,
    reachedEnd: (name: string) => `${name} reached its end`,
  },
  fr: {
    liveHeading: "Acteurs en cours",
    noActor: "Aucun acteur en cours.",
    tabOn: "Onglet sur",
    lastEvents: "derniers événements",
    none: "aucun",
    status: { active: "en cours", done: "terminé", stopped: "arrêté", error: "en échec" },
    start: "démarrage",
    stop: "arrêt",
    delay: "après un délai",
    finished: (name: string) => `${name} terminé`,
    failed: (name: string) => `${name} en échec`,
    reachedEnd: (name: string) => `${name} arrivé au bout`,
  },
} as const;

export function eventLabel(type: string, language: PageLanguage): string {
  const words = WORDS[language];
  if (type === "xstate.init") return words.start;
  if (type === "xstate.stop") return words.stop;
  if (type.startsWith("xstate.after.")) return words.delay;
  const [, kind, subject] =
    /^xstate\.(done\.actor|error\.actor|done\.state)\.(.+)$/.exec(type) ?? [];
  if (kind === "done.actor") return words.finished(actorName(subject ?? ""));
  if (kind === "error.actor") return words.failed(actorName(subject ?? ""));
  if (kind === "done.state") return words.reachedEnd(actorName(subject ?? ""));
  return inWords(type.replace(/^xstate\./, ""));
}

/** A machine's name: its description up to the first colon, semicolon or full stop. */
export function machineTitle(description: string): string {
  return description.split(/[:;.](?:\s|$)/)[0]?.trim() || description;
}
