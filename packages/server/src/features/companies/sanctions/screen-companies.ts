import { type ProfileRecord, profileRecordSchemas } from "@tierwise/common/company-profile";
import { type SQL, sql } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { normalizedNameSql } from "./normalize-name.ts";
import { type SanctionsListName, sanctionsListNames } from "./sanctions.table.ts";

export type ScreeningOptions = {
  /** Screen only these companies (after an import); default every company. */
  companyIds?: string[];
  /**
   * Chunks screened at once. Each name probe costs about 2 ms against a 20,000-name list, so a
   * million companies take a while: on PostgreSQL, use a few of the pool's connections.
   * PGlite has one backend: keep 1.
   */
  concurrency?: number;
  onProgress?: (screened: number, total: number) => void;
};

export type ScreeningSummary = {
  /** Lists that hold entries; a list without entries clears its old matches. */
  lists: SanctionsListName[];
  companiesScreened: number;
  companiesMatched: number;
  matches: number;
  seconds: number;
};

type MatchRow = {
  company_id: string;
  subject: "company" | "executive";
  list_name: SanctionsListName;
  entry_id: string;
  matched_name: string;
  score: number;
  programs: string[];
  datasets: string[];
  listed_on: string | null;
};

const listTitle: Readonly<Record<SanctionsListName, string>> = {
  opensanctions: "OpenSanctions",
  ofac: "OFAC SDN List",
};

/** Companies screened per query (and per transaction, so none holds the database for long). */
const idChunk = 5_000;

/**
 * Every (company, list entry) pair whose normalised names are at least `threshold` similar:
 * company display and legal names against entity entries, key executives' names (any provider's
 * keyExecutives records) against person entries. Set-based: each subject name probes the
 * trigram index of list names (the `%` operator), so nothing compares all pairs.
 */
function matchQuery(scope: SQL): SQL {
  const displayName = normalizedNameSql(sql`s.display_name`);
  const legalName = normalizedNameSql(sql`s.legal_name`);
  const executive = normalizedNameSql(sql`(e.value ->> 'name')`);
  return sql`
    with scope as (select id, display_name, legal_name from companies ${scope}),
    subjects as (
      select s.id as company_id, 'company' as subject, 'entity' as kind, x.name
      from scope s
      cross join lateral (
        select distinct v.name from (values (${displayName}), (${legalName})) as v(name)
        where v.name is not null
      ) x
      union all
      select a.company_id, 'executive', 'person', ${executive}
      from company_profile_areas a
      join scope s on s.id = a.company_id
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(a.records) = 'array' then a.records else '[]'::jsonb end) e
      where a.area = 'keyExecutives'
    )
    select sub.company_id, sub.subject, m.list_name, m.entry_id, m.name as matched_name,
           round(m.score * 100)::int as score,
           le.programs, le.datasets, le.listed_on::text as listed_on
    from subjects sub
    cross join lateral (
      select n.list_name, n.entry_id, n.name, similarity(n.normalized_name, sub.name) as score
      from sanctions_list_entry_names n
      where n.normalized_name % sub.name and n.kind = sub.kind
      -- Keeps the planner from turning this probe into one join comparing every pair of
      -- names: each subject name is looked up through the trigram index on its own.
      offset 0
    ) m
    join sanctions_list_entries le on le.list_name = m.list_name and le.entry_id = m.entry_id
    where length(sub.name) >= 3`;
}

async function findMatches(db: Database, threshold: number, scope: SQL): Promise<MatchRow[]> {
  return db.transaction(async (tx) => {
    // `%` uses this setting; local to the transaction, so pooled connections keep their default.
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`,
    );
    // The planner cannot cost a trigram index probe whose pattern is only known per row, and
    // would rather read every list name for every company: forbid the sequential reading.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return tx.execute<MatchRow>(matchQuery(scope), "objects");
  });
}

/** One record per list entry and subject: the best-scoring name of that entry. */
function recordsOf(rows: MatchRow[]): ProfileRecord<"sanctions">[] {
  const best = new Map<string, MatchRow>();
  for (const row of rows) {
    const key = `${row.entry_id}\u0000${row.subject}`;
    const current = best.get(key);
    if (!current || row.score > current.score) best.set(key, row);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.matched_name.localeCompare(b.matched_name))
    .map((row) =>
      profileRecordSchemas.sanctions.parse({
        listName: row.datasets[0] ?? listTitle[row.list_name],
        program: row.programs.join("; "),
        listedOn: row.listed_on,
        matchedName: row.matched_name,
        subject: row.subject,
        score: Math.min(100, Math.max(0, row.score)),
      }),
    );
}

/**
 * Screens companies against every loaded sanctions list and stores the matches as the
 * "sanctions" profile area, one row per company and list (source = the list name), shown on
 * regulatory-and-compliance. Re-screening replaces those rows for the companies screened:
 * companies that no longer match lose them.
 */
export async function screenCompanies(
  db: Database,
  config: Pick<Config, "SANCTIONS_MATCH_THRESHOLD">,
  options: ScreeningOptions = {},
): Promise<ScreeningSummary> {
  const started = performance.now();
  const loaded = await db.execute<{ list_name: SanctionsListName; fetched_at: string }>(
    sql`select list_name, max(fetched_at)::text as fetched_at from sanctions_list_entries group by list_name`,
    "objects",
  );
  const fetchedAt = new Map(loaded.map((r) => [r.list_name, new Date(r.fetched_at).toISOString()]));
  const everyCompany = options.companyIds === undefined;
  const ids = everyCompany
    ? (await db.execute<{ id: string }>(sql`select id from companies order by id`, "objects")).map(
        (r) => r.id,
      )
    : [...new Set(options.companyIds)];

  const matches: MatchRow[] = [];
  if (loaded.length > 0) {
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += idChunk) chunks.push(ids.slice(i, i + idChunk));
    let next = 0;
    let done = 0;
    // Each worker takes the next chunk; on PostgreSQL several run at once on the pool.
    const worker = async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++] as string[];
        const scope = sql`where id = any(${sql.param(chunk)}::uuid[])`;
        matches.push(...(await findMatches(db, config.SANCTIONS_MATCH_THRESHOLD, scope)));
        done += chunk.length;
        options.onProgress?.(done, ids.length);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  }

  const byCompanyList = new Map<string, MatchRow[]>();
  for (const row of matches) {
    const key = `${row.company_id}\u0000${row.list_name}`;
    byCompanyList.set(key, [...(byCompanyList.get(key) ?? []), row]);
  }
  const rows = [...byCompanyList.values()].map((group) => {
    const [first] = group as [MatchRow];
    return {
      company_id: first.company_id,
      source: first.list_name,
      fetched_at: fetchedAt.get(first.list_name) ?? new Date().toISOString(),
      records: recordsOf(group),
    };
  });

  await db.transaction(async (tx) => {
    const lists = sql.param([...sanctionsListNames]);
    if (everyCompany) {
      await tx.execute(
        sql`delete from company_profile_areas where area = 'sanctions' and source = any(${lists}::text[])`,
      );
    } else {
      for (let i = 0; i < ids.length; i += idChunk) {
        await tx.execute(
          sql`delete from company_profile_areas where area = 'sanctions' and source = any(${lists}::text[])
              and company_id = any(${sql.param(ids.slice(i, i + idChunk))}::uuid[])`,
        );
      }
    }
    for (let i = 0; i < rows.length; i += 2_000) {
      await tx.execute(
        sql`insert into company_profile_areas (company_id, area, source, fetched_at, records)
            select v.company_id, 'sanctions', v.source, v.fetched_at, v.records
            from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 2_000))}::jsonb)
              as v(company_id uuid, source text, fetched_at timestamptz, records jsonb)`,
      );
    }
  });

  return {
    lists: loaded.map((r) => r.list_name),
    companiesScreened: ids.length,
    companiesMatched: new Set(rows.map((r) => r.company_id)).size,
    matches: rows.reduce((n, r) => n + r.records.length, 0),
    seconds: Math.round(performance.now() - started) / 1000,
  };
}
