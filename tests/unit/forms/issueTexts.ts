import * as v from "valibot";
import { descriptorOfIssueMessage } from "../../../src/forms/issueMessage.ts";

/**
 * The French source text an issue message stands for (the spec's wording), its placeholders
 * filled with the descriptor's values, else the message.
 */
function sourceText(message: string): string {
  const descriptor = descriptorOfIssueMessage(message);
  if (!descriptor?.message) return message;
  const values: Record<string, unknown> = descriptor.values ?? {};
  return descriptor.message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The messages a schema gives for `input`, by dotted field path ("" for the root). */
export function messagesByField(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  const byField: Record<string, string[]> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? "";
    byField[path] = [...(byField[path] ?? []), sourceText(issue.message)];
  }
  return byField;
}

/** The messages of a schema for one value (no path). */
export function messagesFor(schema: v.GenericSchema, input: unknown): string[] {
  return (v.safeParse(schema, input).issues ?? []).map((issue) => sourceText(issue.message));
}
