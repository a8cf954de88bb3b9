import { HtmlValidate } from "html-validate";

/**
 * RGAA 8.2: the code is valid HTML. `html-validate:standard` holds only the HTML standard's
 * rules (content models, required and permitted attributes, duplicate ids, ARIA attributes'
 * values), none of its style or accessibility opinions, so a message here is what the W3C
 * validator would report.
 */
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

/** Each error of a document, as "rule: message (selector)"; empty when it is valid. */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId}: ${message.message} (${message.selector ?? message.line})`,
    ),
  );
}
