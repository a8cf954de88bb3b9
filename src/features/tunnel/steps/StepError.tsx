import { Box, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { StepSaveError } from "../../../../machines/stepSaveError.ts";
import { genericErrorMessage, invalidValuesMessage } from "../../../api/errors.ts";
import {
  applicationErrorMessages,
  offlineSaveMessage,
  sameAsLegalGuardianMessage,
} from "../stepSaveMessages.ts";
import { ChangedElsewhereNotice, type RecordReload } from "./ChangedElsewhereNotice.tsx";

type StepErrorProps = {
  error: StepSaveError | null;
  /** Steps with a versioned record: loading the newer one after a save refused as stale. */
  recordReload?: RecordReload;
  /** The step's label of a form field, for messages that name the field. */
  fieldLabel?: (field: string) => string | undefined;
};

/** A server text may carry the address it is about as a `{mail}` parameter. */
function withMail(message: string, mail: string | null): string {
  return mail === null ? message : message.replace(/\{\{?mail\}?\}/g, mail);
}

/**
 * A failed save, check or send, under the form: the step and its input stay, and the reason is
 * announced at once (tunnel spec 8). Field errors also show under their fields; the gender
 * incompatibility is a pop-up of its own.
 */
export function StepError({ error, recordReload, fieldLabel = () => undefined }: StepErrorProps) {
  const { i18n, t } = useLingui();
  if (error === null) return null;
  if (error.kind === "changedElsewhere") return <ChangedElsewhereNotice reload={recordReload} />;
  // Answered by a pop-up of their own.
  if (error.kind === "genderIncompatible" || error.kind === "insufficientGuarantees") return null;
  const lines: string[] = [];
  switch (error.kind) {
    case "generic":
      lines.push(i18n._(genericErrorMessage));
      break;
    case "offline":
      lines.push(i18n._(offlineSaveMessage));
      break;
    case "application":
      lines.push(i18n._(applicationErrorMessages[error.code]));
      break;
    case "message":
      lines.push(error.text);
      break;
    case "invalidValues":
      lines.push(i18n._(invalidValuesMessage));
      break;
    case "fields":
      lines.push(i18n._(invalidValuesMessage));
      for (const [field, message] of Object.entries(error.fields)) {
        const label = fieldLabel(field);
        lines.push(label ? `${label} - ${message}` : message);
      }
      break;
    case "emailQuality": {
      if (error.isSameAsLegalGuardian) {
        lines.push(i18n._(sameAsLegalGuardianMessage));
        break;
      }
      const label = fieldLabel(error.field) ?? error.field;
      const text = `${label} - ${withMail(error.message, error.mail)}`;
      lines.push(error.guarantor === null ? text : `${t`Garant ${error.guarantor}`} - ${text}`);
      break;
    }
  }
  return (
    <Box role="alert" color="fg.error" fontWeight="semibold" my="3">
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Box>
  );
}
