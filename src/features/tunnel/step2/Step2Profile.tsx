import { Box, Button, Flex, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import { shallowEqual } from "@xstate/react";
import { memo, type ReactNode, type Ref } from "react";
import type { StepSaveError } from "../../../../machines/stepSaveError.ts";
import type { Locale } from "../../../config/index.ts";
import { ErrorSummary } from "../../../forms/ErrorSummary.tsx";
import { AddressFields } from "../../../forms/fieldGroups/AddressFields.tsx";
import { RequiredFieldsNote } from "../../../forms/fields/RequiredFieldsNote.tsx";
import { AfterFirstPaint } from "../../page/AfterFirstPaint.tsx";
import type { RecordReload } from "../steps/ChangedElsewhereNotice.tsx";
import { ContinueButton } from "../steps/ContinueButton.tsx";
import { StepError } from "../steps/StepError.tsx";
import { StepForm } from "../steps/StepForm.tsx";
import { StepHeading } from "../steps/StepHeading.tsx";
import { ContactSummary } from "./ContactSummary.tsx";
import { countryOptions } from "./fieldOptions.ts";
import { GuardianFields } from "./GuardianFields.tsx";
import { PersonalFields } from "./PersonalFields.tsx";
import { ProfileGroup } from "./ProfileGroup.tsx";
import type { ProfileContact } from "./profileMapping.ts";
import { profileMaxLength } from "./profileRules.ts";
import { profileFieldLabel } from "./profileSaveError.ts";
import { profileSectionsOf } from "./profileSections.ts";
import { SituationFields } from "./SituationFields.tsx";
import { SourceFields } from "./SourceFields.tsx";
import type { ProfileForm } from "./useProfileForm.ts";

/** What step 2 shows besides its form: the wizard's flags and the read-only contact. */
export type Step2View = {
  contact: ProfileContact;
  isSaving: boolean;
  canContinue: boolean;
  canGoBack: boolean;
  /** Why the last save failed; field errors also show under their fields. */
  saveError: StepSaveError | null;
  /** Loading the newer record after a save refused because the file changed elsewhere. */
  recordReload?: RecordReload;
  /** The last save's field errors by form field, listed by the error summary once they show. */
  serverFieldErrors?: Readonly<Record<string, string>> | null;
};

type Step2ProfileProps = {
  form: ProfileForm;
  view: Step2View;
  locale: Locale;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  /** Shown above the form (the offer of unsaved input kept from an earlier visit). */
  notice?: ReactNode;
  /** Dates the minor rule; the system clock unless a test fixes the day. */
  now?: () => Date;
};

const systemClock = () => new Date();

/**
 * Step 2, "Votre profil" (spec 2 to 5): the groups in the spec's order, the sections each
 * situation, age and source open, Back to step 1 and Continue to step 3.
 *
 * A `memo` component: the wizard renders again when the form becomes dirty (the leave
 * warning), which changes nothing here; rendering the whole form then made the first key typed
 * a 290 ms interaction at 4× CPU.
 */
export const Step2Profile = memo(function Step2Profile({
  form,
  view,
  locale,
  headingRef,
  onBack,
  notice = null,
  now = systemClock,
}: Step2ProfileProps) {
  const { i18n } = useLingui();
  // The sections, not the values: the step renders again when a section opens or closes, not
  // at every key typed (each field follows its own value).
  const sections = useStore(
    form.store,
    (state) => profileSectionsOf(state.values, now()),
    shallowEqual,
  );
  const busy = view.isSaving;
  return (
    <Box as="section">
      <StepHeading step={2} headingRef={headingRef} />
      <StepForm
        busy={busy}
        onSubmit={() => {
          if (view.canContinue) void form.handleSubmit("continue");
        }}
      >
        <Stack gap="6">
          {notice}
          <ErrorSummary form={form} serverErrors={view.serverFieldErrors} />
          <RequiredFieldsNote />
          <ProfileGroup title={<Trans>Vos informations personnelles</Trans>}>
            <PersonalFields form={form} locale={locale} />
          </ProfileGroup>
          {/* Below the first screen: built once the personal fields are on screen. */}
          <AfterFirstPaint minHeight="100vh">
            <Stack gap="6">
              {sections.guardian && (
                <ProfileGroup title={<Trans>Votre représentant légal</Trans>}>
                  <GuardianFields form={form} locale={locale} />
                </ProfileGroup>
              )}
              <ProfileGroup title={<Trans>Vos coordonnées</Trans>}>
                <ContactSummary contact={view.contact} locale={locale} />
              </ProfileGroup>
              <ProfileGroup title={<Trans>Votre adresse actuelle</Trans>}>
                <AddressFields
                  form={form}
                  fields="currentAddress"
                  countries={countryOptions(locale)}
                  maxLength={profileMaxLength}
                  autofill="own"
                />
              </ProfileGroup>
              <ProfileGroup title={<Trans>Votre situation</Trans>}>
                <SituationFields form={form} sections={sections} />
              </ProfileGroup>
              <ProfileGroup title={<Trans>Comment nous avez-vous connus ?</Trans>}>
                <SourceFields form={form} sections={sections} />
              </ProfileGroup>
            </Stack>
          </AfterFirstPaint>
          <StepError
            error={view.saveError}
            recordReload={view.recordReload}
            fieldLabel={(field) => profileFieldLabel(field, i18n)}
          />
          <Flex justify="space-between" gap="4">
            {/* A file sent back for changes reopens on this step: there is no step to go back to. */}
            {view.canGoBack ? (
              <Button variant="outline" onClick={onBack} disabled={busy}>
                <Trans>Retour</Trans>
              </Button>
            ) : (
              <span />
            )}
            <ContinueButton busy={busy} canContinue={view.canContinue} />
          </Flex>
        </Stack>
      </StepForm>
    </Box>
  );
});
