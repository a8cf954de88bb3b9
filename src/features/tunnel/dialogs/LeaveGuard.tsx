import { Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";
import type { LeavePermit } from "../leavePermit.ts";
import { leaveWarningMessage } from "../tunnelErrors.ts";
import { DialogChoice } from "./DialogChoice.tsx";
import { TunnelDialog } from "./TunnelDialog.tsx";

type LeaveGuardProps = {
  /** The wizard's `isLeaveWarningNeeded`: the form holds unsaved changes. */
  isNeeded: boolean;
  permit: LeavePermit;
};

/**
 * The leave warning (spec 2): with unsaved changes, an in-app link asks first (a dialog), and
 * closing or reloading the tab gets the browser's own prompt (`beforeunload`). Moves the tunnel
 * decides itself go through (`permit`).
 */
export function LeaveGuard({ isNeeded, permit }: LeaveGuardProps) {
  const { i18n } = useLingui();
  const mustAsk = () => isNeeded && !permit.isGranted();
  const blocker = useBlocker({
    shouldBlockFn: mustAsk,
    enableBeforeUnload: mustAsk,
    disabled: !isNeeded,
    withResolver: true,
  });
  if (blocker.status !== "blocked") return null;
  return (
    <TunnelDialog
      title={<Trans>Quitter le tunnel de réservation ?</Trans>}
      onClose={blocker.reset}
      actions={
        <DialogChoice
          other={{ label: <Trans>Quitter la page</Trans>, onChoose: blocker.proceed }}
          leadsTo={{ label: <Trans>Rester sur la page</Trans>, onChoose: blocker.reset }}
        />
      }
    >
      <Text>{i18n._(leaveWarningMessage)}</Text>
    </TunnelDialog>
  );
}
