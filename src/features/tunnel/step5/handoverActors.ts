/**
 * The real side effects of the handover's machine (machines/handover.ts): its calls with their
 * failures typed as the machines hold them, and the certificate checked in the browser as a
 * step-5 proof is. The Client space's address is the identity configuration's `login_ec_uri`.
 */
import type { KyInstance } from "ky";
import { fromPromise } from "xstate";
import type { LoadedHandover } from "../../../../machines/handover.ts";
import type { ChosenProof } from "../../../../machines/proofUpload.ts";
import { getIdentityConfiguration } from "../../../api/conf.ts";
import {
  bookInventoryAppointment,
  getHandover,
  sendInsuranceCertificate,
} from "../../../api/handover.ts";
import type { HandoverFacts, InventorySlot, SentInsurance } from "../../../api/handoverSchemas.ts";
import { checkProof, encode, typed } from "./proofEffects.ts";

export const handoverImplementations = (api: KyInstance) => ({
  actors: {
    loadHandover: fromPromise<LoadedHandover, void>(({ signal }) =>
      typed(async () => {
        const [facts, configuration] = await Promise.all([
          getHandover({ signal, client: api }),
          getIdentityConfiguration({ signal, client: api }),
        ]);
        return { ...facts, clientSpaceUrl: configuration.login_ec_uri ?? null };
      }),
    ),
    reloadSlots: fromPromise<HandoverFacts, void>(({ signal }) =>
      typed(() => getHandover({ signal, client: api })),
    ),
    checkInsurance: fromPromise<ChosenProof, { file: File }>(({ input }) => checkProof(input.file)),
    sendInsurance: fromPromise<SentInsurance, { file: File }>(({ input, signal }) =>
      typed(async () =>
        sendInsuranceCertificate(
          { file: input.file.name, encodedFile: await encode(input.file) },
          { signal, client: api },
        ),
      ),
    ),
    bookSlot: fromPromise<InventorySlot, { slotId: number }>(({ input, signal }) =>
      typed(() => bookInventoryAppointment({ slotId: input.slotId }, { signal, client: api })),
    ),
  },
});
