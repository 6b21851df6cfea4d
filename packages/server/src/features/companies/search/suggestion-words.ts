/**
 * The word route of header suggestions (see quickSearchCompanies): each typed word is looked up
 * in the dictionary of name words (typed-words.ts), and the candidates are the companies whose
 * names hold a match of every typed word, best kind of match first.
 */
import { and, arrayOverlaps, not, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { type CompanyStatusCode, companies } from "../company.table.ts";
import {
  type NamedQuery,
  runQuery,
  type Statement,
  type StatementTarget,
} from "./prepared-statements.ts";
import { type Tier, type TypedWord, typedWords } from "./typed-words.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The most companies one tier of the word route ranks. Names made only of common words
 * ("United States") have tens of thousands of candidates; reading and scoring them all would
 * cost more than the header's budget, and past the first screenful they are all equally good.
 */
const wordRouteCandidates = 1_000;
export type WordCandidate = {
  id: string;
  slug: string;
  displayName: string;
  statusCode: CompanyStatusCode;
  countryCode: string | null;
  city: string | null;
  naicsTitle: string | null;
  score: number;
  /** How the name matches the typed words (see Tier), then its place among its word's names. */
  tier: number;
  place: number;
};

/**
 * The word route's candidates, best tier first, then by place and similarity; empty if none.
 * Null when the session's threshold of `%` is not the word route's (a database or role
 * setting): the caller then runs it again in a transaction that sets it (useWordThreshold).
 */
export async function wordCandidates(
  target: StatementTarget,
  query: string,
  limit: number,
  statuses: readonly CompanyStatusCode[],
): Promise<WordCandidate[] | null> {
  const typed = await typedWords(target, query);
  if (!typed) return null;
  // A start that begins more than wordMatches words ("co") is still being typed and narrows
  // little: the ranking by similarity to the whole text does it justice, and only when every
  // typed word is like that ("kel") do its closest wordMatches words narrow down.
  const narrowing = typed.some((t) => !t.open) ? typed.filter((t) => !t.open) : typed;
  if (narrowing.length === 0) return [];
  const matches = (t: TypedWord, tier: Tier) => t.byTier.slice(0, tier + 1).flat();
  const holdsAll = (tier: Tier) => narrowing.every((t) => matches(t, tier).length > 0);
  const fuzzy = [...new Set(narrowing.flatMap((t) => [...t.byTier[1], ...t.byTier[2]]))];
  const shape: RankedShape = {
    tiers: ([0, 1, 2] as const)
      .filter(
        (tier) =>
          holdsAll(tier) && (tier === 0 || narrowing.some((t) => t.byTier[tier].length > 0)),
      )
      .map((tier) => ({ tier, above: tier > 0 && holdsAll((tier - 1) as Tier) })),
    words: narrowing.length,
    fuzzy: fuzzy.length > 0,
    statuses: statuses.length,
  };
  if (shape.tiers.length === 0) return [];
  const values: Record<string, unknown> = { query, limit, fuzzy };
  for (const [i, status] of statuses.entries()) values[`status${i}`] = status;
  for (const tier of [0, 1, 2] as const)
    for (const [i, word] of narrowing.entries()) values[`words${tier}_${i}`] = matches(word, tier);
  const key = JSON.stringify(shape);
  const kept = rankedStatements.get(key) ?? {};
  rankedStatements.set(key, kept);
  const ranked = await runQuery(target, rankedQuery(shape), values, kept);
  return ranked.map((row) => ({
    id: String(row.id),
    slug: String(row.slug),
    displayName: String(row.display_name),
    statusCode: row.status_code as CompanyStatusCode,
    countryCode: (row.country_code as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    naicsTitle: (row.naics_title as string | null) ?? null,
    score: Number(row.score),
    tier: Number(row.tier),
    place: Number(row.place),
  }));
}

/**
 * What the ranked statement's text depends on: the tiers that run (and whether each leaves out
 * the companies of the tier above), how many typed words narrow, whether slips or look-alikes
 * are among their matches, and how many statuses are allowed. Everything else is a value, so
 * each shape is rendered once and prepared once.
 */
type RankedShape = {
  tiers: { tier: Tier; above: boolean }[];
  words: number;
  fuzzy: boolean;
  statuses: number;
};

/** The ranked statement of each shape, rendered at its first use. */
const rankedStatements = new Map<string, { statement?: Statement }>();

/**
 * One capped, ranked query per tier that has companies of its own, each leaving out the tiers
 * above it: the cap comes before the ranking, so the GIN intersection bounds the work, and a
 * crowd of look-alikes cannot push the slip matches out of the cap. A tier runs only while the
 * tiers above it have found fewer than `limit`: below that many, it could never reach the
 * answer (a one-time filter: PostgreSQL skips the scan). Values: `query`, `limit`, `fuzzy`
 * (the slip and look-alike words), `status<i>`, and `words<tier>_<i>` (the name words typed
 * word i stands for, up to that tier).
 */
function rankedQuery(shape: RankedShape): NamedQuery {
  return (value) => {
    const words = Array.from({ length: shape.words }, (_, i) => i);
    const holdsAll = (tier: Tier) =>
      and(
        ...words.map((i) => arrayOverlaps(companies.nameWords, value(`words${tier}_${i}`) as SQL)),
      );
    const similarity = sql`similarity(c.display_name, ${value("query")})`;
    const statuses = Array.from({ length: shape.statuses }, (_, i) => value(`status${i}`));
    const ctes: SQL[] = [];
    const names: SQL[] = [];
    for (const { tier, above } of shape.tiers) {
      const found =
        names.length === 0
          ? undefined
          : sql`(select count(*) from (${sql.join(
              names.map((name) => sql`select 1 from ${name}`),
              sql` union all `,
            )}) as found) < ${value("limit")}`;
      const where = and(
        sql`${companies.statusCode} in (${sql.join(statuses as SQL[], sql`, `)})`,
        holdsAll(tier),
        above ? not(holdsAll((tier - 1) as Tier) as SQL) : undefined,
        found,
      );
      // A misspelt word is often one slip from several name words ("ojrric": "jorric" swapped,
      // "orric" with a letter added): the best company of each such word comes before the
      // second best of any, so six suggestions show the likely words rather than six companies
      // of one. Equal scores share a place, so the edit-distance tie-break still applies.
      const place =
        tier === 0 || !shape.fuzzy
          ? sql`1`
          : sql`dense_rank() over (partition by (select string_agg(w, ' ' order by w)
              from unnest(c.name_words) as w where w = any(${value("fuzzy")}::text[]))
              order by ${similarity} desc)`;
      const name = sql.raw(`tier${tier}`);
      ctes.push(sql`${name} as (select id, slug, display_name, status_code, country_code, city,
          naics_title, ${sql.raw(String(tier))}::int as tier, (${place})::int as place,
          (${similarity})::float8 as score
        from (select id, slug, display_name, status_code, country_code, city, naics_title,
          name_words from ${companies} where ${where} limit ${sql.raw(String(wordRouteCandidates))}) as c
        order by place, score desc, c.display_name, c.id
        limit ${value("limit")})`);
      names.push(name);
    }
    const all = sql.join(
      names.map((name) => sql`select * from ${name}`),
      sql` union all `,
    );
    return sql`with ${sql.join(ctes, sql`, `)}
      select * from (${all}) as t order by tier, place, score desc, display_name, id
      limit ${value("limit")}`;
  };
}
