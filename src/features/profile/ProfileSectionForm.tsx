import { Alert, Box, Button, Heading, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { AnyFormApi } from "@tanstack/react-form";
import { CircleCheck } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { ProfileSectionView } from "../../../machines/profile.selectors.ts";
import { genericErrorMessage } from "../../api/errors.ts";
import { ErrorSummary } from "../../forms/ErrorSummary.tsx";

/** Ours: the confirmation of any section's save. */
export const changesSavedMessage = msg`Vos modifications ont été enregistrées`;

type ProfileSectionFormProps = {
  title: string;
  description?: ReactNode;
  view: ProfileSectionView;
  /** The section's form: its submit validates and, when valid, asks the machine to save. */
  form: Pick<AnyFormApi, "store" | "handleSubmit">;
  /** What a successful save says; `changesSavedMessage` unless the save is not the end. */
  confirmation?: MessageDescriptor;
  children: ReactNode;
};

/**
 * One section of the profile page: a heading that names its form (`aria-labelledby`), the
 * summary of its errors after a submit that found some, the fields, the error of a failed save (role "alert"), the confirmation (a polite live region,
 * present before it fills so screen readers announce it) and the section's own save button.
 */
export function ProfileSectionForm({
  title,
  description,
  view,
  form,
  confirmation = changesSavedMessage,
  children,
}: ProfileSectionFormProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const formError = view.formError ? (view.formError.message ?? genericErrorMessage) : null;
  return (
    // The form carries the heading's name; the section stays a plain box, not a second landmark.
    <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: "5", md: "6" }}>
      <Heading as="h2" size="lg" id={headingId} mb={description ? "1" : "4"}>
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" textStyle="sm" mb="4">
          {description}
        </Text>
      )}
      <form
        noValidate
        aria-labelledby={headingId}
        aria-busy={view.isSaving}
        onSubmit={(event) => {
          event.preventDefault();
          if (view.canSave) void form.handleSubmit();
        }}
      >
        <Stack gap="4">
          <ErrorSummary form={form} serverErrors={view.fieldErrors} />
          {children}
          {formError !== null && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator aria-hidden />
              <Alert.Description>
                {typeof formError === "string" ? formError : i18n._(formError)}
              </Alert.Description>
            </Alert.Root>
          )}
          <HStack justify="space-between" align="center" wrap="wrap" gap="3">
            <Box role="status" aria-live="polite" color="fg.success" minH="6">
              {view.showsConfirmation && (
                <HStack gap="2">
                  <Icon aria-hidden="true" boxSize="5">
                    <CircleCheck />
                  </Icon>
                  <Text fontWeight="medium">{i18n._(confirmation)}</Text>
                </HStack>
              )}
            </Box>
            <Button
              type="submit"
              colorPalette="brand"
              marginStart="auto"
              loading={view.isSaving}
              loadingText={t`Enregistrement…`}
            >
              {t`Enregistrer`}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
