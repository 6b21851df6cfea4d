import { sql } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { JobDefinition } from "../../../core/feature.ts";
import type { Database } from "../../../db/client.ts";
import { sanctionsRescreenQueue } from "./import-sanctions-list.ts";
import { normalizedNameSql } from "./normalize-name.ts";
import { type SanctionsListName, sanctionsListNames } from "./sanctions.table.ts";
import { screenCompanies } from "./screen-companies.ts";

/**
 * Company and executive names are compared raw here and normalised by the screening that
 * follows: legal forms still in a display name lower the similarity, so the search for
 * candidates is looser than the match threshold, and screening decides.
 */
const candidateSlack = 0.2;

/**
 * The companies a list's changed entries touch: those matched to them now (a changed or
 * removed entry changes or ends the match) and those whose names, or whose key executives'
 * names, come near the entries' names and aliases (a new entry, or a new alias, may match).
 */
export async function companiesTouched(
  db: Database,
  config: Pick<Config, "SANCTIONS_MATCH_THRESHOLD">,
  list: SanctionsListName,
  entryIds: readonly string[],
): Promise<string[]> {
  const ids = sql.param([...entryIds]);
  const threshold = Math.max(0.3, config.SANCTIONS_MATCH_THRESHOLD - candidateSlack);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`,
    );
    // Each entry name probes the trigram indexes of company names (see screen-companies.ts).
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const rows = await tx.execute<{ id: string }>(
      sql`
      select m.company_id::text as id from screening_matches m
      where m.list_name = ${list} and m.entry_id = any(${ids}::text[])
      union
      select c.id::text from sanctions_list_entry_names n
      cross join lateral (
        select c.id from companies c
        where c.display_name % n.normalized_name or c.legal_name % n.normalized_name
        offset 0
      ) c
      where n.list_name = ${list} and n.entry_id = any(${ids}::text[]) and n.kind = 'entity'
      union
      select a.company_id::text from company_profile_areas a
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(a.records) = 'array' then a.records else '[]'::jsonb end) e
      join sanctions_list_entry_names n
        on n.list_name = ${list} and n.entry_id = any(${ids}::text[]) and n.kind = 'person'
       and similarity(${normalizedNameSql(sql`(e.value ->> 'name')`)}, n.normalized_name) >= ${threshold}
      where a.area = 'keyExecutives'`,
      "objects",
    );
    return rows.map((r) => r.id);
  });
}

/**
 * Queued by importSanctionsList when a new version of a list adds, changes or removes entries:
 * rescreens the companies those entries touch (every company when too many entries changed to
 * name them). New or changed matches become new `sanctions` records, which the alerts trigger
 * turns into alerts; dismissals of changed entries reopen (screening-store.ts).
 */
export const sanctionsRescreenJob: JobDefinition = {
  queue: sanctionsRescreenQueue,
  async run(payload, tools) {
    const list = payload.list as SanctionsListName;
    if (!sanctionsListNames.includes(list)) throw new Error(`Unknown sanctions list ${list}.`);
    const entryIds = Array.isArray(payload.entryIds) ? (payload.entryIds as string[]) : null;
    const companyIds =
      entryIds === null
        ? undefined
        : await companiesTouched(tools.db, tools.config, list, entryIds);
    const summary = await screenCompanies(tools.db, tools.config, {
      companyIds,
      // Progress is a courtesy: a failed write of it must not fail the rescreen.
      onProgress: (done, total) =>
        void tools
          .setProgress(Math.min(99, Math.floor((done / Math.max(1, total)) * 100)))
          .catch(() => undefined),
    });
    tools.log.info({ list, ...summary }, "sanctions rescreen after a list load");
    return { list, ...summary };
  },
};
