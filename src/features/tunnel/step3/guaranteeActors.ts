/**
 * The real side effects of step 3's two actors, both children of the wizard: its record
 * (`stepRecord`, `getInfosGarant`, the local draft) and the choice of guarantee (`guarantees`),
 * which finds the record in the tunnel's actor system, tells the wizard (its parent) about
 * unsaved choices and hands it what to save. Free of React, and of actor refs handed in: the
 * actors reach each other through the system.
 */
import type { KyInstance } from "ky";
import * as v from "valibot";
import {
  type ActorRefFrom,
  type AnyActorRef,
  type EventObject,
  enqueueActions,
  fromCallback,
  sendParent,
} from "xstate";
import {
  type GuaranteeChoice,
  type GuaranteesEvent,
  guaranteesMachine,
} from "../../../../machines/guarantees.ts";
import type { stepRecordMachine } from "../../../../machines/stepRecord.ts";
import { GUARANTEE_RECORD_ID, type WizardEvent } from "../../../../machines/wizard.ts";
import { getGuaranteeRecord } from "../../../api/guaranteeStep.ts";
import { type GuaranteeRecord, GuaranteeRecordSchema } from "../../../api/guaranteeStepSchemas.ts";
import { basedOnVersionOf } from "../../../api/recordVersion.ts";
import { guaranteeDraft } from "../steps/stepDraft.ts";
import { stepRecordImplementations } from "../steps/stepRecordActors.ts";
import { stepRegistry } from "../steps/stepRegistry.ts";
import { toGuaranteeChoice } from "./guaranteeMapping.ts";

/** Step 3's record: `getInfosGarant` and its local draft. */
export const guaranteeRecordImplementations = (api: KyInstance) =>
  stepRecordImplementations(
    (signal) => getGuaranteeRecord({ signal, client: api }),
    guaranteeDraft,
  );

type RecordActor = ActorRefFrom<typeof stepRecordMachine>;

/** Step 3's record, the wizard's `guaranteeRecord` child, found in the tunnel's actor system. */
function guaranteeRecordIn(system: AnyActorRef["system"]): RecordActor {
  const recordActor = system.get(GUARANTEE_RECORD_ID) as RecordActor | undefined;
  if (!recordActor) throw new Error("step 3's record is not running beside its choice");
  return recordActor;
}

/** The record the step-3 `stepRecord` actor holds, typed; null before it is loaded. */
function guaranteeRecordOf(recordActor: RecordActor): GuaranteeRecord | null {
  const { record } = recordActor.getSnapshot().context;
  return record === null ? null : v.parse(GuaranteeRecordSchema, record);
}

/** The choice part of a step-3 draft, read leniently (a draft may come from an older form). */
const DraftChoiceSchema = v.object({
  hasGuarantor: v.fallback(v.picklist(["oui", "non", ""]), ""),
  guarantees: v.fallback(
    v.nullable(v.picklist(["guarantor1", "guarantor2", "garantme", "visale", "noGuarantor"])),
    null,
  ),
  isBoursier: v.fallback(v.picklist(["oui", "non", ""]), ""),
});

export function draftChoiceOf(values: Record<string, unknown>): GuaranteeChoice | null {
  const parsed = v.safeParse(DraftChoiceSchema, values.choice);
  return parsed.success ? parsed.output : null;
}

/** Keeps part of step 3's draft (the choice, or the forms), the rest as it was. */
export function keepGuaranteeDraft(dossierId: string | null, part: Record<string, unknown>): void {
  const kept = guaranteeDraft.read(dossierId)?.values ?? {};
  guaranteeDraft.keep(dossierId, { ...kept, ...part });
}

/** The choice of guarantee with its effects: the wizard's `guarantees` child. */
export const guaranteesWithEffects = guaranteesMachine.provide({
  actors: {
    awaitRecord: fromCallback<EventObject>(({ sendBack, system }) => {
      const recordActor = guaranteeRecordIn(system);
      const tell = () => {
        const record = guaranteeRecordOf(recordActor);
        if (record === null) return false;
        const event: GuaranteesEvent = {
          type: "recordLoaded",
          status: record.contactStatus,
          choice: toGuaranteeChoice(record),
        };
        sendBack(event);
        return true;
      };
      if (tell()) return;
      const subscription = recordActor.subscribe(() => {
        if (tell()) subscription.unsubscribe();
      });
      return () => subscription.unsubscribe();
    }),
  },
  actions: {
    keepUnsavedChoice: enqueueActions(({ context, enqueue }, choice: GuaranteeChoice) => {
      enqueue.sendParent({ type: "formChanged" } satisfies WizardEvent);
      enqueue(() => keepGuaranteeDraft(context.dossierId, { choice }));
    }),
    forwardSubmission: sendParent(({ system }, submission): WizardEvent => {
      const record = guaranteeRecordOf(guaranteeRecordIn(system));
      const values = {
        ...stepRegistry[3].form.toPayload(submission, record?.contactStatus ?? null),
        ...basedOnVersionOf(record),
      };
      return submission.mustSave
        ? { type: "saveAndResumeLater", values }
        : { type: "continue", values };
    }),
  },
});
