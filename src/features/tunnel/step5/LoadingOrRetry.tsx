import { Trans, useLingui } from "@lingui/react/macro";
import { genericErrorMessage } from "../../../api/errors.ts";
import { LoadingBlock } from "../../page/LoadingBlock.tsx";
import { RetryNotice } from "../frame/RetryNotice.tsx";

type LoadingOrRetryProps = {
  /** The part's view-model: whether its first load is under way, or failed. */
  load: { isLoading: boolean; hasLoadFailed: boolean };
  onRetry: () => void;
};

/** A step 5 part's first load: a placeholder while it loads, the generic error and a retry if it failed. */
export function LoadingOrRetry({ load, onRetry }: LoadingOrRetryProps) {
  const { i18n } = useLingui();
  return (
    <>
      {load.isLoading && <LoadingBlock count={1} />}
      {load.hasLoadFailed && (
        <RetryNotice action={<Trans>Réessayer</Trans>} onRetry={onRetry}>
          {i18n._(genericErrorMessage)}
        </RetryNotice>
      )}
    </>
  );
}
