/**
 * The tunnel is one actor system: the running page's actors, read through XState's
 * inspection, form one tree under the tunnel loader, each child reachable by its `systemId`.
 * Actors outside the tunnel (the session, the alert banner) are roots of their own.
 */
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AnyActorRef, InspectionEvent } from "xstate";
import { followUpAt } from "../../machines/fixtures/followUpData.ts";
import { answerDocumentCalls } from "./documentsApi.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, server, tunnel } from "./tunnelApi.ts";
import { heldDossier } from "./tunnelFixtures.ts";

/** Every actor the page started, as XState's inspection announces them. */
const started = vi.hoisted(() => new Set<unknown>());
vi.mock("../../../src/shared/inspector.ts", () => ({
  getInspect: () => ({
    next: (event: InspectionEvent) => {
      if (event.type === "@xstate.actor") started.add(event.actorRef);
    },
  }),
}));

answerTunnelCalls();
// Each test reads the actors its own page started.
beforeEach(() => started.clear());
answerDocumentCalls();
vi.setConfig({ testTimeout: 40_000 });

/** The machines of the tunnel: each runs only inside the loader's system. */
const tunnelMachines = [
  "wizard",
  "savedNotice",
  "prebooking",
  "stepRecord",
  "guarantees",
  "documentsStep",
  "documentVerification",
  "followUp",
  "proofUpload",
];

type Inspected = AnyActorRef & { _parent?: Inspected; logic: { id?: string } };

const machineId = (actor: Inspected) => actor.logic.id ?? "";
const isMachine = (actor: Inspected) => "root" in actor.logic;

/** The live machine actors as paths from their root, e.g. "tunnelLoader > wizard > savedNotice". */
function liveMachinePaths(): string[] {
  const paths: string[] = [];
  for (const actor of started as Set<Inspected>) {
    if (!isMachine(actor) || actor.getSnapshot().status !== "active") continue;
    const names: string[] = [];
    for (let node: Inspected | undefined = actor; node; node = node._parent) {
      if (isMachine(node)) names.unshift(machineId(node));
    }
    paths.push(names.join(" > "));
  }
  return [...new Set(paths)].sort();
}

function rootOf(actor: Inspected): Inspected {
  return actor._parent ? rootOf(actor._parent) : actor;
}

describe("the tunnel's actors", () => {
  it("at step 4, form one tree under the tunnel loader, each child found by its systemId", async () => {
    const { user } = await renderTunnelAt("/fr/dossier");
    await screen.findByRole(
      "heading",
      { level: 1, name: "Votre appartement" },
      { timeout: 15_000 },
    );
    const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
    await user.click(await within(progress).findByRole("button", { name: /Vos documents/ }));
    await screen.findByRole("heading", { level: 1, name: "Vos documents" });
    await screen.findByRole("region", { name: /^Pièce d'identité/ }, { timeout: 15_000 });

    const paths = liveMachinePaths();
    expect(paths.filter((path) => path.startsWith("tunnelLoader"))).toEqual([
      "tunnelLoader",
      "tunnelLoader > wizard",
      "tunnelLoader > wizard > documentsStep",
      // The stored passport's verification: one actor per file.
      "tunnelLoader > wizard > documentsStep > documentVerification",
      "tunnelLoader > wizard > guarantees",
      "tunnelLoader > wizard > prebooking",
      "tunnelLoader > wizard > savedNotice",
      // The records of steps 2 and 3.
      "tunnelLoader > wizard > stepRecord",
    ]);
    // No tunnel machine runs as a root of its own beside the loader.
    const roots = new Set(paths.map((path) => path.split(" > ")[0]));
    for (const machine of tunnelMachines) expect(roots, machine).not.toContain(machine);
    const loader = [...(started as Set<Inspected>)].find(
      (actor) => machineId(actor) === "tunnelLoader" && actor.getSnapshot().status === "active",
    );
    if (!loader) throw new Error("no running tunnel loader");
    const systemIds = {
      wizard: "wizard",
      savedNotice: "savedNotice",
      prebooking: "prebooking",
      profileRecord: "stepRecord",
      guaranteeRecord: "stepRecord",
      guarantees: "guarantees",
      documents: "documentsStep",
    };
    for (const [systemId, machine] of Object.entries(systemIds)) {
      const actor = loader.system.get(systemId) as Inspected | undefined;
      expect(actor && machineId(actor), systemId).toBe(machine);
      expect(actor && rootOf(actor), systemId).toBe(loader);
    }
  });

  it("at step 5, run the follow-up and its proof's upload under the tunnel loader", async () => {
    tunnel.dossier = heldDossier({ statuscode: "complete", statut: 4 });
    server.use(
      http.get(`${API}/dossierDepose/getSignature`, () => HttpResponse.json(followUpAt.payment)),
    );
    await renderTunnelAt("/fr/dossier");
    await screen.findByRole("tab", { name: "Virement bancaire" }, { timeout: 15_000 });

    const tunnelPaths = liveMachinePaths().filter((path) => path.startsWith("tunnelLoader"));
    expect(tunnelPaths).toEqual([
      "tunnelLoader",
      "tunnelLoader > followUp",
      // The transfer proof the payment sub-stage asks for.
      "tunnelLoader > followUp > proofUpload",
    ]);
  });
});
