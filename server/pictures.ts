/**
 * Illustrations generated on the fly for `/files/pictures/<name>.svg`: the seed refers to
 * pictures by name and this draws a small, recognisable image for each kind, with colours
 * derived from the name so every residence looks different. No binary asset in the repo.
 */
import { createHash } from "node:crypto";

// Seed keys are camelCase in places (`typology-colocWomen`, `step-onGoing`).
const NAME = /^[a-zA-Z0-9-]{1,80}$/;

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

function bed(x: number, h: number): string {
  return `<rect x="${x}" y="230" width="150" height="70" rx="8" fill="hsl(${h} 45% 55%)"/><rect x="${x + 10}" y="212" width="50" height="30" rx="8" fill="#fff"/><rect x="${x}" y="300" width="10" height="30" fill="hsl(${h} 30% 30%)"/><rect x="${x + 140}" y="300" width="10" height="30" fill="hsl(${h} 30% 30%)"/>`;
}

/** The sign of a shared flat reserved for women (Venus) or for men (Mars), in a round badge. */
function genderBadge(reservedFor: "women" | "men"): string {
  const sign =
    reservedFor === "women"
      ? `<circle cx="500" cy="85" r="22" fill="none" stroke="#fff" stroke-width="8"/><path d="M500 107 V140 M484 125 H516" stroke="#fff" stroke-width="8"/>`
      : `<circle cx="493" cy="103" r="22" fill="none" stroke="#fff" stroke-width="8"/><path d="M509 87 L530 66 M510 64 H532 V86" stroke="#fff" stroke-width="8" fill="none"/>`;
  return `<circle cx="505" cy="100" r="60" fill="hsl(${reservedFor === "women" ? 330 : 215} 55% 40%)"/>${sign}`;
}

/** A shared flat's room: two beds, a window and the badge of who the flat is reserved for. */
function sharedRoom(h: number, reservedFor: "women" | "men"): string {
  return `<rect x="40" y="300" width="520" height="80" fill="hsl(${h} 25% 80%)"/><rect x="220" y="70" width="140" height="110" rx="4" fill="hsl(${(h + 180) % 360} 60% 85%)"/><path d="M290 70 V180 M220 125 H360" stroke="#fff" stroke-width="6"/>${bed(60, h)}${bed(390, h)}${genderBadge(reservedFor)}`;
}

/** A parking space: a marked bay, a car and the "P" sign. */
function parkingSpace(h: number): string {
  return `<rect x="0" y="250" width="600" height="150" fill="hsl(0 0% 55%)"/><path d="M150 260 V400 M450 260 V400" stroke="#fff" stroke-width="8"/><rect x="190" y="250" width="220" height="80" rx="30" fill="hsl(${h} 55% 45%)"/><path d="M230 250 L260 195 H340 L370 250 Z" fill="hsl(${h} 55% 38%)"/><path d="M250 245 L268 208 H332 L350 245 Z" fill="hsl(200 60% 85%)"/><circle cx="245" cy="330" r="24" fill="#222"/><circle cx="355" cy="330" r="24" fill="#222"/><rect x="460" y="60" width="90" height="90" rx="10" fill="hsl(215 70% 40%)"/><rect x="500" y="150" width="10" height="100" fill="hsl(0 0% 40%)"/><text x="505" y="132" font-family="Arial, sans-serif" font-size="72" font-weight="bold" fill="#fff" text-anchor="middle">P</text>`;
}

/** The review of a request: a file under a magnifying glass, with a tick. */
function review(h: number): string {
  const lines = [150, 185, 220, 255, 290]
    .map(
      (y) =>
        `<rect x="190" y="${y}" width="${y === 290 ? 90 : 160}" height="12" rx="6" fill="hsl(${h} 20% 80%)"/>`,
    )
    .join("");
  return `<rect x="160" y="90" width="220" height="280" rx="12" fill="#fff" stroke="hsl(${h} 30% 70%)" stroke-width="4"/><rect x="190" y="115" width="110" height="16" rx="8" fill="hsl(${h} 45% 50%)"/>${lines}<circle cx="390" cy="250" r="70" fill="hsl(${h} 60% 92%)" fill-opacity="0.7" stroke="hsl(${h} 40% 30%)" stroke-width="16"/><path d="M440 300 L510 370" stroke="hsl(${h} 40% 30%)" stroke-width="24" stroke-linecap="round"/><path d="M358 250 L382 274 L424 226" fill="none" stroke="hsl(140 55% 35%)" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
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
  else if (name === "typology-colocWomen") body = sharedRoom(h, "women");
  else if (name === "typology-colocMen") body = sharedRoom(h, "men");
  else if (name === "typology-parking") body = parkingSpace(h);
  else if (name.startsWith("typology-")) body = room(h);
  else if (name === "step-onGoing") body = review(h);
  else if (name.startsWith("city-")) body = skyline(h);
  else if (name.startsWith("team-")) body = portrait(h);
  else body = shapes(h, h2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img"><rect width="600" height="400" fill="hsl(${h2} 45% 94%)"/>${body}</svg>`;
}
