/**
 * The server's answers turned into the outcomes the tunnel's machines expect (their `setup()`
 * actor types). Pure, so each reading of the contract is unit-tested.
 */
import type { ExtensionAnswer as MachineExtensionAnswer } from "../../../machines/prebooking.ts";
import type {
  BedChangeAnswer,
  DossierTypeAnswer,
  TemporaryApplicationAnswer,
} from "../../../machines/tunnelLoader.ts";
import type {
  DossierCheckAnswer,
  FormStep,
  SendAnswer as MachineSendAnswer,
} from "../../../machines/wizard.ts";
import type {
  DossierCheck,
  DossierType,
  ExtensionAnswer,
  LotChoiceAnswer,
  SendAnswer,
} from "../../api/dossierSchemas.ts";
import { toUserError, type UserError } from "../../api/errors.ts";

export function toDossierTypeAnswer(answer: DossierType | undefined): DossierTypeAnswer {
  return { statuscode: answer?.statuscode ?? null };
}

/** OK: the lot is held (or kept aside for the bed-change question); KO: someone took it. */
export function toTemporaryApplicationAnswer(answer: LotChoiceAnswer): TemporaryApplicationAnswer {
  return { outcome: answer.status === "OK" ? "created" : "unavailable" };
}

/** `colocationIncorrecte` is a 400 error, yet an expected outcome: the gender dialog. */
export function isGenderIncompatibility(error: unknown): boolean {
  const userError: UserError = toUserError(error);
  return userError.kind === "genderIncompatibility";
}

export function toBedChangeAnswer(answer: LotChoiceAnswer): BedChangeAnswer {
  return { outcome: answer.status === "OK" ? "changed" : "unavailable" };
}

export function toExtensionAnswer(answer: ExtensionAnswer): MachineExtensionAnswer {
  if (answer === "KO") return { outcome: "released" };
  if (typeof answer === "number") return { outcome: "extended", minutes: answer };
  return answer.status === "OK"
    ? { outcome: "extended", minutes: answer.minutes }
    : { outcome: "released" };
}

export function toDossierCheckAnswer(answer: DossierCheck): DossierCheckAnswer {
  if (!("errors" in answer)) return { outcome: "complete" };
  return {
    outcome: "incomplete",
    missingItems: answer.errors.map((item) => ({
      step: item.step as FormStep,
      error: item.error,
      more_info: item.more_info,
    })),
  };
}

/** Sent; `annoncePlusDisponible` ("Trop tard !"); any other KO (the lot was released). */
export function toSendAnswer(answer: SendAnswer): MachineSendAnswer {
  if (answer.status === "OK") return { outcome: "deposited" };
  return {
    outcome: answer.error === "annoncePlusDisponible" ? "noLongerAvailable" : "otherAnswer",
  };
}
