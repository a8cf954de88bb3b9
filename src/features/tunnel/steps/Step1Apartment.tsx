import { Box, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useMemo } from "react";
import type { StepView } from "../../../../machines/wizard.selectors.ts";
import type { WizardEvent } from "../../../../machines/wizard.ts";
import type { DossierInfo } from "../../../api/dossierSchemas.ts";
import { type Locale, PROMO_CODE_MAX_LENGTH } from "../../../config/index.ts";
import { ErrorSummary } from "../../../forms/ErrorSummary.tsx";
import { formatDate } from "../../../i18n/format.ts";
import { ContinueButton } from "./ContinueButton.tsx";
import { DurationSlider } from "./DurationSlider.tsx";
import { NewSearchHint } from "./NewSearchHint.tsx";
import { PriceSummary } from "./PriceSummary.tsx";
import { StepError } from "./StepError.tsx";
import { StepForm } from "./StepForm.tsx";
import { StepHeading } from "./StepHeading.tsx";
import { PROMO_CODE_FIELD, promoCodeRefusalOf, step1ContentOf } from "./step1Content.ts";
import type { StepPanelProps } from "./stepPanelProps.ts";
import type { StayForm } from "./useStayForm.ts";
import { useStepFormReports } from "./useStepFormReports.ts";

type Step1Props = StepPanelProps & { details: DossierInfo | null; stayForm: StayForm };

/**
 * Step 1, "Votre appartement" (spec 2 and 5): the flat's prices, the stay, a promo code.
 *
 * A `memo` component: the wizard renders again when the records of steps 2 and 3 arrive (they
 * load as the wizard opens), which changes nothing here.
 */
export const Step1Apartment = memo(function Step1Apartment({
  view,
  send,
  details,
  stayForm,
  locale,
  headingRef,
}: Step1Props) {
  const content = step1ContentOf(view.hasDossier, details);
  return (
    <Box as="section">
      <StepHeading step={1} headingRef={headingRef} />
      {content === "welcome" && (
        <NewSearchHint locale={locale}>
          <Trans>
            Bienvenue ! Vous n'avez pas encore de demande en cours : lancez une nouvelle recherche
            pour choisir votre appartement.
          </Trans>
        </NewSearchHint>
      )}
      {content === "noFlat" && (
        <NewSearchHint locale={locale}>
          <Trans>Vous n'avez pas d'appartement pré-réservé.</Trans>
        </NewSearchHint>
      )}
      {content === "summary" && details?.pricing && (
        <StayFormPanel
          view={view}
          send={send}
          form={stayForm}
          locale={locale}
          pricing={details.pricing}
          arrivalDate={details.applicatif.date_arrivee}
        />
      )}
    </Box>
  );
});

type StayFormPanelProps = {
  view: StepView;
  send: (event: WizardEvent) => void;
  form: StayForm;
  locale: Locale;
  pricing: NonNullable<DossierInfo["pricing"]>;
  arrivalDate: string | null;
};

function StayFormPanel({ view, send, form, locale, pricing, arrivalDate }: StayFormPanelProps) {
  const { t } = useLingui();
  const promoCodeError = promoCodeRefusalOf(view.saveError);
  const serverFieldErrors = useMemo(
    () => (promoCodeError === null ? null : { promoCode: promoCodeError }),
    [promoCodeError],
  );
  useStepFormReports(form, send, serverFieldErrors);

  const busy = view.isSaving;
  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        if (view.canContinue) void form.handleSubmit("continue");
      }}
    >
      <Stack gap="6">
        <ErrorSummary form={form} serverErrors={serverFieldErrors} />
        <Box as="section" aria-labelledby="stay-prices-title">
          <Heading as="h2" size="md" mb="3" id="stay-prices-title">
            <Trans>Votre appartement et son prix</Trans>
          </Heading>
          <PriceSummary pricing={pricing} arrivalDate={arrivalDate} locale={locale} />
        </Box>
        <Stack as="fieldset" gap="4" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="legend" size="md" px="1">
            <Trans>Votre séjour</Trans>
          </Heading>
          <Box>
            <Text fontWeight="semibold">
              <Trans>Date d'arrivée</Trans>
            </Text>
            <Text>{arrivalDate ? formatDate(arrivalDate, locale) : "—"}</Text>
          </Box>
          <form.Field name="duration">
            {(field) => (
              <DurationSlider
                value={field.state.value}
                onChange={(months) => field.handleChange(months)}
                disabled={busy}
              />
            )}
          </form.Field>
          <form.AppField name="promoCode">
            {(field) => (
              <field.TextField
                label={t`Code promo`}
                maxLength={PROMO_CODE_MAX_LENGTH}
                autoComplete="off"
              />
            )}
          </form.AppField>
        </Stack>
        <StepError
          error={view.saveError}
          fieldLabel={(field) => (field === PROMO_CODE_FIELD ? t`Code promo` : undefined)}
        />
        <Flex justify="flex-end">
          <ContinueButton busy={busy} canContinue={view.canContinue} />
        </Flex>
      </Stack>
    </StepForm>
  );
}
