import { render, screen } from "@testing-library/react";
import { createActorContext } from "@xstate/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { type AnyActorLogic, fromPromise, setup } from "xstate";
import { fromCall } from "../../../src/features/tunnel/fromCall.ts";

/** A call as ky makes it: answers after a moment, rejects with an AbortError when aborted. */
const call = ({ signal }: { signal: AbortSignal }) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => resolve("answered"), 20);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("signal is aborted without reason", "AbortError"));
    });
  });

/** A root machine whose first state makes the call (`load`), as the tunnel loader does. */
const loader = setup({
  actors: { load: fromPromise<string>(call) as AnyActorLogic },
}).createMachine({
  initial: "loading",
  states: {
    loading: {
      invoke: { src: "load", onDone: "loaded", onError: "failed" },
    },
    loaded: {},
    failed: {},
  },
});
const Loader = createActorContext(loader);

function LoaderState() {
  return <p>{String(Loader.useSelector((snapshot) => snapshot.value))}</p>;
}

/** Mounts the machine's provider in StrictMode, as the development build does. */
function mountInStrictMode(load: AnyActorLogic) {
  render(
    <StrictMode>
      <Loader.Provider logic={loader.provide({ actors: { load } })}>
        <LoaderState />
      </Loader.Provider>
    </StrictMode>,
  );
}

describe("fromCall: a stopped actor's call is never reported", () => {
  it("StrictMode's second mount loads, with no failure from the first mount's call", async () => {
    mountInStrictMode(fromCall(call));
    expect(await screen.findByText("loaded")).toBeTruthy();
  });

  it("why: with a bare fromPromise the first mount's AbortError fails the load", async () => {
    mountInStrictMode(fromPromise(call));
    expect(await screen.findByText("failed")).toBeTruthy();
  });

  it("a call that fails while its actor runs still fails", async () => {
    mountInStrictMode(fromCall(() => Promise.reject(new Error("500"))));
    expect(await screen.findByText("failed")).toBeTruthy();
  });
});
