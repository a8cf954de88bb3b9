/**
 * Server side of the start-up (used by server/ssr.ts on the built index.html): the page's
 * scripts are requested after its first paint, their preload hints a few per task, and the
 * early-interaction recorder runs ahead of them.
 */
import { earlyInteractionScript } from "./earlyInteraction.ts";

const PRELOADS_PER_TASK = 15;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The loader's `script.src`, through the Trusted Types policy `hestia-script-url` where the
 * browser has one: only a script of this origin under /assets/ (the app's own build) passes.
 * Written as a script, since it runs inline before any of the app's modules.
 */
export const trustedEntryUrlScript = `function trustedEntryUrl(url){const tt=globalThis.trustedTypes;if(!tt)return url;return tt.createPolicy("hestia-script-url",{createScriptURL(input){const parsed=new URL(input,location.href);if(parsed.origin!==location.origin||!parsed.pathname.startsWith("/assets/"))throw new TypeError("hestia-script-url refuses "+input);return parsed.href}}).createScriptURL(url)}`;

/**
 * A rendered page paints its content first and asks for the app's scripts just after: the
 * scripts (and their preloads) leave <head> for a loader at the end of <body> that starts them
 * once the browser has painted. On a phone's network, the text no longer waits behind them.
 */
export function loadScriptsAfterFirstPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // The hints go in by small batches, one task each: some sixty links at once held a phone's
  // main thread for a long task of its own. The app starts from a script element the loader
  // adds, not from `import()`: the page's policy allows the loader by its hash, and under
  // 'strict-dynamic' only elements a trusted script creates inherit its trust (an `import()`
  // of an inline script allowed by hash is refused).
  const loader = `<script type="module">${trustedEntryUrlScript};requestAnimationFrame(()=>setTimeout(function hint(hrefs){const hints=document.createDocumentFragment();for(const href of hrefs.slice(0,${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;hints.append(link)}document.head.append(hints);if(hrefs.length>${PRELOADS_PER_TASK})setTimeout(hint,0,hrefs.slice(${PRELOADS_PER_TASK}));else{const app=document.createElement("script");app.type="module";app.crossOrigin="";app.src=trustedEntryUrl(${JSON.stringify(entry)});document.head.append(app)}},0,${JSON.stringify(preloads)}))</script>`;
  return template
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace('<div id="root">', () => `<script>${earlyInteractionScript}</script><div id="root">`)
    .replace("</body>", () => `${loader}</body>`);
}
