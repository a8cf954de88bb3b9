/**
 * The development machines page's pure parts: the diagram drawn from a machine, the live actors
 * told by the app's tabs, and the page's absence from builds.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, createMachine } from "xstate";
import { machineRegistry } from "../../machines/index.ts";
import { devMachinesPage } from "../../scripts/devMachinesPage.ts";
import {
  activePaths,
  actorsOf,
  actorTrees,
  highlightedStates,
  type LiveActors,
  leafPaths,
  withMessage,
} from "../../src/dev/machines/liveActors.ts";
import { eventLabel, inWords, machineTitle } from "../../src/dev/machines/productWords.ts";
import {
  type LiveActorMessage,
  MACHINES_CHANNEL,
  type MachinesMessage,
  machineBroadcast,
} from "../../src/shared/machineBroadcast.ts";
import { allStateNodes, statePath } from "../../tools/machines/stateNodes.ts";
import { diagramLayout, overlaps, type Rect, wrap } from "../../tools/machines/svgLayout.ts";
import { stateAnchor, toSvg } from "../../tools/machines/toSvg.ts";

describe("toSvg", () => {
  it.each(machineRegistry.map((entry) => [entry.id, entry.machine] as const))(
    "draws every state of %s, each a link target",
    (id, machine) => {
      const svg = toSvg(machine);
      for (const node of allStateNodes(machine)) {
        expect(svg).toContain(
          `data-state="${statePath(node)}" id="${stateAnchor(id, statePath(node))}"`,
        );
      }
      expect(svg).not.toMatch(/NaN|undefined/);
    },
  );

  it.each(machineRegistry.map((entry) => [entry.id, entry.machine] as const))(
    "draws %s with no text over another, and no arrow's label over a state",
    (_id, machine) => {
      const { boxes, arrows, bounds } = diagramLayout(machine);
      const named = (what: string, rect: Rect) => ({ what, rect });
      const states = [...boxes.values()];
      const texts = [
        ...states.flatMap((box) => [
          named(`name of ${statePath(box.node)}`, box.name),
          ...box.loops.map((loop) => named(`↻ in ${statePath(box.node)}`, loop.label)),
        ]),
        ...arrows.map((arrow) => named(`label "${arrow.label.lines.join(" ")}"`, arrow.label)),
      ];
      const leaves = states
        .filter((box) => box.children.length === 0)
        .map((box) => named(`state ${statePath(box.node)}`, box));
      const clashes = texts.flatMap((text, index) => [
        ...texts
          .slice(index + 1)
          .filter((other) => overlaps(text.rect, other.rect))
          .map((other) => `${text.what} × ${other.what}`),
      ]);
      for (const arrow of arrows) {
        for (const leaf of leaves.filter((box) => overlaps(arrow.label, box.rect))) {
          clashes.push(`label "${arrow.label.lines.join(" ")}" × ${leaf.what}`);
        }
      }
      expect(clashes).toEqual([]);
      // Every text stays inside the drawing.
      for (const { rect } of texts) {
        expect(rect.x).toBeGreaterThanOrEqual(bounds.x);
        expect(rect.x + rect.width).toBeLessThanOrEqual(bounds.x + bounds.width);
      }
    },
  );

  it("wraps a long label at spaces, and sizes a state's box from its name", () => {
    expect(wrap("continue [isStepComplete and isLastStep]")).toEqual([
      "continue [isStepComplete",
      "and isLastStep]",
    ]);
    const { boxes } = diagramLayout(
      createMachine({
        id: "long",
        initial: "savingForLaterWithAVeryLongName",
        states: { savingForLaterWithAVeryLongName: {} },
      }),
    );
    const [, state] = [...boxes.values()];
    expect(state?.width).toBeGreaterThan(
      (state?.name.width ?? 0) + (state?.name.x ?? 0) - (state?.x ?? 0),
    );
  });

  it("draws a move as an arrow, a move that stays as a line inside its state", () => {
    const svg = toSvg(
      createMachine({
        id: "door",
        initial: "closed",
        states: {
          closed: { on: { open: "opened", knock: {} } },
          opened: { on: { close: { target: "closed", guard: () => true } } },
        },
      }),
    );
    expect(svg.match(/<g class="transition"/g)).toHaveLength(2);
    expect(svg).toContain(">open</tspan>");
    expect(svg).toContain("↻ knock");
    expect(svg).toContain(">close [inline guard]</tspan>");
  });
});

const actor = (overrides: Partial<LiveActorMessage>): LiveActorMessage => ({
  kind: "actor",
  tab: "t1",
  page: "/fr/dossier",
  actor: "x:1",
  machine: "contact",
  value: "closed",
  status: "active",
  events: ["xstate.init"],
  ...overrides,
});

describe("live actors", () => {
  it("lists every active state of a value, parallel regions included", () => {
    expect(
      activePaths({ open: { message: "editingForm", residenceList: "loadingResidences" } }),
    ).toEqual([
      "open",
      "open.message",
      "open.message.editingForm",
      "open.residenceList",
      "open.residenceList.loadingResidences",
    ]);
  });

  it("keeps each actor's last word, highlights the running ones, forgets a closed tab", () => {
    let actors: LiveActors = new Map();
    actors = withMessage(actors, actor({ value: "closed" }));
    actors = withMessage(
      actors,
      actor({ value: { open: { message: "sending" } }, events: ["open", "submit"] }),
    );
    actors = withMessage(
      actors,
      actor({ tab: "t2", actor: "x:1", status: "stopped", value: "closed" }),
    );
    expect(actorsOf(actors, "contact")).toHaveLength(2);
    expect([...highlightedStates(actors, "contact")]).toEqual([
      "open",
      "open.message",
      "open.message.sending",
    ]);
    actors = withMessage(actors, { kind: "bye", tab: "t1" });
    expect(actorsOf(actors, "contact").map((live) => live.tab)).toEqual(["t2"]);
    expect(highlightedStates(actors, "contact").size).toBe(0);
    expect(withMessage(actors, { kind: "hello" })).toBe(actors);
  });
});

describe("the broadcast", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells each actor's parent and systemId, and event types only", async () => {
    vi.stubGlobal("window", { location: { pathname: "/fr/dossier" }, addEventListener() {} });
    const page = new BroadcastChannel(MACHINES_CHANNEL);
    const told: LiveActorMessage[] = [];
    page.onmessage = ({ data }: MessageEvent<MachinesMessage>) => {
      if (data.kind === "actor") told.push(data);
    };
    const notice = createMachine({ id: "savedNotice", initial: "hidden", states: { hidden: {} } });
    const loader = createMachine({
      id: "tunnelLoader",
      initial: "ready",
      states: { ready: { invoke: { src: notice, systemId: "savedNotice" } } },
    });
    const actor = createActor(loader, { inspect: machineBroadcast() }).start();
    await vi.waitFor(() => expect(told.map((message) => message.machine)).toContain("savedNotice"));
    actor.stop();
    page.close();
    const child = told.find((message) => message.machine === "savedNotice");
    expect(child).toMatchObject({ parent: actor.sessionId, systemId: "savedNotice" });
    expect(child?.events).toEqual(["xstate.init"]);
    expect(told.find((message) => message.machine === "tunnelLoader")?.parent).toBeUndefined();
  });
});

describe("the live actors' tree", () => {
  it("nests each actor under the actor that invoked it, oldest first, tab by tab", () => {
    const told = [
      actor({ actor: "x:10", machine: "tunnelLoader" }),
      actor({ actor: "x:1", machine: "session" }),
      actor({ actor: "x:14", machine: "savedNotice", parent: "x:12", systemId: "savedNotice" }),
      actor({ actor: "x:12", machine: "wizard", parent: "x:10", systemId: "wizard" }),
      // A parent never told (not a machine) leaves its child a root.
      actor({ actor: "x:19", machine: "contact", parent: "x:18" }),
      actor({ tab: "t2", page: "/en", actor: "x:1", machine: "alerts" }),
      actor({ tab: "t2", page: "/en/search", actor: "x:2", machine: "booking" }),
    ];
    const trees = actorTrees(told.reduce<LiveActors>(withMessage, new Map()));
    const shape = (node: ReturnType<typeof actorTrees>[number]["roots"][number]): unknown => ({
      [node.actor.machine]: node.children.map(shape),
    });
    expect(trees.map((tab) => ({ page: tab.page, roots: tab.roots.map(shape) }))).toEqual([
      {
        page: "/fr/dossier",
        roots: [
          { session: [] },
          { tunnelLoader: [{ wizard: [{ savedNotice: [] }] }] },
          { contact: [] },
        ],
      },
      { page: "/en/search", roots: [{ alerts: [] }, { booking: [] }] },
    ]);
  });

  it("says where an actor is by its deepest states", () => {
    expect(leafPaths({ open: { message: "sending", list: "idle" } })).toEqual([
      "open.message.sending",
      "open.list.idle",
    ]);
    expect(leafPaths("editing")).toEqual(["editing"]);
  });
});

describe("product words", () => {
  it.each([
    ["xstate.init", "start", "démarrage"],
    ["xstate.done.actor.wizard", "wizard finished", "wizard terminé"],
    [
      "xstate.error.actor.0.tunnelLoader.fetchingDossierInfo",
      "fetching dossier info failed",
      "fetching dossier info en échec",
    ],
    ["xstate.after.savedNoticeDelay.savedNotice.shown", "after a delay", "après un délai"],
    ["xstate.done.state.wizard.sending", "sending reached its end", "sending arrivé au bout"],
    ["formChanged", "form changed", "form changed"],
  ])("names the event %s in English and French", (type, english, french) => {
    expect(eventLabel(type, "en")).toBe(english);
    expect(eventLabel(type, "fr")).toBe(french);
  });

  it("names a machine by the start of its description", () => {
    expect(machineTitle("Contact dialog: a form to write to the team.")).toBe("Contact dialog");
    expect(machineTitle("The server's record behind a step's form.")).toBe(
      "The server's record behind a step's form",
    );
    expect(inWords("UPPER_CASE")).toBe("upper case");
  });
});

describe("the /dev/machines plugin", () => {
  it("is applied by the dev server only, never by a build", () => {
    expect(devMachinesPage().apply).toBe("serve");
  });
});
