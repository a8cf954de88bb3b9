import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { profileFields, SHARED_NAME_FIELD } from "./profileFieldTable.ts";
import { showsYoungWorker } from "./profileSections.ts";

/** The labels of the fields a DQE or sameEmail refusal can name (the form's own labels). */
const refusedFieldLabels: Record<string, MessageDescriptor> = {
  eft_rl_email: msg`Courriel du représentant légal`,
  eft_parrain_email: msg`Courriel du parrain`,
};

/**
 * The label a save error names a record field by (spec 8, "Saves": DQE or sameEmail show as
 * "<label> - <message>"; server field errors in the summary). Unknown keys keep their name.
 */
export function profileFieldLabel(key: string, i18n: I18n): string | undefined {
  const label = refusedFieldLabels[key];
  return label ? i18n._(label) : undefined;
}

/**
 * The server's field errors (`{ errors: { eft_rl_nom: "Requis*" } }`, by record field) by form
 * field, so each shows under its own input. Unknown keys keep their name.
 */
export function toFormFieldErrors(
  errors: Record<string, string>,
  situation: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      if (key === SHARED_NAME_FIELD) {
        const field = showsYoungWorker(situation)
          ? "youngWorkerEmployer.employerName"
          : "yourEstablishment.name";
        return [field, message];
      }
      return [profileFields.formPaths[key] ?? key, message];
    }),
  );
}
