/** The backend contract: one typed call per endpoint, and the errors they can end in. */

export type {
  AnswerOf,
  AnswerShape,
  Call,
  CallDefinition,
  CallOptions,
  RequestParts,
} from "./call.ts";
export { defineCall } from "./call.ts";
export type { AccessTokenProvider, ApiClientOptions } from "./client.ts";
export {
  apiClient,
  createApiClient,
  setAccessTokenProvider,
} from "./client.ts";
export * from "./conf.ts";
export * from "./content.ts";
export type { ContractSide } from "./contractError.ts";
export { ContractError, isContractError } from "./contractError.ts";
export type { UserError, UserMessage } from "./errors.ts";
export {
  genericErrorMessage,
  invalidValuesMessage,
  readErrorBody,
  readErrorStatus,
  toUserError,
} from "./errors.ts";
export * from "./mail.ts";
export * from "./schemas.ts";
export * from "./user.ts";
