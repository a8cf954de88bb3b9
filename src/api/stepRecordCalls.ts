import type * as v from "valibot";
import { defineCall } from "./call.ts";

/**
 * Steps 2 and 3 keep their form in one record of the file (tunnel spec 7): a GET loads it and a
 * POST saves it, both under `dossier/`, named `getInfos<Name>` and `setInfos<Name>`.
 */
export function stepRecordCalls<
  TRecord extends v.GenericSchema,
  TPayload extends v.GenericSchema,
  TSaveAnswer extends v.GenericSchema,
>(name: string, schemas: { record: TRecord; payload: TPayload; saveAnswer: TSaveAnswer }) {
  return {
    load: defineCall({
      method: "GET",
      path: `/api/ac_campus/dossier/getInfos${name}`,
      answer: schemas.record,
    }),
    save: defineCall({
      method: "POST",
      path: `/api/ac_campus/dossier/setInfos${name}`,
      payload: schemas.payload,
      answer: schemas.saveAnswer,
    }),
  };
}
