import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { issueMessage } from "../issueMessage.ts";
import { isValidPhoneValue } from "./phoneNumber.ts";

/** Ours (the spec shows no phone message), worded as the server's. */
const invalidPhoneMessage = msg`Numéro de téléphone invalide`;

/** Refuses a filled value that is not a valid E.164 number for the country it dials. */
export function validPhone() {
  return v.check<string, string>(
    (value) => value === "" || isValidPhoneValue(value),
    issueMessage(invalidPhoneMessage),
  );
}
