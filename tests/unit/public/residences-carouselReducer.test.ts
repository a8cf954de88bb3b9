import { describe, expect, it } from "vitest";
import {
  CAROUSEL_DELAY_MS,
  type CarouselEvent,
  type CarouselState,
  carouselReducer,
  initialCarouselState,
  isRotating,
  THUMBNAIL_CAROUSEL_DELAY_MS,
} from "../../../src/features/page/carousel/carouselReducer.ts";

const run = (state: CarouselState, ...events: CarouselEvent[]) =>
  events.reduce(carouselReducer, state);

describe("carousel reducer", () => {
  it("has the spec's delays: thumbnails 5000 ms, others 3000 ms", () => {
    expect(THUMBNAIL_CAROUSEL_DELAY_MS).toBe(5000);
    expect(CAROUSEL_DELAY_MS).toBe(3000);
  });

  it("plays by itself only when motion is allowed and there is more than one slide", () => {
    expect(isRotating(initialCarouselState(3, true))).toBe(true);
    expect(isRotating(initialCarouselState(3, false))).toBe(false);
    expect(isRotating(initialCarouselState(1, true))).toBe(false);
  });

  it("moves to the next slide on each tick, wrapping at the end", () => {
    const start = initialCarouselState(3, true);
    expect(run(start, { type: "tick" }).index).toBe(1);
    expect(run(start, { type: "tick" }, { type: "tick" }, { type: "tick" }).index).toBe(0);
  });

  it("ignores ticks when paused or held, and resumes after", () => {
    const start = initialCarouselState(3, true);
    expect(run(start, { type: "pause" }, { type: "tick" }).index).toBe(0);
    expect(run(start, { type: "hold" }, { type: "tick" }).index).toBe(0);
    expect(run(start, { type: "hold" }, { type: "release" }, { type: "tick" }).index).toBe(1);
    expect(run(start, { type: "pause" }, { type: "play" }, { type: "tick" }).index).toBe(1);
  });

  it("plays when asked even with the pointer or focus inside", () => {
    const held = run(initialCarouselState(3, false), { type: "hold" }, { type: "play" });
    expect(isRotating(held)).toBe(true);
  });

  it("lets the visitor go back and forth, and to a slide, within bounds", () => {
    const start = initialCarouselState(4, false);
    expect(run(start, { type: "previous" }).index).toBe(3);
    expect(run(start, { type: "next" }, { type: "next" }).index).toBe(2);
    expect(run(start, { type: "goTo", index: 9 }).index).toBe(3);
    expect(run(start, { type: "goTo", index: -2 }).index).toBe(0);
  });

  it("never plays a single photo and survives an empty list", () => {
    expect(run(initialCarouselState(1, false), { type: "play" }).playing).toBe(false);
    const empty = initialCarouselState(0, true);
    expect(run(empty, { type: "next" }, { type: "tick" })).toEqual(empty);
  });
});
