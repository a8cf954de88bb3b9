import {
  checkboxSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  textareaRecipe,
} from "@chakra-ui/react/theme";

/**
 * A form control's border must stand 3:1 against the page (WCAG 1.4.11, RGAA criterion 3.3):
 * the preset's `border` (gray.200, 1.3:1 on white) and `border.emphasized` (gray.300, 1.5:1)
 * are too light to see where a field is. gray.500 is 4.8:1. Only the variants the app uses
 * (outline fields, solid check boxes and radios) change; dividers and cards keep their grays.
 */
const fieldBorder = "gray.500";

const { outline: inputOutline } = inputRecipe.variants?.variant ?? {};
export const inputWithVisibleBorder = {
  ...inputRecipe,
  variants: {
    ...inputRecipe.variants,
    variant: {
      ...inputRecipe.variants?.variant,
      outline: { ...inputOutline, borderColor: fieldBorder },
    },
  },
};

const { outline: textareaOutline } = textareaRecipe.variants?.variant ?? {};
export const textareaWithVisibleBorder = {
  ...textareaRecipe,
  variants: {
    ...textareaRecipe.variants,
    variant: {
      ...textareaRecipe.variants?.variant,
      outline: { ...textareaOutline, borderColor: fieldBorder },
    },
  },
};

const selectOutline = nativeSelectSlotRecipe.variants?.variant?.outline;
export const nativeSelectWithVisibleBorder = {
  ...nativeSelectSlotRecipe,
  variants: {
    ...nativeSelectSlotRecipe.variants,
    variant: {
      ...nativeSelectSlotRecipe.variants?.variant,
      outline: { ...selectOutline, field: { ...selectOutline?.field, borderColor: fieldBorder } },
    },
  },
};

const checkboxSolid = checkboxSlotRecipe.variants?.variant?.solid;
export const checkboxWithVisibleBorder = {
  ...checkboxSlotRecipe,
  variants: {
    ...checkboxSlotRecipe.variants,
    variant: {
      ...checkboxSlotRecipe.variants?.variant,
      solid: { ...checkboxSolid, control: { ...checkboxSolid?.control, borderColor: fieldBorder } },
    },
  },
};

const radioSolid = radioGroupSlotRecipe.variants?.variant?.solid;
export const radioGroupWithVisibleBorder = {
  ...radioGroupSlotRecipe,
  variants: {
    ...radioGroupSlotRecipe.variants,
    variant: {
      ...radioGroupSlotRecipe.variants?.variant,
      solid: {
        ...radioSolid,
        itemControl: { ...radioSolid?.itemControl, borderColor: fieldBorder },
      },
    },
  },
};
