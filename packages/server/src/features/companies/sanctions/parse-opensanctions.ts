import { readFile } from "node:fs/promises";
import { csvRecords } from "./csv-records.ts";
import {
  distinctIdentifiers,
  ftmIdentifierProperties,
  type Identifier,
  identifierValue,
  typedIdentifier,
} from "./identifiers.ts";
import type { SanctionsSubjectKind } from "./sanctions.table.ts";
import {
  distinctAliases,
  isoDateOrNull,
  type ParsedSanctionsEntry,
  SanctionsFileError,
  splitList,
} from "./sanctions-entry.ts";

/** FollowTheMoney schemata screened as companies, and as people; the rest are kept unmatched. */
const entitySchemata = new Set(["Company", "Organization", "LegalEntity", "PublicBody"]);
export function openSanctionsKind(schema: string): SanctionsSubjectKind {
  if (schema === "Person") return "person";
  return entitySchemata.has(schema) ? "entity" : "other";
}

/** Schemata that are things a list names (not sanctions, addresses or relationships). */
const targetSchemata = new Set([...entitySchemata, "Person", "Vessel", "Airplane"]);

const requiredColumns = ["id", "schema", "name"];

/**
 * OpenSanctions "targets.simple.csv": a header row, one entity per row; aliases, countries,
 * sanctions and datasets are ";"-separated. `program_ids` (newer exports) gives programme codes;
 * without it the `sanctions` descriptions stand in. The listing date is `first_seen`.
 */
export async function* parseOpenSanctionsCsv(
  filePath: string,
): AsyncGenerator<ParsedSanctionsEntry> {
  let header: string[] | null = null;
  for await (const record of csvRecords(filePath)) {
    if (!header) {
      header = record.map((h) =>
        h
          .replace(/^\uFEFF/, "")
          .trim()
          .toLowerCase(),
      );
      const missing = requiredColumns.filter((c) => !header?.includes(c));
      if (missing.length > 0) {
        throw new SanctionsFileError(
          `${filePath} is not an OpenSanctions targets.simple.csv file: no ${missing.join(", ")} column.`,
        );
      }
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((column, i) => {
      row[column] = (record[i] ?? "").trim();
    });
    const name = row.name ?? "";
    if (!row.id || !name) continue;
    const schema = row.schema || "LegalEntity";
    const programIds = splitList(row.program_ids);
    yield {
      entryId: row.id,
      name,
      aliases: distinctAliases(name, splitList(row.aliases)),
      schema,
      kind: openSanctionsKind(schema),
      programs: programIds.length > 0 ? programIds : splitList(row.sanctions),
      countries: splitList(row.countries).map((c) => c.toUpperCase()),
      identifiers: distinctIdentifiers(
        splitList(row.identifiers).flatMap((value) => typedIdentifier(value) ?? []),
      ),
      datasets: splitList(row.dataset),
      listedOn: isoDateOrNull(row.first_seen),
      raw: row,
    };
  }
}

type FtmEntity = {
  id?: unknown;
  schema?: unknown;
  target?: unknown;
  datasets?: unknown;
  first_seen?: unknown;
  properties?: Record<string, unknown>;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : [];

/**
 * FollowTheMoney JSON lines (OpenSanctions entities.ftm.json): one entity object per line.
 * People, companies, organisations, vessels and aircraft become entries; Sanction objects add
 * their programme and listing date to the entity they name. Entities marked `target: false`
 * (relatives, addresses, owners that are not listed themselves) are left out.
 */
export async function parseFollowTheMoney(filePath: string): Promise<ParsedSanctionsEntry[]> {
  const text = await readFile(filePath, "utf8").catch((error: Error) => {
    throw new SanctionsFileError(`Cannot read ${filePath}: ${error.message}`);
  });
  const entries = new Map<string, ParsedSanctionsEntry>();
  const sanctions: { entityIds: string[]; programs: string[]; listedOn: string | null }[] = [];
  let lineNumber = 0;
  let parsedLines = 0;
  for (const line of text.split(/\r?\n/)) {
    lineNumber += 1;
    if (line.trim() === "") continue;
    let entity: FtmEntity;
    try {
      entity = JSON.parse(line) as FtmEntity;
    } catch {
      throw new SanctionsFileError(`${filePath} line ${lineNumber} is not valid JSON.`);
    }
    parsedLines += 1;
    const props = entity.properties ?? {};
    const schema = typeof entity.schema === "string" ? entity.schema : "";
    if (schema === "Sanction") {
      sanctions.push({
        entityIds: strings(props.entity),
        programs: [...strings(props.programId), ...strings(props.program)],
        listedOn: isoDateOrNull(strings(props.listingDate)[0] ?? strings(props.startDate)[0]),
      });
      continue;
    }
    if (!targetSchemata.has(schema) || entity.target === false) continue;
    const names = strings(props.name);
    const [name] = names;
    if (typeof entity.id !== "string" || !name) continue;
    entries.set(entity.id, {
      entryId: entity.id,
      name,
      aliases: distinctAliases(name, [
        ...names.slice(1),
        ...strings(props.alias),
        ...strings(props.previousName),
        ...strings(props.weakAlias),
      ]),
      schema,
      kind: openSanctionsKind(schema),
      programs: [...strings(props.programId), ...strings(props.program)],
      countries: [
        ...new Set([
          ...strings(props.country),
          ...strings(props.nationality),
          ...strings(props.jurisdiction),
        ]),
      ].map((c) => c.toUpperCase()),
      identifiers: distinctIdentifiers(
        Object.entries(ftmIdentifierProperties).flatMap(([property, type]) =>
          strings(props[property]).map((value): Identifier => {
            // The property names the scheme; the shape only adds what it cannot (IMO prefix).
            const typed = typedIdentifier(value);
            return typed && typed.type !== "other"
              ? typed
              : { type, value: identifierValue(value) };
          }),
        ),
      ),
      datasets: strings(entity.datasets),
      listedOn: isoDateOrNull(
        strings(props.listingDate)[0] ??
          strings(props.createdAt)[0] ??
          (typeof entity.first_seen === "string" ? entity.first_seen : undefined),
      ),
      raw: entity as Record<string, unknown>,
    });
  }
  if (parsedLines === 0) throw new SanctionsFileError(`${filePath} has no entities.`);
  for (const sanction of sanctions) {
    for (const id of sanction.entityIds) {
      const entry = entries.get(id);
      if (!entry) continue;
      entry.programs = [...new Set([...entry.programs, ...sanction.programs])];
      if (sanction.listedOn && (!entry.listedOn || sanction.listedOn < entry.listedOn)) {
        entry.listedOn = sanction.listedOn;
      }
    }
  }
  return [...entries.values()];
}
