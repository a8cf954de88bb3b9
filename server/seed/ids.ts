import { createHash } from "node:crypto";

/**
 * A CRM-style identifier (GUID layout) derived from a stable name, so a re-seed gives the same
 * ids and links shared in tests or docs keep working.
 */
export function guid(name: string): string {
  const hex = createHash("sha1").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function picture(name: string): string {
  return `/files/pictures/${name}.svg`;
}
