import { useMemo } from "react";
import * as v from "valibot";
import type { ActorRefFrom } from "xstate";
import type { StepRecord } from "../../../../machines/stepRecord.ts";
import type { TunnelDossier } from "../../../../machines/tunnelLoader.dossier.ts";
import type { wizardMachine } from "../../../../machines/wizard.ts";
import { type ProfileRecord, ProfileRecordSchema } from "../../../api/profileStepSchemas.ts";
import { basedOnVersionOf } from "../../../api/recordVersion.ts";
import { profileDraft } from "../steps/stepDraft.ts";
import { stepRegistry } from "../steps/stepRegistry.ts";
import { useStepRecordLink } from "../steps/useStepRecordLink.ts";
import { ProfileRecordContext } from "../tunnelActorContexts.ts";
import { profileContactOf } from "./profileMapping.ts";
import { useProfileForm } from "./useProfileForm.ts";

const { fromServer: toProfileForm, toPayload: toProfilePayload } = stepRegistry[2].form;

/** What the form starts from before the record arrives (it is not shown until then). */
const blankRecord: ProfileRecord = v.parse(ProfileRecordSchema, {});
/** The machine keeps the record as the step's schema parsed it. */
const profileFormOf = (record: StepRecord) => toProfileForm(record as ProfileRecord);

/**
 * Step 2's record (the `stepRecord` machine's context, `getInfosPersonnelles`) and its form,
 * which lives as long as the wizard does. A valid submit hands the wizard the payload of
 * `setInfosPersonnelles`: Continue, or "Reprendre plus tard" with the save flag.
 */
export function useProfileStep(wizard: ActorRefFrom<typeof wizardMachine>, dossier: TunnelDossier) {
  const record = ProfileRecordContext.useSelector(
    (snapshot) => snapshot.context.record as ProfileRecord | null,
  );
  const recordActor = ProfileRecordContext.useActorRef();
  const initial = useMemo(() => toProfileForm(record ?? blankRecord), [record]);
  const contact = useMemo(() => (record ? profileContactOf(record) : null), [record]);
  const form = useProfileForm(
    initial,
    (values, intent) => {
      if (dossier.dossierId === null) return;
      const saved = recordActor.getSnapshot().context.record as ProfileRecord | null;
      const payload = {
        ...toProfilePayload(values, dossier.dossierId, new Date()),
        emailaddress1: saved?.emailaddress1 ?? "",
        mobilephone: saved?.mobilephone ?? "",
        ...basedOnVersionOf(saved),
      };
      wizard.send(
        intent === "continue"
          ? { type: "continue", values: payload }
          : { type: "saveAndResumeLater", values: payload },
      );
    },
    undefined,
    (values) => profileDraft.keep(dossier.dossierId, values),
    useMemo(() => ({ recordActor, toFormValues: profileFormOf }), [recordActor]),
  );
  const link = useStepRecordLink(recordActor);
  return { form, contact, ...link };
}

export type ProfileStep = ReturnType<typeof useProfileStep>;
