import { type SQL, sql } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { type Identifier, identifierValue, isLei } from "./identifiers.ts";
import { scoreMatch } from "./match-evidence.ts";
import { normalizedNameSql } from "./normalize-name.ts";
import type { SanctionsListName } from "./sanctions.table.ts";
import { type ScoredMatch, storeScreening } from "./screening-store.ts";

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
  /** Dismissals dropped because their list entry changed: those matches are open again. */
  reopened: number;
  seconds: number;
};

/** One name pair the trigram probe found, with what both sides say beyond the name. */
type MatchRow = {
  company_id: string;
  subject: "company" | "executive";
  /** The subject's normalised name. */
  subject_name: string;
  subject_country: string | null;
  duns: string | null;
  global_id: string | null;
  list_name: SanctionsListName;
  entry_id: string;
  entry_name: string;
  entry_schema: string;
  entry_countries: string[];
  entry_identifiers: Identifier[];
  entry_hash: string;
  matched_name: string;
  matched_normalized: string;
  name_score: number;
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
 * trigram index of list names (the `%` operator), so nothing compares all pairs. The candidates
 * are the same as before issue 14; what they score is decided afterwards (match-evidence.ts).
 */
function matchQuery(scope: SQL): SQL {
  const displayName = normalizedNameSql(sql`s.display_name`);
  const legalName = normalizedNameSql(sql`s.legal_name`);
  const executive = normalizedNameSql(sql`(e.value ->> 'name')`);
  return sql`
    with scope as (
      select id, display_name, legal_name, country_code, duns, global_id from companies ${scope}
    ),
    subjects as (
      select s.id as company_id, 'company' as subject, 'entity' as kind, x.name,
             s.country_code as country, s.duns, s.global_id
      from scope s
      cross join lateral (
        select distinct v.name from (values (${displayName}), (${legalName})) as v(name)
        where v.name is not null
      ) x
      union all
      select a.company_id, 'executive', 'person', ${executive},
             e.value ->> 'nationality', null, null
      from company_profile_areas a
      join scope s on s.id = a.company_id
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(a.records) = 'array' then a.records else '[]'::jsonb end) e
      where a.area = 'keyExecutives'
    )
    select sub.company_id, sub.subject, sub.name as subject_name,
           upper(sub.country) as subject_country, sub.duns, sub.global_id,
           m.list_name, m.entry_id, le.name as entry_name, le.schema as entry_schema,
           le.countries as entry_countries, le.identifiers as entry_identifiers,
           le.entry_hash, m.name as matched_name, m.normalized_name as matched_normalized,
           round(m.score * 100)::int as name_score,
           le.programs, le.datasets, le.listed_on::text as listed_on
    from subjects sub
    cross join lateral (
      select n.list_name, n.entry_id, n.name, n.normalized_name,
             similarity(n.normalized_name, sub.name) as score
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

/** The best-named pair of each company and entry (an entry matches one kind of subject). */
function bestPairs(rows: MatchRow[]): MatchRow[] {
  const best = new Map<string, MatchRow>();
  for (const row of rows) {
    const key = `${row.company_id}\u0000${row.list_name}\u0000${row.entry_id}`;
    const current = best.get(key);
    if (!current || row.name_score > current.name_score) best.set(key, row);
  }
  return [...best.values()];
}

/** How many other entries of a list, and other companies, carry each matched name. */
async function nameRarity(db: Database, pairs: MatchRow[]) {
  const entryNames = [...new Set(pairs.map((p) => `${p.list_name}\u0000${p.matched_normalized}`))];
  const companyNames = pairs
    .filter((p) => p.subject === "company")
    .map((p) => ({ company_id: p.company_id, name: p.subject_name }));
  const entries = new Map<string, number>();
  const others = new Map<string, number>();
  if (entryNames.length > 0) {
    const rows = await db.execute<{ list_name: string; name: string; n: number }>(
      sql`select v.list_name, v.name, count(distinct n.entry_id)::int as n
          from jsonb_to_recordset(${JSON.stringify(
            entryNames.map((k) => {
              const [list_name, name] = k.split("\u0000");
              return { list_name, name };
            }),
          )}::jsonb) as v(list_name text, name text)
          join sanctions_list_entry_names n
            on n.list_name = v.list_name and n.normalized_name = v.name
          group by v.list_name, v.name`,
      "objects",
    );
    for (const r of rows) entries.set(`${r.list_name}\u0000${r.name}`, Math.max(0, r.n - 1));
  }
  if (companyNames.length > 0) {
    // The name's words narrow the companies through the GIN index on name_words first.
    const rows = await db.execute<{ company_id: string; name: string; n: number }>(
      sql`select v.company_id::text as company_id, v.name, count(c.id)::int as n
          from jsonb_to_recordset(${JSON.stringify(companyNames)}::jsonb)
            as v(company_id uuid, name text)
          left join companies c
            on c.name_words @> string_to_array(v.name, ' ') and c.id <> v.company_id
           and ${normalizedNameSql(sql`c.display_name`)} = v.name
          group by v.company_id, v.name`,
      "objects",
    );
    for (const r of rows) others.set(`${r.company_id}\u0000${r.name}`, r.n);
  }
  return {
    otherEntries: (p: MatchRow) => entries.get(`${p.list_name}\u0000${p.matched_normalized}`) ?? 0,
    otherCompanies: (p: MatchRow) =>
      p.subject === "company" ? (others.get(`${p.company_id}\u0000${p.subject_name}`) ?? 0) : 0,
  };
}

function companyIdentifiers(row: MatchRow): Identifier[] {
  const ids: Identifier[] = [];
  if (row.duns) ids.push({ type: "duns", value: identifierValue(row.duns) });
  if (row.global_id) {
    ids.push({
      type: isLei(row.global_id) ? "lei" : "other",
      value: identifierValue(row.global_id),
    });
  }
  return ids;
}

/** Each pair scored on all its evidence. */
async function scoredMatches(db: Database, rows: MatchRow[]): Promise<ScoredMatch[]> {
  const pairs = bestPairs(rows);
  const rarity = await nameRarity(db, pairs);
  return pairs.map((row) => {
    const evidence = scoreMatch({
      subject: row.subject,
      subjectSide: {
        name: row.subject_name,
        countries: row.subject_country ? [row.subject_country] : [],
        identifiers: row.subject === "company" ? companyIdentifiers(row) : [],
      },
      entrySide: {
        name: row.matched_normalized,
        countries: row.entry_countries,
        identifiers: row.entry_identifiers ?? [],
        schema: row.entry_schema,
      },
      nameScore: Math.min(100, Math.max(0, row.name_score)),
      otherEntriesWithName: rarity.otherEntries(row),
      otherCompaniesWithName: rarity.otherCompanies(row),
    });
    return {
      companyId: row.company_id,
      subject: row.subject,
      subjectName: row.subject_name,
      listName: row.list_name,
      listTitle: row.datasets[0] ?? listTitle[row.list_name],
      entryId: row.entry_id,
      entryName: row.entry_name,
      entryCountry: row.entry_countries[0] ?? null,
      entryHash: row.entry_hash,
      matchedName: row.matched_name,
      nameScore: Math.min(100, Math.max(0, row.name_score)),
      program: row.programs.join("; "),
      listedOn: row.listed_on,
      ...evidence,
    };
  });
}

/**
 * Screens companies against every loaded sanctions list and stores the matches as the
 * "sanctions" profile area, one row per company and list (source = the list name), shown on
 * regulatory-and-compliance, and with their evidence in screening_matches (screening-store.ts).
 * Re-screening updates both for the companies screened: companies that no longer match lose
 * them, and only new or changed records reach the alerts.
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

  const scored = await scoredMatches(db, matches);
  const written = await storeScreening(db, {
    companyIds: everyCompany ? null : ids,
    matches: scored,
    fetchedAt: (list) => fetchedAt.get(list) ?? new Date().toISOString(),
  });

  return {
    lists: loaded.map((r) => r.list_name),
    companiesScreened: ids.length,
    companiesMatched: new Set(scored.map((m) => m.companyId)).size,
    matches: scored.length,
    reopened: written.reopened,
    seconds: Math.round(performance.now() - started) / 1000,
  };
}
