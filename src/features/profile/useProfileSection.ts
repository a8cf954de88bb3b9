import type { AnyFormApi } from "@tanstack/react-form";
import { shallowEqual } from "@xstate/react";
import { useEffect } from "react";
import {
  type ProfileSectionView,
  toProfileSectionView,
} from "../../../machines/profile.selectors.ts";
import type { ProfileChange, ProfileValues } from "../../../machines/profile.ts";
import { ProfileSectionContext } from "./ProfileSectionScope.tsx";

export type ProfileSectionControls = {
  view: ProfileSectionView;
  save: (change: ProfileChange) => void;
  /** Tells the section the user changed the form (the confirmation then goes away). */
  edited: () => void;
};

/** The enclosing section's `profile` actor, as the section's form needs it. */
export function useProfileSection(): ProfileSectionControls {
  const view = ProfileSectionContext.useSelector(toProfileSectionView, shallowEqual);
  const { send } = ProfileSectionContext.useActorRef();
  return {
    view,
    save: (change) => send({ type: "save", change }),
    edited: () => send({ type: "edit" }),
  };
}

/**
 * Keeps a section's form in step with its machine. Only a successful save resets the form (to
 * the values as the server saved them): after a failed save everything typed stays. The
 * server's field errors show under their fields as the form's own errors do; the form drops
 * one as soon as its field holds a valid new value.
 */
export function useFormFollowsSection<TValues>(
  form: AnyFormApi,
  view: ProfileSectionView,
  valuesOf: (saved: ProfileValues) => TValues,
): void {
  const { status, saved, fieldErrors } = view;
  useEffect(() => {
    if (status === "saved") form.reset(valuesOf(saved));
  }, [form, status, saved, valuesOf]);

  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors)) {
      form.setFieldMeta(name, (meta) => ({
        ...meta,
        isTouched: true,
        errorMap: { ...meta.errorMap, onSubmit: message },
      }));
    }
  }, [form, fieldErrors]);
}
