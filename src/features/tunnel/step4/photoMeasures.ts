/**
 * What a photo of a document is worth before it is sent: pure functions over
 * pixel data, so they run the same in the browser (photoScreening.ts draws the photo and hands
 * its pixels here) and in unit tests (synthetic arrays; jsdom has no canvas).
 */
import type { PhotoQualityIssue } from "../../../../machines/documentProblem.ts";
import { photoQuality } from "../../../config/index.ts";

/** One channel of grey, one byte a pixel, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** RGBA bytes (an ImageData's) as luma (Rec. 601 weights, as JPEG's). */
export function toGrey(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let index = 0; index < pixels.length; index++) {
    const at = index * 4;
    pixels[index] = Math.round(
      0.299 * (rgba[at] ?? 0) + 0.587 * (rgba[at + 1] ?? 0) + 0.114 * (rgba[at + 2] ?? 0),
    );
  }
  return { width, height, pixels };
}

/** The mean luma, 0 (black) to 255 (white). */
export function meanBrightness(image: GreyImage): number {
  let sum = 0;
  for (const value of image.pixels) sum += value;
  return image.pixels.length === 0 ? 0 : sum / image.pixels.length;
}

/** Puts the smaller of two places of the window first. */
function exchange(window: number[], first: number, second: number): void {
  const low = window[first] ?? 0;
  const high = window[second] ?? 0;
  if (low > high) {
    window[first] = high;
    window[second] = low;
  }
}

/**
 * The median of nine values by a fixed network of 19 exchanges (Paeth's, as in "opt_med9"),
 * written out: no sort and no loop, so a photo 1,000 pixels wide is filtered in tens of
 * milliseconds rather than most of a second on the page's thread.
 */
function medianOf9(window: number[]): number {
  exchange(window, 1, 2);
  exchange(window, 4, 5);
  exchange(window, 7, 8);
  exchange(window, 0, 1);
  exchange(window, 3, 4);
  exchange(window, 6, 7);
  exchange(window, 1, 2);
  exchange(window, 4, 5);
  exchange(window, 7, 8);
  exchange(window, 0, 3);
  exchange(window, 5, 8);
  exchange(window, 4, 7);
  exchange(window, 3, 6);
  exchange(window, 1, 4);
  exchange(window, 2, 5);
  exchange(window, 4, 7);
  exchange(window, 4, 2);
  exchange(window, 6, 4);
  exchange(window, 4, 2);
  return window[4] ?? 0;
}

/** The median of a 3 × 3 window at each inner pixel (borders copied): removes sensor noise. */
export function median3x3(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const out = Uint8Array.from(pixels);
  const window: number[] = new Array(9).fill(0);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const above = (y - 1) * width + x;
      const here = above + width;
      const below = here + width;
      window[0] = pixels[above - 1] ?? 0;
      window[1] = pixels[above] ?? 0;
      window[2] = pixels[above + 1] ?? 0;
      window[3] = pixels[here - 1] ?? 0;
      window[4] = pixels[here] ?? 0;
      window[5] = pixels[here + 1] ?? 0;
      window[6] = pixels[below - 1] ?? 0;
      window[7] = pixels[below] ?? 0;
      window[8] = pixels[below + 1] ?? 0;
      out[here] = medianOf9(window);
    }
  }
  return { width, height, pixels: out };
}

/**
 * The blur score: the variance of the 4-neighbour Laplacian over the inner pixels, after a 3 × 3
 * median. Sharp edges (print, a photo in focus) give large second derivatives; blur flattens them.
 */
export function blurScore(image: GreyImage): number {
  const { width, height, pixels } = median3x3(image);
  let count = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const laplacian =
        (pixels[at - 1] ?? 0) +
        (pixels[at + 1] ?? 0) +
        (pixels[at - width] ?? 0) +
        (pixels[at + width] ?? 0) -
        4 * (pixels[at] ?? 0);
      count++;
      sum += laplacian;
      sumOfSquares += laplacian * laplacian;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

/** Too few pixels to read a document, whatever its sharpness. */
export function isTooSmall(naturalWidth: number, naturalHeight: number): boolean {
  return Math.max(naturalWidth, naturalHeight) < photoQuality.minLongSidePx;
}

function isTooDark(image: GreyImage): boolean {
  return meanBrightness(image) < photoQuality.minMeanBrightness;
}

function isTooBlurry(image: GreyImage): boolean {
  return blurScore(image) < photoQuality.minBlurScore;
}

/** The size at which a photo is measured: `measuredWidthPx` wide at most, never enlarged. */
export function measuredSize(naturalWidth: number, naturalHeight: number) {
  const scale = Math.min(1, photoQuality.measuredWidthPx / naturalWidth);
  return {
    width: Math.max(1, Math.round(naturalWidth * scale)),
    height: Math.max(1, Math.round(naturalHeight * scale)),
  };
}

/**
 * The first reason a photo is worth a retake, or null: too small first (nothing else can be
 * judged), then too dark (a dark photo also looks blurred), then too blurry.
 */
export function photoQualityIssue(
  natural: { width: number; height: number },
  measured: GreyImage,
): PhotoQualityIssue | null {
  if (isTooSmall(natural.width, natural.height)) return "tooSmall";
  if (isTooDark(measured)) return "tooDark";
  if (isTooBlurry(measured)) return "tooBlurry";
  return null;
}
