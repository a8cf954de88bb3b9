/**
 * Illustrations generated on the fly for `/files/pictures/<name>.svg`: the seed refers to
 * pictures by name and this draws a small, recognisable image for each kind, with colours
 * derived from the name so every residence looks different. No binary asset in the repo.
 */
import { createHash } from "node:crypto";

const NAME = /^[a-z0-9-]{1,80}$/;

function hue(name: string, offset = 0): number {
  const byte = createHash("sha1").update(name).digest()[offset] ?? 0;
  return Math.round((byte / 255) * 360);
}

function building(h: number): string {
  const windows: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      windows.push(
        `<rect x="${150 + col * 62}" y="${110 + row * 60}" width="34" height="36" rx="3" fill="hsl(${h} 40% 92%)"/>`,
      );
    }
  }
  return `<rect x="130" y="80" width="340" height="300" rx="6" fill="hsl(${h} 35% 45%)"/>${windows.join("")}<rect x="270" y="330" width="60" height="50" fill="hsl(${h} 30% 25%)"/>`;
}

function room(h: number): string {
  return `<rect x="80" y="250" width="440" height="130" fill="hsl(${h} 25% 80%)"/><rect x="110" y="200" width="220" height="90" rx="10" fill="hsl(${h} 45% 55%)"/><rect x="120" y="180" width="70" height="40" rx="8" fill="#fff"/><rect x="390" y="90" width="100" height="120" rx="4" fill="hsl(${(h + 180) % 360} 60% 85%)"/><rect x="380" y="230" width="120" height="60" fill="hsl(${h} 30% 35%)"/>`;
}

function skyline(h: number): string {
  const heights = [180, 240, 150, 280, 200, 230, 170];
  const towers = heights
    .map(
      (height, index) =>
        `<rect x="${40 + index * 75}" y="${380 - height}" width="60" height="${height}" fill="hsl(${h} 35% ${30 + index * 5}%)"/>`,
    )
    .join("");
  return `<circle cx="470" cy="110" r="45" fill="hsl(45 90% 65%)"/>${towers}`;
}

function portrait(h: number): string {
  return `<circle cx="300" cy="170" r="80" fill="hsl(${h} 35% 60%)"/><path d="M150 400 C150 290 450 290 450 400 Z" fill="hsl(${h} 35% 50%)"/>`;
}

function shapes(h: number, h2: number): string {
  return `<circle cx="200" cy="200" r="120" fill="hsl(${h} 60% 60%)" opacity="0.8"/><rect x="280" y="140" width="220" height="180" rx="20" fill="hsl(${h2} 60% 55%)" opacity="0.8"/>`;
}

/** The SVG for a picture name, or null when the name is not a valid picture name. */
export function pictureSvg(name: string): string | null {
  if (!NAME.test(name)) return null;
  const h = hue(name);
  const h2 = hue(name, 1);
  let body: string;
  if (name.startsWith("residence-")) body = building(h);
  else if (name.startsWith("typology-")) body = room(h);
  else if (name.startsWith("city-")) body = skyline(h);
  else if (name.startsWith("team-")) body = portrait(h);
  else body = shapes(h, h2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img"><rect width="600" height="400" fill="hsl(${h2} 45% 94%)"/>${body}</svg>`;
}
