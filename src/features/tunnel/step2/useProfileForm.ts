import { useState } from "react";
import { stepRegistry } from "../steps/stepRegistry.ts";
import type { StepIntent } from "../steps/useStayForm.ts";
import { type RecordLink, useStepForm } from "../steps/useStepForm.ts";
import type { ProfileFormValues } from "./profileForm.ts";

export type { StepIntent };

const systemClock = () => new Date();

/**
 * Step 2's form (`useStepForm`): the profile's schema, whose minor rule `now` dates (a test
 * passes a fixed day).
 */
export function useProfileForm(
  initial: ProfileFormValues,
  onValid: (values: ProfileFormValues, intent: StepIntent) => void,
  now: () => Date = systemClock,
  /** Told, half a second after typing stops, what the form holds while it differs from saved. */
  onUnsavedInput: (values: ProfileFormValues) => void = () => {},
  /** The record the form follows (see useStepForm); none where no record runs (a test). */
  link: RecordLink<ProfileFormValues> | null = null,
) {
  const [schema] = useState(() => stepRegistry[2].form.schema(now));
  return useStepForm(initial, schema, onValid, onUnsavedInput, link);
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
