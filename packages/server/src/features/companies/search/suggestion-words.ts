/**
 * The word route of header suggestions (see quickSearchCompanies): each typed word is looked up
 * in the dictionary of name words (typed-words.ts), and the candidates are the companies whose
 * names hold a match of every typed word, best kind of match first.
 */
import { and, arrayOverlaps, inArray, not, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { type CompanyStatusCode, companies } from "../company.table.ts";
import { runQuery, type StatementTarget } from "./prepared-statements.ts";
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
  const holdsAll = (tier: Tier): SQL | undefined =>
    narrowing.every((t) => matches(t, tier).length > 0)
      ? and(...narrowing.map((t) => arrayOverlaps(companies.nameWords, matches(t, tier))))
      : undefined;
  // One capped, ranked query per tier that has companies of its own, each leaving out the
  // tiers above it: the cap comes before the ranking, so the GIN intersection bounds the
  // work, and a crowd of look-alikes cannot push the slip matches out of the cap. A tier runs
  // only while the tiers above it have found fewer than `limit`: below that many, it could
  // never reach the answer (a one-time filter: PostgreSQL skips the scan).
  const similarity = sql`similarity(c.display_name, ${query})`;
  const fuzzy = [...new Set(narrowing.flatMap((t) => [...t.byTier[1], ...t.byTier[2]]))];
  const ctes: SQL[] = [];
  const names: SQL[] = [];
  for (const tier of [0, 1, 2] as const) {
    const here = holdsAll(tier);
    if (!here || (tier > 0 && narrowing.every((t) => t.byTier[tier].length === 0))) continue;
    const above = tier > 0 ? holdsAll((tier - 1) as Tier) : undefined;
    const found =
      names.length === 0
        ? undefined
        : sql`(select count(*) from (${sql.join(
            names.map((name) => sql`select 1 from ${name}`),
            sql` union all `,
          )}) as found) < ${limit}`;
    const where = and(
      inArray(companies.statusCode, [...statuses]),
      here,
      above && not(above),
      found,
    );
    // A misspelt word is often one slip from several name words ("ojrric": "jorric" swapped,
    // "orric" with a letter added): the best company of each such word comes before the
    // second best of any, so six suggestions show the likely words rather than six companies
    // of one. Equal scores share a place, so the edit-distance tie-break still applies.
    const place =
      tier === 0 || fuzzy.length === 0
        ? sql`1`
        : sql`dense_rank() over (partition by (select string_agg(w, ' ' order by w)
            from unnest(c.name_words) as w where w = any(${sql.param(fuzzy)}::text[]))
            order by ${similarity} desc)`;
    const name = sql.raw(`tier${tier}`);
    ctes.push(sql`${name} as (select id, slug, display_name, status_code, country_code, city,
        naics_title, ${tier}::int as tier, (${place})::int as place,
        (${similarity})::float8 as score
      from (select id, slug, display_name, status_code, country_code, city, naics_title, name_words
        from ${companies} where ${where} limit ${wordRouteCandidates}) as c
      order by place, score desc, c.display_name, c.id
      limit ${limit})`);
    names.push(name);
  }
  if (ctes.length === 0) return [];
  const all = sql.join(
    names.map((name) => sql`select * from ${name}`),
    sql` union all `,
  );
  const ranked = await runQuery(
    target,
    () => sql`with ${sql.join(ctes, sql`, `)}
      select * from (${all}) as t order by tier, place, score desc, display_name, id limit ${limit}`,
  );
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
