import { useCallback, useMemo, useState } from "react";
import * as v from "valibot";
import type { ActorRefFrom } from "xstate";
import { toGuaranteeView } from "../../../../machines/guarantees.selectors.ts";
import type { StepRecord } from "../../../../machines/stepRecord.ts";
import type { TunnelDossier } from "../../../../machines/tunnelLoader.dossier.ts";
import type { wizardMachine } from "../../../../machines/wizard.ts";
import type { DossierInfo } from "../../../api/dossierSchemas.ts";
import { type GuaranteeRecord, GuaranteeRecordSchema } from "../../../api/guaranteeStepSchemas.ts";
import type { ProfileForm } from "../step2/useProfileForm.ts";
import { guaranteeDraft } from "../steps/stepDraft.ts";
import { useOnStepSaved } from "../steps/useOnStepSaved.ts";
import { useStepForm } from "../steps/useStepForm.ts";
import { useStepRecordLink } from "../steps/useStepRecordLink.ts";
import {
  GuaranteeRecordContext,
  GuaranteesContext,
  ProfileRecordContext,
} from "../tunnelActorContexts.ts";
import { keepGuaranteeDraft } from "./guaranteeActors.ts";
import { guaranteeFormSchema } from "./guaranteeForm.ts";
import {
  contactStatusOfSituation,
  guarantorIncomesOf,
  toGuaranteeForm,
} from "./guaranteeMapping.ts";

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
export function useGuaranteeStep(
  wizard: ActorRefFrom<typeof wizardMachine>,
  dossier: TunnelDossier,
  details: DossierInfo,
  /** Step 2's form: its situation, once saved, is the one step 3 decides on. */
  profileForm: ProfileForm,
) {
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
    wizard,
    3,
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
  // Step 2 saved: the record may predate it, so the situation is told to the machine.
  useOnStepSaved(
    wizard,
    2,
    useCallback(() => {
      const status = contactStatusOfSituation(profileForm.state.values.schoolSituation);
      guarantees.send({ type: "situationSaved", status });
    }, [guarantees, profileForm]),
  );
  const link = useStepRecordLink(wizard, 3, recordActor, guaranteeDraft);
  return { form, ...link };
}

export type GuaranteeStep = ReturnType<typeof useGuaranteeStep>;
export type GuaranteeForm = GuaranteeStep["form"];
