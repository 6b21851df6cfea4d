import { createHash } from "node:crypto";

/** A stable UUID for a seed object's name, so the demo data is the same on every machine. */
export function seedId(name: string): string {
  const hex = createHash("sha256").update(`tierwise-seed:${name}`).digest("hex");
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join("-");
}
