import { describe, expect, it } from "vitest";
import {
  checkboxWithVisibleBorder,
  inputWithVisibleBorder,
  nativeSelectWithVisibleBorder,
  radioGroupWithVisibleBorder,
  textareaWithVisibleBorder,
} from "../../../src/app/theme/fieldBorders.ts";
import { getSystem } from "../../../src/app/theme/system.ts";

/** WCAG's contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

const colourOf = (token: unknown) =>
  String(getSystem().tokens.getByName(`colors.${String(token)}`)?.value);

describe("form controls' borders (WCAG 1.4.11, RGAA 3.3)", () => {
  it("stand at least 3:1 on white, for every control the app uses", () => {
    const borders = {
      input: inputWithVisibleBorder.variants.variant.outline.borderColor,
      textarea: textareaWithVisibleBorder.variants.variant.outline.borderColor,
      select: nativeSelectWithVisibleBorder.variants.variant.outline.field.borderColor,
      checkbox: checkboxWithVisibleBorder.variants.variant.solid.control.borderColor,
      radio: radioGroupWithVisibleBorder.variants.variant.solid.itemControl.borderColor,
    };
    for (const [control, token] of Object.entries(borders)) {
      expect(contrastOnWhite(colourOf(token)), control).toBeGreaterThanOrEqual(3);
    }
  });

  it("the preset's own border would not (the reason for the change)", () => {
    expect(contrastOnWhite(colourOf("gray.200"))).toBeLessThan(3);
  });
});
