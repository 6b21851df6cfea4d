import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { enqueueJob } from "../../../jobs/queue.ts";
import { entryHash } from "./match-evidence.ts";
import { normalizeName } from "./normalize-name.ts";
import { ofacFileKind, parseOfacAlternateNames, parseOfacSdn } from "./parse-ofac.ts";
import { parseFollowTheMoney, parseOpenSanctionsCsv } from "./parse-opensanctions.ts";
import {
  type SanctionsListName,
  sanctionsListEntries,
  sanctionsListEntryNames,
} from "./sanctions.table.ts";
import { type ParsedSanctionsEntry, SanctionsFileError } from "./sanctions-entry.ts";

export type SanctionsImportOptions = {
  list: SanctionsListName;
  /** OFAC: sdn.csv and optionally alt.csv. OpenSanctions: targets.simple.csv and/or FtM JSON lines. */
  paths: string[];
  fetchedAt?: Date;
};

export type SanctionsImportSummary = {
  list: SanctionsListName;
  entries: number;
  /** Names and aliases stored for matching. */
  names: number;
  byKind: { entity: number; person: number; other: number };
  /** Entries added, changed (another entry hash) or gone since the list's previous version. */
  changedEntries: number;
  /** The rescreen job queued for the companies those entries touch; null when none changed. */
  rescreenJobId: string | null;
  seconds: number;
};

export const sanctionsRescreenQueue = "sanctions.rescreen";
/** Past this many changed entries the job rescreens every company instead of naming entries. */
const namedEntriesMaximum = 5_000;

async function* entriesOf(options: SanctionsImportOptions): AsyncGenerator<ParsedSanctionsEntry> {
  if (options.paths.length === 0) throw new SanctionsFileError("Name the list file(s) to import.");
  if (options.list === "ofac") {
    const kinds = await Promise.all(
      options.paths.map(async (p) => [p, await ofacFileKind(p)] as const),
    );
    const sdn = kinds.filter(([, kind]) => kind === "sdn").map(([p]) => p);
    if (sdn.length !== 1) {
      throw new SanctionsFileError(`Give exactly one OFAC sdn.csv (got ${sdn.length}).`);
    }
    const aliases = new Map<string, string[]>();
    for (const [p, kind] of kinds) {
      if (kind !== "alt") continue;
      for (const [id, names] of await parseOfacAlternateNames(p)) {
        aliases.set(id, [...(aliases.get(id) ?? []), ...names]);
      }
    }
    yield* parseOfacSdn(sdn[0] as string, aliases);
    return;
  }
  for (const p of options.paths) {
    const extension = path.extname(p).toLowerCase();
    if (extension === ".csv") yield* parseOpenSanctionsCsv(p);
    else if ([".json", ".jsonl", ".ndjson"].includes(extension))
      yield* await parseFollowTheMoney(p);
    else {
      throw new SanctionsFileError(
        `${path.basename(p)}: OpenSanctions files are targets.simple.csv (.csv) or FollowTheMoney JSON lines (.json, .jsonl).`,
      );
    }
  }
}

const batchSize = 1_000;

/**
 * Replaces one list's entries with the file(s) given, in one transaction: a file that turns out
 * unreadable halfway leaves the previous entries in place. Every name and alias is stored
 * normalised for trigram matching. Entries added, changed or removed since the previous version
 * queue a rescreen of the companies they touch (rescreen.job.ts).
 */
export async function importSanctionsList(
  db: Database,
  options: SanctionsImportOptions,
): Promise<SanctionsImportSummary> {
  const started = performance.now();
  const fetchedAt = options.fetchedAt ?? new Date();
  const summary: SanctionsImportSummary = {
    list: options.list,
    entries: 0,
    names: 0,
    byKind: { entity: 0, person: 0, other: 0 },
    changedEntries: 0,
    rescreenJobId: null,
    seconds: 0,
  };
  await db.transaction(async (tx) => {
    const previous = new Map(
      (
        await tx
          .select({ entryId: sanctionsListEntries.entryId, hash: sanctionsListEntries.entryHash })
          .from(sanctionsListEntries)
          .where(eq(sanctionsListEntries.listName, options.list))
      ).map((row) => [row.entryId, row.hash]),
    );
    const changed = new Set<string>();
    await tx
      .delete(sanctionsListEntryNames)
      .where(eq(sanctionsListEntryNames.listName, options.list));
    await tx.delete(sanctionsListEntries).where(eq(sanctionsListEntries.listName, options.list));
    // Files may repeat an entry (CSV and JSON of the same list): the first one read counts.
    let batch = new Map<string, ParsedSanctionsEntry>();
    const written = new Set<string>();
    const flush = async () => {
      const entries = [...batch.values()];
      batch = new Map();
      if (entries.length === 0) return;
      const rows = entries.map((e) => ({
        ...e,
        listName: options.list,
        fetchedAt,
        entryHash: entryHash(e),
      }));
      for (const row of rows) {
        if (previous.get(row.entryId) !== row.entryHash) changed.add(row.entryId);
      }
      await tx.insert(sanctionsListEntries).values(rows);
      const names = entries.flatMap((e) =>
        [e.name, ...e.aliases].flatMap((name) => {
          const normalizedName = normalizeName(name);
          return normalizedName.length >= 3
            ? [{ listName: options.list, entryId: e.entryId, kind: e.kind, name, normalizedName }]
            : [];
        }),
      );
      for (let i = 0; i < names.length; i += batchSize) {
        await tx.insert(sanctionsListEntryNames).values(names.slice(i, i + batchSize));
      }
      for (const e of entries) {
        written.add(e.entryId);
        summary.byKind[e.kind] += 1;
      }
      summary.entries += entries.length;
      summary.names += names.length;
    };
    for await (const entry of entriesOf(options)) {
      if (!batch.has(entry.entryId) && !written.has(entry.entryId)) batch.set(entry.entryId, entry);
      if (batch.size >= batchSize) await flush();
    }
    await flush();
    if (summary.entries === 0) {
      throw new SanctionsFileError(
        "The file(s) hold no list entries; the stored list is unchanged.",
      );
    }
    for (const entryId of previous.keys()) if (!written.has(entryId)) changed.add(entryId);
    summary.changedEntries = changed.size;
    if (changed.size > 0) {
      // Queued with the new entries, so the rescreen exists exactly when they do.
      summary.rescreenJobId = await enqueueJob(tx, sanctionsRescreenQueue, {
        list: options.list,
        entryIds: changed.size <= namedEntriesMaximum ? [...changed] : null,
      });
    }
  });
  // Fresh statistics, so screening plans its index probes for the list's real size.
  await db.execute(sql`analyze sanctions_list_entry_names`);
  summary.seconds = Math.round(performance.now() - started) / 1000;
  return summary;
}
