import { useMemo, useState } from "react";
import * as v from "valibot";
import { toGuaranteeView } from "../../../../machines/guarantees.selectors.ts";
import type { StepRecord } from "../../../../machines/stepRecord.ts";
import type { TunnelDossier } from "../../../../machines/tunnelLoader.dossier.ts";
import type { DossierInfo } from "../../../api/dossierSchemas.ts";
import { type GuaranteeRecord, GuaranteeRecordSchema } from "../../../api/guaranteeStepSchemas.ts";
import { stepRegistry } from "../steps/stepRegistry.ts";
import { useStepForm } from "../steps/useStepForm.ts";
import { useStepRecordLink } from "../steps/useStepRecordLink.ts";
import {
  GuaranteeRecordContext,
  GuaranteesContext,
  ProfileRecordContext,
} from "../tunnelActorContexts.ts";
import { keepGuaranteeDraft } from "./guaranteeActors.ts";
import { guarantorIncomesOf } from "./guaranteeMapping.ts";

const { schema: guaranteeFormSchema, fromServer: toGuaranteeForm } = stepRegistry[3].form;

/** What the forms start from before the record arrives (they are not shown until then). */
const blankRecord: GuaranteeRecord = v.parse(GuaranteeRecordSchema, {});
/** The machine keeps the record as the step's schema parsed it. */
const guaranteeFormOf = (record: StepRecord) => toGuaranteeForm(record as GuaranteeRecord);

/**
 * Step 3's record (`getInfosGarant`, the `stepRecord` machine's context) and the guarantors'
 * form, which lives as long as the wizard does. A valid submit goes to the `guarantees`
 * machine, which checks the income rule and hands the wizard the save (Continue, or "Reprendre
 * plus tard" with the save flag). The rules ask the machine how many guarantors the choice needs.
 */
export function useGuaranteeStep(dossier: TunnelDossier, details: DossierInfo) {
  const record = GuaranteeRecordContext.useSelector(
    (snapshot) => snapshot.context.record as GuaranteeRecord | null,
  );
  const recordActor = GuaranteeRecordContext.useActorRef();
  const guarantees = GuaranteesContext.useActorRef();
  const profileRecord = ProfileRecordContext.useActorRef();
  const [schema] = useState(() =>
    guaranteeFormSchema({
      guarantorsNeeded: () => toGuaranteeView(guarantees.getSnapshot()).guarantorForms,
      legalGuardianEmail: () => {
        const guardian = profileRecord.getSnapshot().context.record?.eft_rl_email;
        return typeof guardian === "string" ? guardian : "";
      },
    }),
  );
  const initial = useMemo(() => toGuaranteeForm(record ?? blankRecord), [record]);
  const rent = details.pricing?.rentIncludingCharges ?? null;
  const form = useStepForm(
    initial,
    schema,
    (values, intent) =>
      guarantees.send({
        type: "submit",
        mustSave: intent === "saveForLater",
        incomes: guarantorIncomesOf(values),
        rentIncludingCharges: rent,
        values,
      }),
    (values) => keepGuaranteeDraft(dossier.dossierId, values),
    useMemo(() => ({ recordActor, toFormValues: guaranteeFormOf }), [recordActor]),
  );
  const link = useStepRecordLink(recordActor);
  return { form, ...link };
}

export type GuaranteeStep = ReturnType<typeof useGuaranteeStep>;
export type GuaranteeForm = GuaranteeStep["form"];
