import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDataLayer, pushToDataLayer } from "../../../src/analytics/dataLayer.ts";

const host = globalThis as { dataLayer?: unknown[] };

describe("data layer", () => {
  beforeEach(() => {
    delete host.dataLayer;
  });

  it("is created on window when missing", () => {
    pushToDataLayer({ event: "x" });
    expect(host.dataLayer).toEqual([{ event: "x" }]);
    expect(getDataLayer()).toBe(host.dataLayer);
  });

  it("keeps what was pushed before the app, and a broken value is replaced", () => {
    host.dataLayer = [{ event: "early" }];
    pushToDataLayer({ event: "late" });
    expect(host.dataLayer).toEqual([{ event: "early" }, { event: "late" }]);
    (host as { dataLayer?: unknown }).dataLayer = "not a list";
    pushToDataLayer({ event: "again" });
    expect(host.dataLayer).toEqual([{ event: "again" }]);
  });

  it("goes through the push a tag manager installed", () => {
    const layer: unknown[] = [];
    const tagManagerPush = vi.fn((...entries: unknown[]) =>
      Array.prototype.push.apply(layer, entries),
    );
    layer.push = tagManagerPush;
    host.dataLayer = layer;
    pushToDataLayer({ event: "seen" });
    expect(tagManagerPush).toHaveBeenCalledWith({ event: "seen" });
  });
});
