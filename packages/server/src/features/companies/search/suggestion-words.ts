/**
 * The word route of header suggestions (see quickSearchCompanies): each typed word is looked up
 * in the dictionary of name words, and the candidates are the companies whose names hold a
 * match of every typed word, best kind of match first.
 */
import { and, arrayOverlaps, inArray, not, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import {
  type CompanyStatusCode,
  companies,
  companyNameWords,
  companyNameWordVariants,
} from "../company.table.ts";
import { withinOneSlip } from "./name-slips.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * pg_trgm's `%` threshold for single name words: a swapped letter scores only about 0.33 in a
 * seven-letter word ("kelbreg" / "kelberg"), and under 0.3 in a short one ("coorn" / "coron"),
 * which the slip lookup finds instead.
 */
export const wordSimilarityThreshold = 0.3;

/**
 * The most companies one tier of the word route ranks. Names made only of common words
 * ("United States") have tens of thousands of candidates; reading and scoring them all would
 * cost more than the header's budget, and past the first screenful they are all equally good.
 */
const wordRouteCandidates = 1_000;

/**
 * The most dictionary words one typed word stands for in each kind of match, closest first:
 * the GIN intersection costs about its number of words times their companies, and three typed
 * letters ("kel") begin dozens of words.
 */
const wordMatches = 10;

/**
 * Typed words this long or longer are also looked up one slip away. The dictionary keeps
 * variants of two letters and more (see the migration), so a three-letter word is the
 * shortest whose variants are all there; shorter ones are still being typed anyway.
 */
const slipMinLength = 3;

/**
 * More slip candidates than any typed word of three letters or more turns up among real
 * words; the bound keeps a pathological dictionary from costing the header its budget.
 */
const slipCandidates = 500;

/**
 * How a company's name matches the typed words, best first: by a word that is or begins with
 * each typed word; with one typed word one slip from a name word; with a look-alike (pg_trgm)
 * of one of them.
 */
type Tier = 0 | 1 | 2;
/** The dictionary words a typed word stands for, by the tier they put a company in. */
type TypedWord = { byTier: [string[], string[], string[]]; open: boolean };

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

/** The word route's candidates, best tier first, then by place and similarity; empty if none. */
export async function wordCandidates(
  tx: Tx,
  query: string,
  limit: number,
  statuses: readonly CompanyStatusCode[],
): Promise<WordCandidate[]> {
  const typed = await typedWords(tx, query);
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
            from unnest(c.name_words) as w where w in ${fuzzy}) order by ${similarity} desc)`;
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
  const ranked = await tx.execute(sql`with ${sql.join(ctes, sql`, `)}
    select * from (${all}) as t order by tier, place, score desc, display_name, id limit ${limit}`);
  return (ranked.rows as Record<string, unknown>[]).map((row) => ({
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

type MatchRow = { n: number; typed: string; word: string; prefix: boolean; slip: boolean };

/**
 * What each typed word stands for, in one statement for all of them. They are split exactly
 * like companies.name_words (in SQL, so lower() and [[:alnum:]] agree with the column whatever
 * the locale); one letter is too little to match on. Only letters and digits remain, so the
 * prefix needs no escaping. Slips are found by equality on the deletion variants (SymSpell):
 * the typed word and each string one deletion from it, against the dictionary's.
 */
async function typedWords(tx: Tx, query: string): Promise<TypedWord[]> {
  await tx.execute(
    sql`select set_config('pg_trgm.similarity_threshold', ${String(wordSimilarityThreshold)}, true)`,
  );
  const matched = await tx.execute(sql`
    with typed as (
      select t.word, t.n::int as n
      from unnest(array_remove(regexp_split_to_array(lower(${query}), '[^[:alnum:]]+'), ''))
        with ordinality as t(word, n)
      where char_length(t.word) >= 2
    )
    select typed.n, typed.word as typed, match.word, match.prefix, false as slip
    from typed cross join lateral (
      select d.word, starts_with(d.word, typed.word) as prefix
      from ${companyNameWords} d
      where d.word % typed.word or d.word like typed.word || '%'
      order by prefix desc, similarity(d.word, typed.word) desc, d.word
      limit ${wordMatches + 1}
    ) as match
    union all
    select typed.n, typed.word, slip.word, false, true
    from typed cross join lateral (
      select distinct found.word
      from (
        select typed.word as variant
        union all
        select overlay(typed.word placing '' from i for 1)
        from generate_series(1, char_length(typed.word)) as i
      ) as q
      -- One index lookup per variant. The limit keeps the lateral a nested loop: flattened
      -- into a join, the planner guesses a thousand variants and hashes the whole table
      -- (measured at a million companies: 20 ms a typed word instead of 0.1).
      cross join lateral (
        select v.word from ${companyNameWordVariants} v
        where v.variant = q.variant limit ${slipCandidates}
      ) as found
      limit ${slipCandidates}
    ) as slip
    where char_length(typed.word) >= ${slipMinLength}`);
  const byTypedWord = new Map<number, MatchRow[]>();
  for (const row of matched.rows as MatchRow[]) {
    byTypedWord.set(row.n, [...(byTypedWord.get(row.n) ?? []), row]);
  }
  return [...byTypedWord.values()].flatMap((rows) => {
    const word = wordFor(rows);
    return word ? [word] : [];
  });
}

/**
 * A typed word that is a name word, or the start of one, means those words, not their
 * look-alikes ("tortech" is not "lortech" or "tech"). Otherwise it is misspelt: it means the
 * words one slip from it (shared variants are verified: "abc" and "bca" share "bc" but are two
 * edits apart), and after them its pg_trgm look-alikes, closest first. A typed word in no
 * name at all (a misspelt "Frnace" too far from "france") is left out.
 */
function wordFor(rows: MatchRow[]): TypedWord | undefined {
  const prefixed = rows.filter((row) => !row.slip && row.prefix).map((row) => row.word);
  if (prefixed.length > 0) {
    return {
      byTier: [prefixed.slice(0, wordMatches), [], []],
      open: prefixed.length > wordMatches,
    };
  }
  const lookalikes = rows.filter((row) => !row.slip).map((row) => row.word);
  const slips = rows
    .filter((row) => row.slip && withinOneSlip(row.typed, row.word))
    .map((row) => row.word)
    // Look-alikes come closest first; slips that are also look-alikes keep that order.
    .sort((a, b) => rank(lookalikes, a) - rank(lookalikes, b) || (a < b ? -1 : a > b ? 1 : 0));
  const others = lookalikes.filter((word) => !slips.includes(word));
  if (slips.length === 0 && others.length === 0) return undefined;
  return {
    byTier: [[], slips.slice(0, wordMatches), others.slice(0, wordMatches)],
    open: false,
  };
}

const rank = (list: readonly string[], word: string) => {
  const at = list.indexOf(word);
  return at < 0 ? list.length : at;
};
