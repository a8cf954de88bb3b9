import type { Plugin } from "vite";

const SYSTEM_MODULE = "@chakra-ui/react/dist/esm/styled-system/system.js";
const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const EXPORTED = "    _global,\n";

/**
 * Chakra's createSystem turns every design token into global CSS as soon as the system is
 * built (about a third of the build, tens of milliseconds on a phone). A page rendered on the
 * server already has that CSS in its <head> and never reads it (see
 * src/startup/systemWithoutGlobalStyles.ts). This build-time patch makes `_global` a getter
 * computed on first read, with the same value; the build fails if Chakra's code no longer has
 * the expected shape, so an upgrade cannot silently drop it. Chakra is pinned (~3.37.0), see
 * docs/decisions/0004 and scripts/build-patches/README.md.
 */
export function chakraLazyGlobalCss(): Plugin {
  return {
    name: "hestia:chakra-lazy-global-css",
    enforce: "pre",
    transform(code, id) {
      if (!id.replaceAll("\\", "/").endsWith(SYSTEM_MODULE)) return null;
      if (!code.includes(EAGER) || !code.includes(EXPORTED)) {
        this.error(
          `${SYSTEM_MODULE} changed shape: review scripts/build-patches/chakraLazyGlobalCss.ts`,
        );
      }
      return code
        .replace(EAGER, "let _globalCss;")
        .replace(
          EXPORTED,
          "    get _global() {\n      return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n",
        );
    },
  };
}
