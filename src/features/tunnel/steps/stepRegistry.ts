/**
 * The wizard's form steps in one place: each step's panel (a lazy chunk, steps 2 to 4, see
 * stepPanels.ts), its form (the schema its fields are checked with, the form's values from what
 * the server holds, and the payload from the form's values) and its save: the payload read with
 * the schema its call checks (the wizard carries a step's values as JSON, without reading them),
 * the call, and what the server then holds of the step's record, which the wizard hands to that
 * record. The wizard's `submitStep` (tunnelActors.ts) runs the entry of the step it saves.
 */
import * as v from "valibot";
import type { FormStep, StepSaveAnswer, StepValues } from "../../../../machines/wizard.ts";
import type { CallOptions } from "../../../api/call.ts";
import { saveNewsletter, saveNewsletterGroup } from "../../../api/documents.ts";
import { NewsletterAnswersSchema } from "../../../api/documentsSchemas.ts";
import { saveStayInfos } from "../../../api/dossier.ts";
import { saveGuaranteeRecord } from "../../../api/guaranteeStep.ts";
import { GuaranteePayloadSchema } from "../../../api/guaranteeStepSchemas.ts";
import { saveProfileRecord } from "../../../api/profileStep.ts";
import { ProfilePayloadSchema } from "../../../api/profileStepSchemas.ts";
import { contactStatusOfSituation } from "../step2/profileCodes.ts";
import { profileFormSchema } from "../step2/profileForm.ts";
import { toProfileForm, toProfilePayload } from "../step2/profileMapping.ts";
import { guaranteeFormSchema } from "../step3/guaranteeForm.ts";
import { toGuaranteeForm, toGuaranteePayload } from "../step3/guaranteeMapping.ts";
import {
  newsletterDefaults,
  newsletterSchema,
  toNewsletterValues,
} from "../step4/newsletterForm.ts";
import { stayFormDefaults, stayFormSchema, toStayInfos } from "./stayForm.ts";

interface StepEntry {
  /** The step's panel, its own chunk; step 1's is part of the tunnel's. */
  panel: (() => Promise<unknown>) | null;
  /** Saves the step; a failure rejects (the caller types it, tunnel spec 8). */
  save(values: StepValues, call: CallOptions): Promise<StepSaveAnswer>;
  /** The step's form: its schema (built with what its rules read), values and payload. */
  form: {
    schema: (...rules: never[]) => unknown;
    fromServer: (...held: never[]) => unknown;
    toPayload: (...values: never[]) => unknown;
  };
}

/** Steps 1 and 4 keep no record (their answers are overwritten by the next save). */
const noRecord: StepSaveAnswer = { record: null };

export const stepRegistry = {
  1: {
    panel: null,
    form: { schema: () => stayFormSchema, fromServer: stayFormDefaults, toPayload: toStayInfos },
    async save(values, call) {
      const { pricing } = await saveStayInfos(toStayInfos(values), call);
      return pricing ? { record: null, pricing } : noRecord;
    },
  },
  2: {
    panel: () => import("../step2/ProfileStepPanel.tsx"),
    form: { schema: profileFormSchema, fromServer: toProfileForm, toPayload: toProfilePayload },
    // Step 2's form hands over the payload itself (it needs the dossier id and the day).
    async save(values, call) {
      const payload = v.parse(ProfilePayloadSchema, values);
      const { version } = await saveProfileRecord(payload, call);
      const situation = contactStatusOfSituation(String(payload.eft_situation_actuelle ?? ""));
      return { record: { ...payload, version }, situation };
    },
  },
  3: {
    panel: () => import("../step3/GuaranteeStepPanel.tsx"),
    form: {
      schema: guaranteeFormSchema,
      fromServer: toGuaranteeForm,
      toPayload: toGuaranteePayload,
    },
    // The `guarantees` machine hands over the payload (the choice and the guarantors, mapped).
    async save(values, call) {
      const payload = v.parse(GuaranteePayloadSchema, values);
      const { version } = await saveGuaranteeRecord(payload, call);
      return { record: { ...payload, version } };
    },
  },
  4: {
    panel: () => import("../step4/DocumentsStepPanel.tsx"),
    form: {
      schema: () => newsletterSchema,
      fromServer: newsletterDefaults,
      toPayload: toNewsletterValues,
    },
    async save(values, call) {
      // Its files are saved as they are chosen. Sending gives both newsletter answers (the form
      // requires them); "Reprendre plus tard" gives those chosen so far (the documents step's).
      const answers = v.parse(NewsletterAnswersSchema, values);
      if (answers.newsletter !== undefined)
        await saveNewsletter({ value: answers.newsletter }, call);
      if (answers.newsletterGroup !== undefined)
        await saveNewsletterGroup({ value: answers.newsletterGroup }, call);
      return noRecord;
    },
  },
} as const satisfies Record<FormStep, StepEntry>;
