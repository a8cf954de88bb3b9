import type * as v from "valibot";
import { issuesWithoutValues } from "../diagnostics/issuesWithoutValues.ts";

/** Which side of a call broke the contract: what we were about to send, or what came back. */
export type ContractSide = "payload" | "answer";

/**
 * A call whose payload or answer does not match the documented contract. The user sees the
 * generic error; developers get the endpoint and the valibot issues, logged once when the
 * error is created.
 */
export class ContractError extends Error {
  override readonly name = "ContractError";
  readonly endpoint: string;
  readonly side: ContractSide;
  readonly issues: readonly v.BaseIssue<unknown>[];

  constructor(
    endpoint: string,
    side: ContractSide,
    issues: readonly v.BaseIssue<unknown>[],
    detail?: string,
  ) {
    // Not the issues' own messages: they quote the refused value, which may be a token.
    const summary =
      detail ??
      issuesWithoutValues(issues)
        .map(({ path, kind, expected }) => `${path || "(root)"} ${kind} expected ${expected}`)
        .join("; ");
    super(`Contract broken (${side}) by ${endpoint}: ${summary}`);
    this.endpoint = endpoint;
    this.side = side;
    this.issues = issues;
  }
}

export function isContractError(error: unknown): error is ContractError {
  return error instanceof ContractError;
}

/** Creates the error and logs it: the single place a contract break is reported. */
export function reportContractError(
  endpoint: string,
  side: ContractSide,
  issues: readonly v.BaseIssue<unknown>[],
  detail?: string,
): ContractError {
  const error = new ContractError(endpoint, side, issues, detail);
  console.error(error.message, issuesWithoutValues(issues));
  return error;
}
