/**
 * What each word typed in the header box stands for in the dictionary of name words
 * (company_name_words): the words it begins, else the words one slip from it, then its
 * pg_trgm look-alikes. The word route (suggestion-words.ts) looks for the companies whose names
 * hold them.
 */
import { sql } from "drizzle-orm";
import { companyNameWords, companyNameWordVariants } from "../company.table.ts";
import { withinOneSlip } from "./name-slips.ts";
import {
  type NamedQuery,
  runQuery,
  type Statement,
  type StatementTarget,
} from "./prepared-statements.ts";

/**
 * pg_trgm's `%` threshold for single name words: a swapped letter scores only about 0.33 in a
 * seven-letter word ("kelbreg" / "kelberg"), and under 0.3 in a short one ("coorn" / "coron"),
 * which the slip lookup finds instead.
 */
export const wordSimilarityThreshold = 0.3;

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
export type Tier = 0 | 1 | 2;
/** The dictionary words a typed word stands for, by the tier they put a company in. */
export type TypedWord = { byTier: [string[], string[], string[]]; open: boolean };

/** Sets the word route's threshold of `%` for the rest of a transaction. */
export async function useWordThreshold(tx: Extract<StatementTarget, { tx: unknown }>["tx"]) {
  await tx.execute(
    sql`select set_config('pg_trgm.similarity_threshold', ${String(wordSimilarityThreshold)}, true)`,
  );
}

/** Rendered at its first use (its shape never changes). */
const typedWordsStatement: { statement?: Statement } = {};

/** The statement of typedWords; `value("query")` is the text typed. */
const typedWordsQuery: NamedQuery = (value) => sql`with typed as (
      select t.word, t.n::int as n
      from unnest(array_remove(regexp_split_to_array(lower(${value("query")}), '[^[:alnum:]]+'), ''))
        with ordinality as t(word, n)
      where char_length(t.word) >= 2
    ),
    -- A typed word that begins name words stands for them alone (see wordFor): look-alikes
    -- and slips are looked up only for the others, the misspelt ones.
    prefixed as materialized (
      select typed.n, typed.word as typed, match.word
      from typed cross join lateral (
        select d.word from ${companyNameWords} d
        where d.word like typed.word || '%'
        order by similarity(d.word, typed.word) desc, d.word
        limit ${wordMatches + 1}
      ) as match
    ),
    misspelt as materialized (
      select typed.word, typed.n from typed
      where not exists (select from prefixed where prefixed.n = typed.n)
    )
    select 0 as n, null::text as typed, null::text as word, null::boolean as prefix,
      null::boolean as slip, current_setting('pg_trgm.similarity_threshold', true) as threshold
    union all
    select n, typed, word, true, false, null from prefixed
    union all
    select misspelt.n, misspelt.word, match.word, false, false, null
    from misspelt cross join lateral (
      select d.word from ${companyNameWords} d
      where d.word % misspelt.word
      order by similarity(d.word, misspelt.word) desc, d.word
      limit ${wordMatches + 1}
    ) as match
    union all
    select misspelt.n, misspelt.word, slip.word, false, true, null
    from misspelt cross join lateral (
      select distinct found.word
      from (
        select misspelt.word as variant
        union all
        select overlay(misspelt.word placing '' from i for 1)
        from generate_series(1, char_length(misspelt.word)) as i
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
    where char_length(misspelt.word) >= ${slipMinLength}`;

type MatchRow = { n: number; typed: string; word: string; prefix: boolean; slip: boolean };

/**
 * What each typed word stands for, in one statement for all of them. They are split exactly
 * like companies.name_words (in SQL, so lower() and [[:alnum:]] agree with the column whatever
 * the locale); one letter is too little to match on. Only letters and digits remain, so the
 * prefix needs no escaping. Slips are found by equality on the deletion variants (SymSpell):
 * the typed word and each string one deletion from it, against the dictionary's.
 *
 * Its first row (n = 0) reports the session's threshold of `%`: PostgreSQL's default is the
 * word route's, so no transaction is needed to set it, and null (pg_trgm not loaded yet, and
 * nothing set) means that default. Null is returned when it is another.
 */
export async function typedWords(
  target: StatementTarget,
  query: string,
): Promise<TypedWord[] | null> {
  const matched = await runQuery(target, typedWordsQuery, { query }, typedWordsStatement);
  const threshold = matched.find((row) => Number(row.n) === 0)?.threshold;
  if (
    threshold !== null &&
    threshold !== undefined &&
    Number(threshold) !== wordSimilarityThreshold
  )
    return null;
  const byTypedWord = new Map<number, MatchRow[]>();
  for (const row of matched as MatchRow[]) {
    if (row.n === 0) continue;
    byTypedWord.set(row.n, [...(byTypedWord.get(row.n) ?? []), row]);
  }
  // In the order typed.
  const inOrder = [...byTypedWord.entries()].sort(([a], [b]) => a - b).map(([, rows]) => rows);
  return inOrder.flatMap((rows) => {
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
