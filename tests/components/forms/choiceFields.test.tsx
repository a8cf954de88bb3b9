import { screen } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { useAppForm } from "../../../src/forms/appForm.ts";
import { requiredChoice, requiredText } from "../../../src/forms/rules.ts";
import { describedText, renderWithProviders } from "../providers.tsx";

const schema = v.object({
  civility: requiredChoice(["madame", "monsieur"]),
  residence: requiredText(),
  message: requiredText(),
});
type Values = v.InferInput<typeof schema>;

function ChoiceForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useAppForm({
    defaultValues: { civility: "", residence: "", message: "" } satisfies Values,
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
      <form.AppField name="civility">
        {(field) => (
          <field.RadioGroupField
            label="Civilité"
            required
            options={[
              { value: "madame", label: "Madame" },
              { value: "monsieur", label: "Monsieur" },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="residence">
        {(field) => (
          <field.SelectField
            label="Résidence"
            required
            placeholder="Choisissez une résidence"
            options={[{ value: "CRM-1", label: "Les Lilas" }]}
          />
        )}
      </form.AppField>
      <form.AppField name="message">
        {(field) => <field.TextAreaField label="Message" required rows={7} />}
      </form.AppField>
      <button type="submit">Envoyer</button>
    </form>
  );
}

async function renderChoiceForm() {
  const onSubmit = vi.fn<(values: Values) => void>();
  const { user } = await renderWithProviders(<ChoiceForm onSubmit={onSubmit} />);
  return { onSubmit, user };
}

describe("RadioGroupField, SelectField and TextAreaField", () => {
  it("label their controls and show errors only once submitted or touched", async () => {
    const { user, onSubmit } = await renderChoiceForm();
    const group = screen.getByRole("radiogroup", { name: /Civilité/ });
    const select = screen.getByLabelText(/^Résidence/) as HTMLSelectElement;
    const message = screen.getByLabelText(/^Message/);
    expect(message.getAttribute("rows")).toBe("7");
    expect(select.value).toBe("");
    expect(screen.getByRole("option", { name: "Choisissez une résidence" })).toBeTruthy();
    expect(screen.queryByText("Requis*")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(screen.getAllByText("Requis*")).toHaveLength(3);
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(group)).toBe("Requis*");
    expect(describedText(select)).toBe("Requis*");
    expect(describedText(message)).toBe("Requis*");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText("Madame"));
    await user.selectOptions(select, "CRM-1");
    await user.type(message, "Bonjour");
    expect(screen.queryByText("Requis*")).toBeNull();
    expect(group.getAttribute("aria-describedby")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(onSubmit).toHaveBeenCalledWith({
      civility: "madame",
      residence: "CRM-1",
      message: "Bonjour",
    });
  });

  it('shows "Requis*" under an empty select once left', async () => {
    const { user } = await renderChoiceForm();
    const select = screen.getByLabelText(/^Résidence/);
    await user.click(select);
    await user.tab();
    expect(describedText(select)).toBe("Requis*");
    expect(screen.getAllByText("Requis*")).toHaveLength(1);
  });
});
