import { describe, expect, it } from "vitest";
import { photoQuality } from "../../../src/config/index.ts";
import {
  blurScore,
  type GreyImage,
  isTooSmall,
  meanBrightness,
  measuredSize,
  median3x3,
  photoQualityIssue,
  toGrey,
} from "../../../src/features/tunnel/step4/photoMeasures.ts";

/** A grey image drawn by a function of the pixel's place. */
function drawn(width: number, height: number, grey: (x: number, y: number) => number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = grey(x, y);
  return { width, height, pixels };
}

/** Black print on white paper: 4-pixel strokes every 16 pixels, like lines of text. */
const print = (width: number, height: number, ink = 0, paper = 240) =>
  drawn(width, height, (x, y) => (x % 16 < 4 && y % 16 < 12 ? ink : paper));

/** A box blur of the given radius: what a photo out of focus does to print. */
function blurred(image: GreyImage, radius: number): GreyImage {
  const { width, height, pixels } = image;
  return drawn(width, height, (x, y) => {
    let sum = 0;
    let count = 0;
    for (let dy = -radius; dy <= radius; dy++)
      for (let dx = -radius; dx <= radius; dx++) {
        const sx = Math.min(width - 1, Math.max(0, x + dx));
        const sy = Math.min(height - 1, Math.max(0, y + dy));
        sum += pixels[sy * width + sx] ?? 0;
        count++;
      }
    return Math.round(sum / count);
  });
}

const natural = { width: 1600, height: 1200 };

describe("toGrey and meanBrightness", () => {
  it("weighs red, green and blue as luma does, and averages", () => {
    const rgba = new Uint8ClampedArray([
      255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0,
    ]);
    const grey = toGrey(rgba, 2, 2);
    expect([...grey.pixels]).toEqual([76, 150, 29, 0]);
    expect(meanBrightness(grey)).toBeCloseTo((76 + 150 + 29) / 4);
    expect(meanBrightness({ width: 0, height: 0, pixels: new Uint8Array() })).toBe(0);
  });
});

describe("median3x3", () => {
  it("gives the middle of the nine sorted values, for any window", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 256;
    };
    for (let trial = 0; trial < 2000; trial++) {
      const window = Uint8Array.from({ length: 9 }, next);
      const middle = [...window].sort((a, b) => a - b)[4];
      expect(median3x3({ width: 3, height: 3, pixels: window }).pixels[4]).toBe(middle);
    }
  });
  it("removes a lone speck of noise and keeps an edge", () => {
    const speck = drawn(5, 5, (x, y) => (x === 2 && y === 2 ? 255 : 10));
    expect(median3x3(speck).pixels[12]).toBe(10);
    const edge = drawn(6, 6, (x) => (x < 3 ? 0 : 200));
    expect([...median3x3(edge).pixels.slice(6, 12)]).toEqual([0, 0, 0, 200, 200, 200]);
  });
});

describe("blurScore", () => {
  it("is high for sharp print, low once blurred, zero for a blank page", () => {
    const sharp = print(400, 300);
    expect(blurScore(sharp)).toBeGreaterThan(photoQuality.minBlurScore);
    expect(blurScore(blurred(sharp, 7))).toBeLessThan(photoQuality.minBlurScore);
    expect(blurScore(drawn(50, 50, () => 200))).toBe(0);
  });
  it("is not fooled by sensor noise on a blank page (the median removes it)", () => {
    const noisy = drawn(200, 200, (x, y) => ((x * 7919 + y * 104729) % 97 === 0 ? 0 : 220));
    expect(blurScore(noisy)).toBeLessThan(photoQuality.minBlurScore);
  });
  it("is zero for an image too small to have inner pixels", () => {
    expect(blurScore(drawn(2, 2, () => 0))).toBe(0);
  });
});

describe("measuredSize and isTooSmall", () => {
  it("brings a photo to the measured width, never enlarging it", () => {
    expect(measuredSize(4000, 3000)).toEqual({ width: 1000, height: 750 });
    expect(measuredSize(900, 1200)).toEqual({ width: 900, height: 1200 });
  });
  it("judges the long side", () => {
    expect(isTooSmall(photoQuality.minLongSidePx - 1, 300)).toBe(true);
    expect(isTooSmall(300, photoQuality.minLongSidePx)).toBe(false);
  });
});

describe("photoQualityIssue", () => {
  const sharp = print(1000, 750);
  it("passes sharp, well-lit print", () => {
    expect(photoQualityIssue(natural, sharp)).toBeNull();
  });
  it("says too blurry", () => {
    expect(photoQualityIssue(natural, blurred(sharp, 7))).toBe("tooBlurry");
  });
  it("says too dark before too blurry (a dark photo also looks flat)", () => {
    expect(photoQualityIssue(natural, print(1000, 750, 0, 40))).toBe("tooDark");
  });
  it("says too small before anything else", () => {
    expect(photoQualityIssue({ width: 640, height: 480 }, print(640, 480, 0, 40))).toBe("tooSmall");
  });
});
