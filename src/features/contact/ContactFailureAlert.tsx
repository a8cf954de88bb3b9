import { Alert, Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ContactError } from "../../../machines/contact.selectors.ts";
import { genericErrorMessage } from "../../api/errors.ts";

type ContactFailureAlertProps = {
  error: ContactError;
  /** Shown as a retry button when the failed call can be repeated from here. */
  onRetry?: (() => void) | undefined;
};

/**
 * A failed call of the contact dialog, announced as it appears (role "alert"). A failure
 * without a text of its own shows the spec's generic message.
 */
export function ContactFailureAlert({ error, onRetry }: ContactFailureAlertProps) {
  const { i18n, t } = useLingui();
  const message = error.message ?? genericErrorMessage;
  return (
    <Alert.Root status="error" role="alert" data-error-context={error.context}>
      <Alert.Indicator aria-hidden />
      <Alert.Content>
        <Alert.Description>
          {typeof message === "string" ? message : i18n._(message)}
        </Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
          {t`Réessayer`}
        </Button>
      )}
    </Alert.Root>
  );
}
