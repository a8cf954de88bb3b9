import { now } from "../time/now.ts";
import { pushToDataLayer } from "./dataLayer.ts";

/**
 * The tag manager (spec public 7: "two tracking IDs and a tag manager site are used"). Its
 * container decides which trackers and pixels run; the app only loads it, and only when an id
 * is configured (`VITE_GTM_ID`, e.g. "GTM-ABC1234"). Without one, no third-party script is
 * loaded: the data layer fills up and nobody reads it. Whether the container may run before the
 * visitor consents is the operator's decision; call `loadTagManager` accordingly.
 */

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
const SCRIPT_ELEMENT_ID = "gtm-script";
const CONTAINER_URL = "https://www.googletagmanager.com/gtm.js";

type ScriptUrlPolicy = { createScriptURL(input: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
};
let containerUrlPolicy: ScriptUrlPolicy | undefined;

/**
 * The container's address, through the Trusted Types policy `hestia-tag-manager` where the
 * browser has one (the page requires it): only the tag manager's script with a valid id passes.
 */
export function trustedContainerUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  containerUrlPolicy ??= factory.createPolicy("hestia-tag-manager", {
    createScriptURL(input) {
      const parsed = new URL(input);
      const id = parsed.searchParams.get("id") ?? "";
      if (`${parsed.origin}${parsed.pathname}` !== CONTAINER_URL || !GTM_ID_PATTERN.test(id)) {
        throw new TypeError(`hestia-tag-manager refuses ${input}`);
      }
      return parsed.href;
    },
  });
  // A TrustedScriptURL is what `script.src` takes when Trusted Types are required.
  return containerUrlPolicy.createScriptURL(url) as string;
}

/** The configured container id, if it looks like one (so nothing else ends up in a URL). */
export function configuredTagManagerId(
  value: unknown = import.meta.env?.VITE_GTM_ID,
): string | undefined {
  return typeof value === "string" && GTM_ID_PATTERN.test(value.trim()) ? value.trim() : undefined;
}

/**
 * Injects the container's script once per page (a second call finds it and does nothing),
 * after the `gtm.js` start entry the container expects. Returns whether the script is there.
 */
export function loadTagManager(id: string | undefined = configuredTagManagerId()): boolean {
  if (id === undefined || !GTM_ID_PATTERN.test(id) || typeof document === "undefined") {
    return false;
  }
  if (document.getElementById(SCRIPT_ELEMENT_ID)) return true;
  pushToDataLayer({ "gtm.start": now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = SCRIPT_ELEMENT_ID;
  script.async = true;
  script.src = trustedContainerUrl(`${CONTAINER_URL}?id=${encodeURIComponent(id)}`);
  document.head.append(script);
  return true;
}
