import type { ReactNode } from "react";
import { guaranteesMachine } from "../../../../machines/guarantees.ts";
import { stepRecordMachine } from "../../../../machines/stepRecord.ts";
import { getInspect } from "../../../shared/inspector.ts";
import {
  GuaranteeRecordContext,
  GuaranteesContext,
  WizardContext,
} from "../tunnelActorContexts.ts";
import { guaranteeRecordImplementations, guaranteesImplementations } from "./guaranteeActors.ts";

/**
 * Step 3's actors, started with the wizard so Back and Continue keep the choice: its record
 * (`getInfosGarant`, with the draft offer) and the choice of guarantee, which waits for it.
 */
export function GuaranteeProviders({
  dossierId,
  children,
}: {
  dossierId: string | null;
  children: ReactNode;
}) {
  return (
    <GuaranteeRecordContext.Provider
      logic={stepRecordMachine.provide(guaranteeRecordImplementations)}
      options={{ input: { dossierId }, inspect: getInspect() }}
    >
      <GuaranteesProvider dossierId={dossierId}>{children}</GuaranteesProvider>
    </GuaranteeRecordContext.Provider>
  );
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
