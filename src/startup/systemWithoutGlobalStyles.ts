import type { SystemContext } from "@chakra-ui/react";
import { getSystem } from "../app/theme/system.ts";

let withoutGlobals: SystemContext | undefined;

/**
 * The same system for a page whose <head> already holds its global styles (server rendering):
 * ChakraProvider then leaves them where they are. Otherwise it would serialize and hash them
 * again while hydrating and move their <style> tags, which restyles the whole page once more.
 * The provider is the only reader of `_global` and `_config`.
 */
export function getSystemWithoutGlobalStyles(): SystemContext {
  // Copied by descriptors, not spread: the build makes `_global` a getter that computes the
  // global CSS on first read (scripts/build-patches/chakraLazyGlobalCss.ts), and this copy
  // never reads it.
  const system = getSystem();
  withoutGlobals ??= Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(system),
      _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
      _global: { value: [], enumerable: true },
    },
  ) as SystemContext;
  return withoutGlobals;
}
