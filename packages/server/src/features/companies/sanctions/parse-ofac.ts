import { csvRecords } from "./csv-records.ts";
import { ofacRemarkFacts } from "./identifiers.ts";
import type { SanctionsSubjectKind } from "./sanctions.table.ts";
import {
  distinctAliases,
  type ParsedSanctionsEntry,
  SanctionsFileError,
} from "./sanctions-entry.ts";

/** OFAC writes "-0-" for an empty cell. */
const cell = (value: string | undefined) => {
  const text = (value ?? "").trim();
  return text === "-0-" ? "" : text;
};

/** SDN_Type: "individual", "vessel", "aircraft", or empty ("-0-") for entities. */
export function ofacKind(sdnType: string): SanctionsSubjectKind {
  const type = sdnType.toLowerCase();
  if (type === "individual") return "person";
  return type === "" || type === "entity" ? "entity" : "other";
}

/** "IRAN] [SDGT" → ["IRAN", "SDGT"]: several programmes are written between brackets. */
export function ofacPrograms(value: string): string[] {
  return value
    .split(/\]\s*\[/)
    .map((p) => p.replace(/[[\]]/g, "").trim())
    .filter((p) => p !== "");
}

const sdnColumns = [
  "ent_num",
  "SDN_Name",
  "SDN_Type",
  "Program",
  "Title",
  "Call_Sign",
  "Vess_type",
  "Tonnage",
  "GRT",
  "Vess_flag",
  "Vess_owner",
  "Remarks",
] as const;

/** Which OFAC file a path holds, from the number of cells per record (no header rows). */
export async function ofacFileKind(filePath: string): Promise<"sdn" | "alt"> {
  for await (const record of csvRecords(filePath)) {
    // Both start with the entry number; a header row (another format) does not.
    if (!/^\d+$/.test((record[0] ?? "").trim())) break;
    if (record.length === 12) return "sdn";
    if (record.length === 5) return "alt";
    break;
  }
  throw new SanctionsFileError(
    `${filePath} is neither an OFAC sdn.csv (12 columns) nor an alt.csv (5 columns).`,
  );
}

/** alt.csv: ent_num, alt_num, alt_type (aka, fka, nka), alt_name, alt_remarks → names per entry. */
export async function parseOfacAlternateNames(filePath: string): Promise<Map<string, string[]>> {
  const aliases = new Map<string, string[]>();
  for await (const record of csvRecords(filePath)) {
    const entNum = cell(record[0]);
    const name = cell(record[3]);
    if (!entNum || !name) continue;
    aliases.set(entNum, [...(aliases.get(entNum) ?? []), name]);
  }
  return aliases;
}

/**
 * OFAC SDN list: sdn.csv (no header; see sdnColumns) and, optionally, alt.csv's alternate
 * names. The SDN CSV has no listing date and no country column: countries and identifiers come
 * from the remarks (see ofacRemarkFacts).
 */
export async function* parseOfacSdn(
  sdnPath: string,
  alternateNames: Map<string, string[]> = new Map(),
): AsyncGenerator<ParsedSanctionsEntry> {
  for await (const record of csvRecords(sdnPath)) {
    if (record.length < 4) {
      throw new SanctionsFileError(
        `${sdnPath} is not an OFAC sdn.csv file (${record.length} columns).`,
      );
    }
    const raw: Record<string, string> = {};
    sdnColumns.forEach((column, i) => {
      raw[column] = cell(record[i]);
    });
    const entryId = raw.ent_num ?? "";
    const name = raw.SDN_Name ?? "";
    if (!entryId || !name) continue;
    const type = raw.SDN_Type ?? "";
    const facts = ofacRemarkFacts(raw.Remarks ?? "", raw.Vess_flag ?? "");
    yield {
      entryId,
      name,
      aliases: distinctAliases(name, alternateNames.get(entryId) ?? []),
      schema: type === "" ? "entity" : type.toLowerCase(),
      kind: ofacKind(type),
      programs: ofacPrograms(raw.Program ?? ""),
      countries: facts.countries,
      identifiers: facts.identifiers,
      datasets: ["OFAC SDN List"],
      listedOn: null,
      raw,
    };
  }
}
