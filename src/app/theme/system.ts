import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  buttonRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textStyles,
} from "@chakra-ui/react/theme";
import { breakpoints } from "../../config/index.ts";
import { brandPalette } from "./brandPalette.ts";
import {
  checkboxWithVisibleBorder,
  inputWithVisibleBorder,
  nativeSelectWithVisibleBorder,
  radioGroupWithVisibleBorder,
  textareaWithVisibleBorder,
} from "./fieldBorders.ts";
import { productSemanticTokens, productTokens } from "./productTokens.ts";
import { visualHandicapCss, visualHandicapSelector } from "./visualHandicap.ts";

/**
 * One Chakra system built from the base preset plus only the recipes the app uses, so the home
 * page does not ship every component's styles. A recipe a new component needs is added here.
 */
const productConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: "hc",
  conditions: {
    visualHandicap: `${visualHandicapSelector} &`,
    tall: `@media screen and (min-height: ${breakpoints.tallHeight}px)`,
  },
  globalCss: {
    "html, body": { bg: "bg", color: "fg", fontFamily: "body", lineHeight: "1.5" },
    // A heading the page focuses (a new page, a step, a dialog's result) so that screen readers
    // start there is not a control: it shows no focus ring, as GOV.UK's headings do.
    ":is(h1, h2, h3)[tabindex='-1']:focus": { outline: "none" },
    // A page with a sticky header (the tunnel's) scrolls a focused field or an anchor below it,
    // never under it (WCAG 2.4.11): room for its two rows on a phone, wrapped once more.
    "html:has([data-sticky-header])": { scrollPaddingTop: "6rem" },
    ...visualHandicapCss,
  },
  theme: {
    breakpoints: {
      sm: "375px",
      md: `${breakpoints.tablet}px`,
      lg: `${breakpoints.large}px`,
      xl: "1280px",
      "2xl": "1536px",
    },
    textStyles,
    layerStyles,
    animationStyles,
    keyframes,
    tokens: {
      ...productTokens,
      fonts: {
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
        mono: { value: "ui-monospace, monospace" },
      },
      colors: {
        ...productTokens.colors,
        brand: Object.fromEntries(
          Object.entries(brandPalette).map(([shade, value]) => [shade, { value }]),
        ),
        accent: { 500: { value: "#e8590c" }, 700: { value: "#a63c06" } },
      },
    },
    semanticTokens: {
      ...productSemanticTokens,
      colors: {
        ...productSemanticTokens.colors,
        // Error text must stay readable on white (WCAG AA): the preset's red is too light.
        fg: { ...productSemanticTokens.colors.fg, error: { value: "{colors.red.700}" } },
        brand: {
          solid: { value: { base: "{colors.brand.600}", _visualHandicap: "{colors.brand.900}" } },
          contrast: { value: "white" },
          fg: { value: { base: "{colors.brand.700}", _visualHandicap: "{colors.brand.900}" } },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: {
            value: { base: "{colors.brand.500}", _visualHandicap: "{colors.accent.700}" },
          },
          border: { value: "{colors.brand.500}" },
        },
      },
    },
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      input: inputWithVisibleBorder,
      textarea: textareaWithVisibleBorder,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxWithVisibleBorder,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectWithVisibleBorder,
      radioGroup: radioGroupWithVisibleBorder,
      tabs: tabsSlotRecipe,
    },
  },
});

let built: SystemContext | undefined;

/**
 * The system is built on first use, not on import: building it is one of the browser's
 * longest steps at start-up (tens of milliseconds on a phone), and `start.tsx` gives it a task
 * of its own instead of adding it to the evaluation of every module.
 */
export function getSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, productConfig);
  return built;
}
