/**
 * Step 4's two newsletter questions (the product's news, the group's news), both required
 * ("Requis*", tunnel spec 5 "Step 4"); saved with `saveNewsletter` and `setNewsletterPref`.
 */
import * as v from "valibot";
import type { DocumentsContact } from "../../../api/documentsSchemas.ts";
import { requiredChoice } from "../../../forms/rules.ts";

const answers = ["oui", "non"] as const;

/** @spec tunnel §5 Step 4 */
export const newsletterSchema = v.object({
  newsletter: requiredChoice(answers),
  newsletterGroup: requiredChoice(answers),
});

export type NewsletterFormValues = v.InferInput<typeof newsletterSchema>;

const asAnswer = (value: boolean | null) => (value === null ? "" : value ? "oui" : "non");

/** The answers given earlier, or none. */
export function newsletterDefaults(contact: DocumentsContact): NewsletterFormValues {
  return {
    newsletter: asAnswer(contact.newsletter),
    newsletterGroup: asAnswer(contact.newsletterGroup),
  };
}

/** One radio's answer as the save sends it: yes, no, or none chosen. */
export const answerOf = (value: string): boolean | undefined =>
  value === "oui" ? true : value === "non" ? false : undefined;

/** What step 4's save sends: the two answers as booleans. */
export function toNewsletterValues(values: NewsletterFormValues) {
  const parsed = v.parse(newsletterSchema, values);
  return {
    newsletter: parsed.newsletter === "oui",
    newsletterGroup: parsed.newsletterGroup === "oui",
  };
}
