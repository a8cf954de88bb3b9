import { describe, expect, it, vi } from "vitest";
import { keptUnlessRejected } from "../../../src/shared/keptUnlessRejected.ts";

describe("keptUnlessRejected", () => {
  it("makes the promise once and gives every caller the same answer", async () => {
    const make = vi.fn(async () => "styles");
    const get = keptUnlessRejected(make);
    expect(await get()).toBe("styles");
    expect(await get()).toBe("styles");
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("makes it again after a failure, and keeps the next success", async () => {
    const make = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("renderer down"))
      .mockResolvedValue("styles");
    const get = keptUnlessRejected(make);
    await expect(get()).rejects.toThrow("renderer down");
    expect(await get()).toBe("styles");
    expect(await get()).toBe("styles");
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("forget makes it again on the next call; an old failure does not drop the new answer", async () => {
    let fail: (error: Error) => void = () => {};
    const make = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue("fresh");
    const get = keptUnlessRejected(make);
    const first = get();
    get.forget();
    const second = get();
    fail(new Error("late failure"));
    await expect(first).rejects.toThrow("late failure");
    expect(await second).toBe("fresh");
    expect(await get()).toBe("fresh");
    expect(make).toHaveBeenCalledTimes(2);
  });
});
