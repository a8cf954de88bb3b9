import { screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppForm } from "../../../src/forms/appForm.ts";
import { RequiredFieldsNote } from "../../../src/forms/fields/RequiredFieldsNote.tsx";
import { PhoneField } from "../../../src/forms/phone/PhoneField.tsx";
import { validPhone } from "../../../src/forms/phone/phoneRule.ts";
import { maxLengthOf, nameFormat, requiredText } from "../../../src/forms/rules.ts";
import { describedText, renderWithProviders } from "../providers.tsx";

/** What follows the phone's error: how to write the number (RGAA 11.11). */
const PHONE_HINT =
  "Le numéro tel qu'on le compose dans le pays choisi : par exemple 06 12 34 56 78 en France";

const schema = v.object({
  lastname: v.pipe(requiredText(), maxLengthOf(32), nameFormat()),
  phone: v.pipe(requiredText(), validPhone()),
});
type Values = v.InferInput<typeof schema>;

function SmallForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useAppForm({
    defaultValues: { lastname: "", phone: "" } satisfies Values,
    validators: { onChange: schema },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <RequiredFieldsNote />
      <form.AppField name="lastname">
        {(field) => <field.TextField label="Nom" required maxLength={32} />}
      </form.AppField>
      <form.AppField name="phone">
        {() => <PhoneField label="Téléphone" required maxLength={100} />}
      </form.AppField>
      <button type="submit">Envoyer</button>
    </form>
  );
}

async function renderSmallForm() {
  const onSubmit = vi.fn<(values: Values) => void>();
  const { user } = await renderWithProviders(<SmallForm onSubmit={onSubmit} />);
  return { onSubmit, user };
}

describe("TextField and PhoneField in a TanStack form", () => {
  beforeEach(() => {
    // A French browser: the phone input's guessed country is France.
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR", "fr"]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows no error before a field is touched, even once the form has validated", async () => {
    const { user } = await renderSmallForm();
    const lastname = screen.getByLabelText(/^Nom/);
    const phone = screen.getByLabelText(/^Téléphone/);
    expect(screen.getByText("* champs obligatoires")).toBeTruthy();
    expect(lastname.getAttribute("aria-required")).toBe("true");
    expect(lastname.getAttribute("maxlength")).toBe("32");
    expect(phone.getAttribute("maxlength")).toBe("100");

    // Typing a valid name validates the whole form; the empty phone is not touched yet.
    await user.type(lastname, "Dupont");
    expect(screen.queryByText("Requis*")).toBeNull();
    expect(phone.getAttribute("aria-invalid")).toBeNull();
    expect(lastname.getAttribute("aria-invalid")).toBeNull();
  });

  it('shows "Requis*" under a field left empty, linked to it, and clears it on typing', async () => {
    const { user } = await renderSmallForm();
    const lastname = screen.getByLabelText(/^Nom/);
    await user.click(lastname);
    await user.tab();

    expect(screen.getAllByText("Requis*")).toHaveLength(1);
    expect(lastname.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(lastname)).toBe("Requis*");

    await user.type(lastname, "Dupont");
    expect(screen.queryByText("Requis*")).toBeNull();
    expect(lastname.getAttribute("aria-describedby")).toBeNull();
  });

  it("refuses digits in a name as soon as they are typed", async () => {
    const { user } = await renderSmallForm();
    const lastname = screen.getByLabelText(/^Nom/);
    await user.type(lastname, "Dupont2");
    expect(describedText(lastname)).toBe("Format incorrect*");
  });

  it("accepts a French mobile number typed nationally and submits it in E.164", async () => {
    const { user, onSubmit } = await renderSmallForm();
    const country = screen.getByLabelText("Indicatif du pays") as HTMLSelectElement;
    const phone = screen.getByLabelText(/^Téléphone/);
    expect(country.value).toBe("FR");
    expect(phone.getAttribute("placeholder")).toBe("06 12 34 56 78");
    // tel-national is valid on a text field only (HTML's autofill table); the keypad is a phone's.
    expect(phone.getAttribute("type")).toBe("text");
    expect(phone.getAttribute("inputmode")).toBe("tel");
    expect(phone.getAttribute("autocomplete")).toContain("tel-national");

    await user.type(phone, "06 12");
    await user.tab();
    expect(describedText(phone)).toBe(`Numéro de téléphone invalide ${PHONE_HINT}`);

    await user.type(phone, " 34 56 78");
    expect(phone.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Numéro de téléphone invalide")).toBeNull();

    await user.type(screen.getByLabelText(/^Nom/), "N'Diaye");
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(onSubmit).toHaveBeenCalledWith({ lastname: "N'Diaye", phone: "+33612345678" });
  });

  it("validates the number for the selected country", async () => {
    const { user } = await renderSmallForm();
    const phone = screen.getByLabelText(/^Téléphone/);
    await user.type(phone, "06 12 34 56 78");
    await user.selectOptions(screen.getByLabelText("Indicatif du pays"), "GB");
    expect(describedText(phone)).toBe(`Numéro de téléphone invalide ${PHONE_HINT}`);
    expect(phone.getAttribute("placeholder")).toBe("07400 123456");
  });

  it("jumps to the country whose name is typed on the select", async () => {
    const { user } = await renderSmallForm();
    const country = screen.getByLabelText("Indicatif du pays") as HTMLSelectElement;
    country.focus();
    await user.keyboard("all");
    expect(country.value).toBe("DE");
  });

  it("shows every error when the form is submitted untouched", async () => {
    const { user, onSubmit } = await renderSmallForm();
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(screen.getAllByText("Requis*")).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
