/**
 * The tunnel is one actor system (issue 29): the running page's actors, read through XState's
 * inspection, form one tree under the tunnel loader, each child reachable by its `systemId`.
 * Actors outside the tunnel (the session, the alert banner) are roots of their own.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AnyActorRef, InspectionEvent } from "xstate";
import { answerDocumentCalls } from "./documentsApi.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { answerTunnelCalls } from "./tunnelApi.ts";

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
answerDocumentCalls();
vi.setConfig({ testTimeout: 40_000 });

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
    const tunnelPaths = paths.filter((path) => path.startsWith("tunnelLoader"));
    expect(tunnelPaths).toEqual(
      expect.arrayContaining([
        "tunnelLoader",
        "tunnelLoader > wizard",
        "tunnelLoader > wizard > savedNotice",
      ]),
    );
    // No tunnel machine runs as a root of its own beside the loader.
    const tunnelMachines = ["wizard", "savedNotice"];
    for (const path of paths) {
      const [root] = path.split(" > ");
      expect(tunnelMachines, path).not.toContain(root);
    }
    const loader = [...(started as Set<Inspected>)].find(
      (actor) => machineId(actor) === "tunnelLoader" && actor.getSnapshot().status === "active",
    );
    if (!loader) throw new Error("no running tunnel loader");
    const wizard = loader.system.get("wizard") as Inspected | undefined;
    expect(wizard && machineId(wizard)).toBe("wizard");
    expect(wizard && rootOf(wizard)).toBe(loader);
  });
});
