import { Button, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";
import type { LeavePermit } from "../leavePermit.ts";
import { leaveWarningMessage } from "../tunnelErrors.ts";
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
        <>
          <Button variant="outline" onClick={blocker.proceed}>
            <Trans>Quitter la page</Trans>
          </Button>
          <Button colorPalette="brand" onClick={blocker.reset}>
            <Trans>Rester sur la page</Trans>
          </Button>
        </>
      }
    >
      <Text>{i18n._(leaveWarningMessage)}</Text>
    </TunnelDialog>
  );
}
