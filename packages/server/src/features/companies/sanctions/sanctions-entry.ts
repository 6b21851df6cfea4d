import type { Identifier } from "./identifiers.ts";
import type { SanctionsSubjectKind } from "./sanctions.table.ts";

/** One list entry as parsed from a file, before it is stored. */
export type ParsedSanctionsEntry = {
  entryId: string;
  name: string;
  aliases: string[];
  schema: string;
  kind: SanctionsSubjectKind;
  programs: string[];
  countries: string[];
  /** LEI, DUNS, IMO, tax and registration numbers the entry gives (see identifiers.ts). */
  identifiers: Identifier[];
  datasets: string[];
  listedOn: string | null;
  raw: Record<string, unknown>;
};

/** A sanctions file that cannot be read; the CLI prints it and exits non-zero. */
export class SanctionsFileError extends Error {}

/** "a; b;;c" → ["a", "b", "c"] */
export function splitList(value: string | undefined, separator = ";"): string[] {
  if (!value) return [];
  return value
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** The date part of an ISO date or date-time, or null. */
export function isoDateOrNull(value: string | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value?.trim() ?? "");
  return match?.[1] ?? null;
}

/** Distinct, in first-seen order, leaving out the entry's own name. */
export function distinctAliases(name: string, aliases: string[]): string[] {
  const seen = new Set([name.toLowerCase()]);
  const out: string[] = [];
  for (const alias of aliases) {
    const key = alias.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(alias);
    }
  }
  return out;
}
