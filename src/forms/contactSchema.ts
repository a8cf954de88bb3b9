import * as v from "valibot";
import { issueMessage } from "./issueMessage.ts";
import { validPhone } from "./phone/phoneRule.ts";
import {
  emailFormat,
  maxLengthOf,
  nameFormat,
  optionalText,
  requiredChoice,
  requiredMessage,
  requiredText,
} from "./rules.ts";

/** The contact form (public spec 3 and 5). */

const civilities = ["madame", "monsieur"] as const;
export type Civility = (typeof civilities)[number];

/** Who the message goes to: the product team, or one residence. */
const receivers = ["contactYF", "contactResidence"] as const;

/** What a message to the product team is about. */
const contactTypes = ["renseignement", "presse", "partenariat"] as const;
export type ContactType = (typeof contactTypes)[number];

/**
 * Spec 5 and 9; the inputs carry the same limits as `maxLength`.
 * @spec public §5 Validation rules
 */
export const contactMaxLength = {
  lastname: 32,
  firstname: 100,
  email: 100,
  phone: 100,
  company: 100,
} as const;

/** Spec 5: the message box is 7 rows high. */
export const CONTACT_MESSAGE_ROWS = 7;

function isContactType(value: string): value is ContactType {
  return (contactTypes as readonly string[]).includes(value);
}

/**
 * Valid values of the contact form. Every field holds a string while the form is filled in
 * (`ContactFormValues`, "" for "nothing chosen"); a valid form parses to `ContactRequest`, where
 * the receiver decides which of contact type and residence is present.
 *
 * Readings of spec 5: an empty email shows "Requis*" like every other required field, a
 * malformed one "Format du courriel incorrect"; lastname and firstname also follow the general
 * name rule ("Format incorrect*").
 * @spec public §5 Validation rules
 */
export const contactSchema = v.pipe(
  v.object({
    civility: requiredChoice(civilities),
    lastname: v.pipe(requiredText(), maxLengthOf(contactMaxLength.lastname), nameFormat()),
    firstname: v.pipe(requiredText(), maxLengthOf(contactMaxLength.firstname), nameFormat()),
    email: v.pipe(requiredText(), maxLengthOf(contactMaxLength.email), emailFormat()),
    phone: v.pipe(requiredText(), maxLengthOf(contactMaxLength.phone), validPhone()),
    company: v.pipe(optionalText(), maxLengthOf(contactMaxLength.company)),
    receiver: requiredChoice(receivers),
    /** Asked only when writing to the product team. */
    contact: v.string(),
    /** A residence's CRM id; "" is the select's placeholder entry. Asked only for a residence. */
    residence: v.string(),
    message: requiredText(),
  }),
  v.forward(
    v.partialCheck(
      [["receiver"], ["contact"]],
      (input) => input.receiver !== "contactYF" || isContactType(input.contact),
      issueMessage(requiredMessage),
    ),
    ["contact"],
  ),
  v.forward(
    v.partialCheck(
      [["receiver"], ["residence"]],
      (input) => input.receiver !== "contactResidence" || input.residence.trim() !== "",
      issueMessage(requiredMessage),
    ),
    ["residence"],
  ),
  v.transform(({ contact, residence, ...common }) =>
    common.receiver === "contactYF"
      ? // The check above guarantees a contact type when writing to the team.
        { ...common, receiver: "contactYF" as const, contact: contact as ContactType }
      : { ...common, receiver: "contactResidence" as const, residence: residence.trim() },
  ),
);

/** What the form holds while it is filled in. */
export type ContactFormValues = v.InferInput<typeof contactSchema>;
/** A valid contact form: `v.parse(contactSchema, values)` in the submit handler. */
export type ContactRequest = v.InferOutput<typeof contactSchema>;

/** Spec 5: receiver contactResidence, contact renseignement; everything else empty. */
export const contactFormDefaults: ContactFormValues = {
  civility: "",
  lastname: "",
  firstname: "",
  email: "",
  phone: "",
  company: "",
  receiver: "contactResidence",
  contact: "renseignement",
  residence: "",
  message: "",
};
