import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { THUMBNAIL_CAROUSEL_DELAY_MS } from "../../../src/features/page/carousel/carouselReducer.ts";
import { useCarousel } from "../../../src/features/page/carousel/useCarousel.ts";

describe("carousel autoplay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute("data-visual-handicap");
  });

  it("turns to the next photo after the full delay, and the delay restarts by hand", () => {
    const { result } = renderHook(() => useCarousel(3, THUMBNAIL_CAROUSEL_DELAY_MS));
    act(() => vi.advanceTimersByTime(THUMBNAIL_CAROUSEL_DELAY_MS - 1));
    expect(result.current.state.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.index).toBe(1);
    act(() => vi.advanceTimersByTime(THUMBNAIL_CAROUSEL_DELAY_MS - 1000));
    act(() => result.current.dispatch({ type: "next" }));
    act(() => vi.advanceTimersByTime(THUMBNAIL_CAROUSEL_DELAY_MS - 1));
    expect(result.current.state.index).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.index).toBe(0);
  });

  it("stays still once paused", () => {
    const { result } = renderHook(() => useCarousel(3, THUMBNAIL_CAROUSEL_DELAY_MS));
    act(() => result.current.dispatch({ type: "pause" }));
    act(() => vi.advanceTimersByTime(THUMBNAIL_CAROUSEL_DELAY_MS * 3));
    expect(result.current.state.index).toBe(0);
  });

  it("does not play in the visual-impairment mode, and stops when it is turned on", () => {
    document.documentElement.setAttribute("data-visual-handicap", "");
    const still = renderHook(() => useCarousel(3, THUMBNAIL_CAROUSEL_DELAY_MS));
    act(() => vi.advanceTimersByTime(THUMBNAIL_CAROUSEL_DELAY_MS * 2));
    expect(still.result.current.state).toMatchObject({ index: 0, playing: false });
    document.documentElement.removeAttribute("data-visual-handicap");

    const playing = renderHook(() => useCarousel(3, THUMBNAIL_CAROUSEL_DELAY_MS));
    expect(playing.result.current.state.playing).toBe(true);
    act(() => document.documentElement.setAttribute("data-visual-handicap", ""));
    // The attribute is watched by a MutationObserver, which reports in a microtask.
    return Promise.resolve().then(() => {
      act(() => vi.advanceTimersByTime(THUMBNAIL_CAROUSEL_DELAY_MS * 2));
      expect(playing.result.current.state).toMatchObject({ index: 0, playing: false });
    });
  });

  it("does not play when the system asks for reduced motion", () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes("reduce"),
    })) as typeof window.matchMedia;
    try {
      const { result } = renderHook(() => useCarousel(3, THUMBNAIL_CAROUSEL_DELAY_MS));
      act(() => vi.advanceTimersByTime(THUMBNAIL_CAROUSEL_DELAY_MS * 2));
      expect(result.current.state).toMatchObject({ index: 0, playing: false });
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
