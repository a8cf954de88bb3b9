/** A field the page shows as invalid: its label, its message and the control to focus. */
export type InvalidField = { key: string; label: string; message: string; control: HTMLElement };

/** A label's text without the required asterisk (screen readers hear `aria-required`). */
const labelText = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s*\*\s*$/, "").trim();

/** The texts a field is described by, but its format hint: a summary lists the errors only. */
const textOfIds = (ids: string | null) =>
  (ids ?? "")
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((element) => element && !element.hasAttribute("data-format-hint"))
    .map((element) => element?.textContent?.trim())
    .filter(Boolean)
    .join(" ");

/** The control to focus: the element itself, or a radio group's checked (else first) radio. */
function focusTarget(invalid: HTMLElement): HTMLElement {
  if (invalid.getAttribute("role") !== "radiogroup") return invalid;
  const radios = [...invalid.querySelectorAll<HTMLInputElement>("input[type=radio]")];
  return radios.find((radio) => radio.checked) ?? radios[0] ?? invalid;
}

/**
 * The fields of `form` marked invalid (`aria-invalid`, set by the field components once a
 * submit touched them), in the order of the page, each once: what an error summary lists. Read
 * from the page because the page is what the applicant sees: a field of a closed section is
 * neither shown nor listed.
 */
export function invalidFieldsIn(form: HTMLElement): InvalidField[] {
  const seen = new Set<string>();
  const fields: InvalidField[] = [];
  for (const invalid of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const key = invalid.getAttribute("name") ?? invalid.id;
    if (seen.has(key)) continue;
    seen.add(key);
    const label =
      labelText((invalid as HTMLInputElement).labels?.[0]) ||
      labelText(
        invalid.getAttribute("aria-labelledby")
          ? document.getElementById(invalid.getAttribute("aria-labelledby") ?? "")
          : null,
      ) ||
      (invalid.getAttribute("aria-label") ?? "");
    const message = textOfIds(invalid.getAttribute("aria-describedby"));
    fields.push({ key, label, message, control: focusTarget(invalid) });
  }
  return fields;
}
