import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { wizardMachine } from "../../../../machines/wizard.ts";
import type { StepIntent } from "../steps/useStayForm.ts";
import { type RecordReloads, useStepForm } from "../steps/useStepForm.ts";
import { type ProfileFormValues, profileFormSchema } from "./profileForm.ts";

export type { StepIntent };

const systemClock = () => new Date();

/**
 * Step 2's form (`useStepForm`): the profile's schema, whose minor rule `now` dates (a test
 * passes a fixed day).
 */
export function useProfileForm(
  wizard: ActorRefFrom<typeof wizardMachine> | null,
  initial: ProfileFormValues,
  onValid: (values: ProfileFormValues, intent: StepIntent) => void,
  now: () => Date = systemClock,
  /** Told, half a second after typing stops, what the form holds while it differs from saved. */
  onUnsavedInput: (values: ProfileFormValues) => void = () => {},
  /** The record's reloads after a save refused as changed elsewhere (see useStepForm). */
  reloads?: RecordReloads<ProfileFormValues>,
) {
  const [schema] = useState(() => profileFormSchema(now));
  return useStepForm(wizard, 2, initial, schema, onValid, onUnsavedInput, reloads);
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
