import type { ReactNode } from "react";
import { guaranteesMachine } from "../../../../machines/guarantees.ts";
import { getInspect } from "../../../shared/inspector.ts";
import {
  GuaranteeRecordContext,
  GuaranteesContext,
  WizardContext,
} from "../tunnelActorContexts.ts";
import { guaranteesImplementations } from "./guaranteeActors.ts";

/**
 * Step 3's choice of guarantee, started with the wizard so Back and Continue keep the choice; it
 * waits for the step's record (the wizard's `guaranteeRecord` child).
 */
export function GuaranteeProviders({
  dossierId,
  children,
}: {
  dossierId: string | null;
  children: ReactNode;
}) {
  return <GuaranteesProvider dossierId={dossierId}>{children}</GuaranteesProvider>;
}

function GuaranteesProvider({
  dossierId,
  children,
}: {
  dossierId: string | null;
  children: ReactNode;
}) {
  const recordActor = GuaranteeRecordContext.useActorRef();
  const wizard = WizardContext.useActorRef();
  return (
    <GuaranteesContext.Provider
      logic={guaranteesMachine.provide(guaranteesImplementations(recordActor, wizard, dossierId))}
      options={{ inspect: getInspect() }}
    >
      {children}
    </GuaranteesContext.Provider>
  );
}
