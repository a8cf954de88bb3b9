import { Box, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { UserMessage } from "../../../api/errors.ts";
import { FilePicker } from "../step4/FilePicker.tsx";

type OneFilePickerProps = {
  /** The picker's name: what the file is, with the formats and sizes accepted. */
  label: string;
  isChecking: boolean;
  isSending: boolean;
  /** The chosen file's name while it waits for its send button; null when none waits. */
  waitingName: string | null;
  onFile: (file: File) => void;
  /** What the part says once it sends: under way, then sent. */
  children: ReactNode;
  /** Why the last choice or send failed. */
  message: UserMessage | null;
};

/**
 * Step 5's single-file pickers (a proof, the insurance certificate): the picker or drop zone, a
 * polite status (checked in the browser, chosen and not sent yet, then the part's own sending
 * words) and the failure's message.
 */
export function OneFilePicker(props: OneFilePickerProps) {
  const { label, isChecking, isSending, waitingName, onFile, children, message } = props;
  const { i18n } = useLingui();
  return (
    <>
      <FilePicker
        sectionLabel={label}
        accept=".png,.jpg,.jpeg,.gif,.pdf"
        multiple={false}
        disabled={isChecking || isSending}
        onFiles={([file]) => {
          if (file) onFile(file);
        }}
      />
      <Box aria-live="polite">
        {isChecking && (
          <Text>
            <Trans>Vérification du fichier…</Trans>
          </Text>
        )}
        {waitingName !== null && !isChecking && !isSending && (
          <Text>
            <Trans>Fichier choisi, pas encore envoyé : {waitingName}</Trans>
          </Text>
        )}
        {children}
      </Box>
      {message && (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {typeof message === "string" ? message : i18n._(message)}
        </Text>
      )}
    </>
  );
}
