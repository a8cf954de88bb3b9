import * as v from "valibot";

/** What a log line may say of a refused value: where and what was expected, never the value. */
export type IssueWithoutValue = { path: string; kind: string; expected: string | null };

/**
 * Valibot issues reduced for a log line. An issue carries the refused input, and its message
 * and `received` quote it: a cookie or a payload refused for its format may be a token, which
 * must never reach a log. Only the path, the check's kind and what it expected stay.
 */
export function issuesWithoutValues(issues: readonly v.BaseIssue<unknown>[]): IssueWithoutValue[] {
  return issues.map((issue) => ({
    path: v.getDotPath(issue) ?? "",
    kind: issue.type,
    expected: issue.expected,
  }));
}
