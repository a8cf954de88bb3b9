import type { I18n, MessageDescriptor } from "@lingui/core";

/**
 * How a valibot issue carries a catalogue message.
 *
 * Valibot messages are strings, but a message must be translated when it is shown, not when the
 * schema is built (the visitor may switch language with the form open). So a rule gives valibot
 * the descriptor's id (`issueMessage(descriptor)`), which also records the descriptor here, and
 * the field component turns the id back into the descriptor and translates it
 * (`translateIssueMessage`).
 *
 * Why keep the descriptor rather than call `i18n._(id)`: in development and tests a descriptor
 * still carries its French source text, which Lingui shows when a catalogue lacks the id; a bare
 * id would print a hash there. A rule records its descriptor when it is built, so any issue it
 * produces can be resolved. A string that is no recorded id (a field error written by the
 * server) is shown as it is.
 */
const descriptorsById = new Map<string, MessageDescriptor>();

/** The valibot message for a catalogue descriptor. */
export function issueMessage(descriptor: MessageDescriptor): string {
  descriptorsById.set(descriptor.id, descriptor);
  return descriptor.id;
}

/** The descriptor a valibot message stands for, if it was made by `issueMessage`. */
export function descriptorOfIssueMessage(message: string): MessageDescriptor | undefined {
  return descriptorsById.get(message);
}

export function translateIssueMessage(i18n: I18n, message: string): string {
  const descriptor = descriptorsById.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

/**
 * The message of the first error TanStack Form holds for a field. Schema validators give
 * Standard Schema issues (`{ message }`), function validators and server errors give strings.
 */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === "string" && error !== "") return error;
    if (typeof error === "object" && error !== null && "message" in error) {
      const { message } = error;
      if (typeof message === "string" && message !== "") return message;
    }
  }
  return undefined;
}
