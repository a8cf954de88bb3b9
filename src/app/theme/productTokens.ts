import { semanticTokens, tokens } from "@chakra-ui/react/theme";

/**
 * The preset's palettes the product's components and recipes use (gray by default, red for
 * errors, orange for warnings, green for success, blue for information). The others only made
 * every page carry their CSS variables and the browser build them at start-up.
 */
const usedPalettes = ["gray", "red", "orange", "green", "blue"] as const;
const presetPalettes = ["yellow", "teal", "purple", "pink", "cyan", ...usedPalettes] as const;

type TokenTree = { [key: string]: unknown };

function withoutUnusedPalettes<Tree extends TokenTree>(colors: Tree): Tree {
  const kept: TokenTree = {};
  for (const [name, value] of Object.entries(colors)) {
    const isPalette = (presetPalettes as readonly string[]).includes(name);
    if (!isPalette || (usedPalettes as readonly string[]).includes(name)) kept[name] = value;
  }
  return kept as Tree;
}

/**
 * The site has no dark mode: a semantic token keeps its light value only (`_light` becomes
 * its base value), so no dark variant of every variable is built or sent.
 */
function lightOnly<Tree>(tree: Tree): Tree {
  if (typeof tree !== "object" || tree === null) return tree;
  if ("value" in tree) {
    const value = tree.value;
    if (typeof value === "object" && value !== null && "_light" in value) {
      const { _light, _dark: _unused, ...conditions } = value as Record<string, unknown>;
      const base = "base" in conditions ? conditions : { base: _light, ...conditions };
      return { ...tree, value: Object.keys(base).length === 1 ? base.base : base };
    }
    return tree;
  }
  return Object.fromEntries(
    Object.entries(tree).map(([key, child]) => [key, lightOnly(child)]),
  ) as Tree;
}

export const productTokens = { ...tokens, colors: withoutUnusedPalettes(tokens.colors) };

export const productSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: withoutUnusedPalettes(semanticTokens.colors),
});
