/**
 * What a carousel shows and whether it turns by itself, as a pure reducer so the rules are
 * tested without timers or a DOM. The component adds the timer (useCarousel.ts).
 */

/**
 * The thumbnail (photo) carousels turn every 5 seconds.
 * @spec public §9 Business constants and limits
 * @spec tunnel §9 Business constants and limits
 */
export const THUMBNAIL_CAROUSEL_DELAY_MS = 5000;
/**
 * The other carousels turn every 3 seconds.
 * @spec public §9 Business constants and limits
 */
export const CAROUSEL_DELAY_MS = 3000;

export type CarouselState = {
  index: number;
  count: number;
  /** The visitor's choice with the pause/play button. */
  playing: boolean;
  /**
   * Pointer over the carousel or keyboard focus inside it: rotation waits (WCAG 2.2.2, WAI-ARIA
   * carousel pattern) without changing the visitor's choice, and resumes when released.
   */
  held: boolean;
};

export type CarouselEvent =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  /** The autoplay delay elapsed. */
  | { type: "tick" }
  | { type: "pause" }
  | { type: "play" }
  | { type: "hold" }
  | { type: "release" };

/** Autoplay starts on only when motion is allowed (not in the visual-impairment mode, etc.). */
export function initialCarouselState(count: number, autoplay: boolean): CarouselState {
  return { index: 0, count, playing: autoplay && count > 1, held: false };
}

/** True when the next tick will move to the next slide. */
export function isRotating(state: CarouselState): boolean {
  return state.playing && !state.held && state.count > 1;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  if (state.count === 0) return state;
  switch (event.type) {
    case "next":
      return { ...state, index: wrap(state.index + 1, state.count) };
    case "previous":
      return { ...state, index: wrap(state.index - 1, state.count) };
    case "goTo":
      return { ...state, index: Math.min(Math.max(0, event.index), state.count - 1) };
    case "tick":
      return isRotating(state) ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case "pause":
      return { ...state, playing: false };
    case "play":
      // Pressing play is explicit: it turns even with the pointer or the focus still inside.
      return { ...state, playing: state.count > 1, held: false };
    case "hold":
      return { ...state, held: true };
    case "release":
      return { ...state, held: false };
  }
}
