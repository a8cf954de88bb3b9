import type { AnyFormApi } from "@tanstack/react-form";
import { useRouter } from "@tanstack/react-router";
import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import {
  type ProfileSectionView,
  toProfileSectionView,
} from "../../../machines/profile.selectors.ts";
import {
  type ProfileChange,
  type ProfileValues,
  profileMachine,
} from "../../../machines/profile.ts";
import { pathFor } from "../../routes/paths.ts";
import { getInspect } from "../../shared/inspector.ts";
import { languageSavedState } from "./languageSwitchState.ts";
import { profileActors } from "./profileActors.ts";

export type ProfileSectionControls = {
  view: ProfileSectionView;
  save: (change: ProfileChange) => void;
  /** Tells the section the user changed the form (the confirmation then goes away). */
  edited: () => void;
};

/**
 * One section's `profile` actor: the machine decides what the section shows; this hook owns the
 * actor and gives it the app's save call and the interface switch (the profile page in the
 * language just saved, through the route table).
 */
export function useProfileSection(
  saved: ProfileValues,
  arrivedAfterSave = false,
): ProfileSectionControls {
  const router = useRouter();
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: profileActors,
      actions: {
        switchInterface: (_, { language }) => {
          if (language === null) return;
          void router.navigate({ href: pathFor("profile", language), state: languageSavedState });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { saved, arrivedAfterSave }, inspect: getInspect() });
  const view = useSelector(actor, toProfileSectionView, shallowEqual);
  return {
    view,
    save: (change) => actor.send({ type: "save", change }),
    edited: () => actor.send({ type: "edit" }),
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
