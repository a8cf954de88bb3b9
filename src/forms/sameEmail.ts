import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { issueMessage } from "./issueMessage.ts";
import { isEmailFormat } from "./rules.ts";

/** Ours: the spec states the rule ("the same email cannot be used in two fields") without text. */
export const sameEmailMessage = msg`Cette adresse de courriel est déjà saisie dans un autre champ.`;

/** Addresses compare without case and surrounding spaces: "A@x.fr " is "a@x.fr". */
function normalise(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The fields whose email already appears in an earlier field, in the order given. The first
 * field keeps its address; each later repeat is the one to correct. Empty fields never clash.
 */
export function findSameEmailFields<TField>(
  emails: ReadonlyArray<readonly [field: TField, email: string | undefined]>,
): TField[] {
  const seen = new Set<string>();
  const repeats: TField[] = [];
  for (const [field, email] of emails) {
    if (email === undefined) continue;
    const address = normalise(email);
    if (address === "") continue;
    if (seen.has(address)) repeats.push(field);
    else seen.add(address);
  }
  return repeats;
}

/** A path to an email inside a form's values, e.g. `["guarantor", "email"]`. */
export type EmailPath = readonly [string, ...string[]];

type IssuePath = [v.IssuePathItem, ...v.IssuePathItem[]];

/** Walks `path` in `input`; gives the value and valibot's issue path, or nothing if absent. */
export function locateField(
  input: unknown,
  path: EmailPath,
): { value: unknown; issuePath: IssuePath } | undefined {
  let current: unknown = input;
  const items: v.IssuePathItem[] = [];
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    const value: unknown = (current as Record<string, unknown>)[key];
    items.push({
      type: "object",
      origin: "value",
      input: current as Record<string, unknown>,
      key,
      value,
    });
    current = value;
  }
  const [first, ...rest] = items;
  return first ? { value: current, issuePath: [first, ...rest] } : undefined;
}

/**
 * The valibot piece for an object schema's pipe: each email at `paths` that repeats an earlier
 * one gets "already used" on its own field. Addresses that are not well formed are left to the
 * email rule, so one field never shows two errors. It runs even while other fields are invalid,
 * so the clash shows as soon as both addresses are typed.
 */
export function noSameEmail<TInput>(paths: readonly EmailPath[]) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const located = paths.map((path) => locateField(dataset.value, path));
    const emails = located.map((entry, index) => {
      const email = entry?.value;
      return [
        index,
        typeof email === "string" && isEmailFormat(email.trim()) ? email : undefined,
      ] as const;
    });
    for (const index of findSameEmailFields(emails)) {
      const issuePath = located[index]?.issuePath;
      if (issuePath) addIssue({ message: issueMessage(sameEmailMessage), path: issuePath });
    }
  });
}
