import { useRouter } from "@tanstack/react-router";
import { createActorContext } from "@xstate/react";
import type { ReactNode } from "react";
import { type ProfileValues, profileMachine } from "../../../machines/profile.ts";
import { pathFor } from "../../routes/paths.ts";
import { getInspect } from "../../shared/inspector.ts";
import { useRouterContext } from "../../shared/routerContext.ts";
import { languageSavedState } from "./languageSwitchState.ts";
import { profileActors } from "./profileActors.ts";

/** One `profile` actor per section of the profile page: each section saves on its own. */
export const ProfileSectionContext = createActorContext(profileMachine);

type ProfileSectionScopeProps = {
  saved: ProfileValues;
  /** The page opened right after this section saved the language (it confirms the save). */
  arrivedAfterSave?: boolean;
  children: ReactNode;
};

/**
 * Runs one section's machine with the app's save call and the interface switch (the profile
 * page in the language just saved, through the route table).
 */
export function ProfileSectionScope({
  saved,
  arrivedAfterSave = false,
  children,
}: ProfileSectionScopeProps) {
  const router = useRouter();
  const { api } = useRouterContext();
  return (
    <ProfileSectionContext.Provider
      logic={profileMachine.provide({
        actors: profileActors(api),
        actions: {
          switchInterface: (_, { language }) => {
            if (language === null) return;
            void router.navigate({
              href: pathFor("profile", language),
              state: languageSavedState,
            });
          },
        },
      })}
      options={{ input: { saved, arrivedAfterSave }, inspect: getInspect() }}
    >
      {children}
    </ProfileSectionContext.Provider>
  );
}
