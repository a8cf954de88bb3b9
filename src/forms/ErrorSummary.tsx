import { Box, Heading, Link, List } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type AnyFormApi, useStore } from "@tanstack/react-form";
import { useEffect, useId, useRef, useState } from "react";
import { type InvalidField, invalidFieldsIn } from "./invalidFields.ts";

/**
 * After a submit that found errors, a summary at the top of the form (GOV.UK's error summary):
 * it takes focus, so the applicant hears and sees that the form was not sent, however far the
 * first error is, and names each field with its message as a link that focuses the field. It
 * is read again at each submit; a submit without errors hides it.
 */
export function ErrorSummary({ form }: { form: Pick<AnyFormApi, "store"> }) {
  const { t } = useLingui();
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const ended = useStore(form.store, (state) =>
    state.isSubmitting ? 0 : state.submissionAttempts,
  );
  const [fields, setFields] = useState<InvalidField[]>([]);
  // Focus is the one thing done here: the list is what the page shows once the submit ended.
  useEffect(() => {
    if (ended === 0) return;
    const found = box.current?.closest("form");
    setFields(found ? invalidFieldsIn(found) : []);
  }, [ended]);
  useEffect(() => {
    if (fields.length > 0) box.current?.focus();
  }, [fields]);
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
