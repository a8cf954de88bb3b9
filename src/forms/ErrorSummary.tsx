import { Box, Heading, Link, List } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type AnyFormApi, useStore } from "@tanstack/react-form";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { reportErrorSummaryShown } from "../shared/errorTitle.ts";
import { type InvalidField, invalidFieldsIn } from "./invalidFields.ts";

/** The server's field errors of a form's last save, by form field; null when there are none. */
type ServerFieldErrors = Readonly<Record<string, string>> | null | undefined;

type ErrorSummaryProps = {
  form: Pick<AnyFormApi, "store">;
  /**
   * The server's refusal of some fields, placed under them after the submit ended (a promo code
   * it does not know, a wrong current password): once they show, the summary lists them too.
   */
  serverErrors?: ServerFieldErrors;
};

/** Whether every server field error is in its field's state (so its field shows it). */
function areServerErrorsPlaced(
  fieldMeta: Record<string, { errorMap?: { onSubmit?: unknown } } | undefined>,
  serverErrors: ServerFieldErrors,
): boolean {
  if (!serverErrors) return false;
  const entries = Object.entries(serverErrors);
  return (
    entries.length > 0 &&
    entries.every(([name, message]) => fieldMeta[name]?.errorMap?.onSubmit === message)
  );
}

/**
 * After a submit that found errors, a summary at the top of the form (GOV.UK's error summary):
 * it takes focus, so the applicant hears and sees that the form was not sent, however far the
 * first error is, and names each field with its message as a link that focuses the field. It
 * is read again at each submit and when the server's field errors arrive; a submit without
 * errors hides it. While it shows, the page's title starts with "Erreur : ", as the first thing
 * a screen reader says of the page (GOV.UK's pattern); several summaries shown at once (the
 * profile's sections) give the same title.
 */
export function ErrorSummary({ form, serverErrors }: ErrorSummaryProps) {
  const { t } = useLingui();
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const ended = useStore(form.store, (state) =>
    state.isSubmitting ? 0 : state.submissionAttempts,
  );
  // Read in the same render as the fields that show them, so the effect below finds them marked.
  const placed = useStore(form.store, (state) =>
    areServerErrorsPlaced(state.fieldMeta, serverErrors),
  );
  // By content: the same errors handed again (a step's form renders them anew) read nothing.
  const placedErrors = placed ? JSON.stringify(serverErrors) : null;
  const [fields, setFields] = useState<InvalidField[]>([]);
  // Focus is the one thing done here: the list is what the page shows once the submit ended,
  // or once the server's field errors show. An error dropped as its field is corrected reads
  // nothing again: the summary changes at the next submit, not under the applicant's typing.
  const readPage = useCallback(() => {
    const found = box.current?.closest("form");
    const fields = found ? invalidFieldsIn(found) : [];
    setFields(fields);
  }, []);
  useEffect(() => {
    if (ended !== 0) readPage();
  }, [ended, readPage]);
  useEffect(() => {
    if (placedErrors) readPage();
  }, [placedErrors, readPage]);
  useEffect(() => {
    if (fields.length > 0) box.current?.focus();
  }, [fields]);
  const isShown = fields.length > 0;
  // "Erreur : " in the page's title while it shows (PageTitle writes it: one <title>).
  useEffect(() => (isShown ? reportErrorSummaryShown() : undefined), [isShown]);
  return (
    <Box
      ref={box}
      tabIndex={-1}
      role="region"
      aria-labelledby={headingId}
      hidden={fields.length === 0}
      borderWidth="2px"
      borderColor="border.error"
      borderRadius="md"
      p="4"
      _focusVisible={{ outline: "3px solid", outlineColor: "colorPalette.focusRing" }}
    >
      <Heading as="h2" id={headingId} size="md" mb="2">
        <Trans>Des informations manquent ou sont à corriger</Trans>
      </Heading>
      <List.Root gap="1" ps="5">
        {fields.map((field) => (
          <List.Item key={field.key}>
            <Link
              href={`#${field.control.id}`}
              color="fg.error"
              textDecoration="underline"
              onClick={(event) => {
                event.preventDefault();
                field.control.focus();
              }}
            >
              {field.message ? t`${field.label} : ${field.message}` : field.label}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
