import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { InlineNotice } from "./InlineNotice.tsx";

type RetryNoticeProps = {
  /** The button's words ("Réessayer", "Actualiser"). */
  action: ReactNode;
  onRetry: () => void;
  children: ReactNode;
};

/** A call that failed, said where its content would be, with the one button that tries again. */
export function RetryNotice({ action, onRetry, children }: RetryNoticeProps) {
  return (
    <InlineNotice
      role="alert"
      tone="error"
      actions={
        <Button size="sm" variant="outline" onClick={onRetry}>
          {action}
        </Button>
      }
    >
      {children}
    </InlineNotice>
  );
}
