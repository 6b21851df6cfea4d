import { and, arrayOverlaps, desc, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type CompanyStatusCode, companies, companyNameWords } from "./company.table.ts";

/** Spec 3 §5: name suggestions are limited to active and closed companies. */
export const quickSearchStatuses: readonly CompanyStatusCode[] = ["active", "closed"];

export type QuickSearchHit = {
  id: string;
  slug: string;
  displayName: string;
  statusCode: CompanyStatusCode;
  countryCode: string | null;
  city: string | null;
  naicsTitle: string | null;
  score: number;
};

/**
 * Similarity thresholds for the trigram `%` operator. `word` applies to single name words: a
 * swapped letter scores only about 0.33 there ("kelbreg" / "kelberg"). `strict` and `relaxed`
 * apply to whole names in the fallback route: a name with a typo or two scores about 0.6
 * against the real one, so the strict pass finds it while reading few index entries; only when
 * nothing is that close does the relaxed pass (PostgreSQL's default, 0.3) run, which on a
 * million names with common words ("Industries", "Traders") reads many more.
 */
export const quickSearchThresholds = { word: 0.3, strict: 0.45, relaxed: 0.3 } as const;

/**
 * The most companies the word route ranks. Names made only of common words ("United States")
 * have tens of thousands of candidates; reading and scoring them all would cost more than the
 * header's budget, and past the first screenful they are all equally good anyway.
 */
const wordRouteCandidates = 1_000;

/**
 * The most dictionary words one typed word stands for, closest first: the GIN intersection
 * costs about its number of words times their companies, and three typed letters ("kel")
 * begin dozens of words.
 */
const wordMatches = 10;

/** What a suggestion shows, besides its score. */
const hitColumns = {
  id: companies.id,
  slug: companies.slug,
  displayName: companies.displayName,
  statusCode: companies.statusCode,
  countryCode: companies.countryCode,
  city: companies.city,
  naicsTitle: companies.naicsTitle,
};

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Fuzzy company-name search with pg_trgm, best similarity to the whole name first. Trigram
 * matching whole names is slow on a million companies: common words ("International",
 * "Traders") make the trigram index return tens of thousands of names to recheck. So each
 * typed word is first matched, fuzzily or as a prefix, against the small dictionary of name
 * words (company_name_words), and the candidates are the companies whose words include a
 * match of every typed word that matched anything (GIN intersection on name_words), ranked by
 * similarity to the whole text. When no typed word is in the dictionary, or no company has
 * them all, whole names are matched.
 */
export async function quickSearchCompanies(
  db: Database,
  text: string,
  limit: number,
): Promise<QuickSearchHit[]> {
  const query = text.trim();
  if (query === "" || limit <= 0) return [];
  // The threshold of `%` is a setting; set_config(…, true) keeps it to this transaction.
  const candidates = await db.transaction(async (tx) => {
    const byWords = await wordCandidates(tx, query, limit * 3);
    if (byWords.length > 0) return byWords;
    const strict = await nameCandidates(tx, query, limit * 3, quickSearchThresholds.strict);
    if (strict.length > 0) return strict;
    return nameCandidates(tx, query, limit * 3, quickSearchThresholds.relaxed);
  });
  // Trigram similarity ties on close names ("Acme Industries" / "Acme Industrial" for
  // "Acme Industrys"); the extra candidates are re-ranked by edit distance to break them.
  const needle = query.toLowerCase();
  return candidates
    .map((hit) => ({ hit, distance: editDistance(needle, hit.displayName.toLowerCase()) }))
    .sort((a, b) => b.hit.score - a.hit.score || a.distance - b.distance)
    .slice(0, limit)
    .map(({ hit }) => hit);
}

function setThreshold(tx: Tx, threshold: number) {
  return tx.execute(
    sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`,
  );
}

/** The word route: see quickSearchCompanies. Empty when it has nothing to offer. */
async function wordCandidates(tx: Tx, query: string, limit: number) {
  await setThreshold(tx, quickSearchThresholds.word);
  // One statement for all typed words. They are split exactly like companies.name_words (in
  // SQL, so lower() and [[:alnum:]] agree with the column whatever the locale); one letter is
  // too little to match on. Only letters and digits remain, so the prefix needs no escaping.
  const matched = await tx.execute(sql`
    select typed.n::int as n, match.word, match.prefix
    from unnest(array_remove(regexp_split_to_array(lower(${query}), '[^[:alnum:]]+'), ''))
      with ordinality as typed(word, n)
    cross join lateral (
      select d.word, starts_with(d.word, typed.word) as prefix
      from ${companyNameWords} d
      where d.word % typed.word or d.word like typed.word || '%'
      order by prefix desc, similarity(d.word, typed.word) desc, d.word
      limit ${wordMatches + 1}
    ) as match
    where length(typed.word) >= 2`);
  const byTypedWord = new Map<number, { word: string; prefix: boolean }[]>();
  for (const row of matched.rows as { n: number; word: string; prefix: boolean }[]) {
    byTypedWord.set(row.n, [...(byTypedWord.get(row.n) ?? []), row]);
  }
  // A typed word that is a name word, or the start of one, means those words, not their
  // look-alikes ("tortech" is not "lortech" or "tech"); otherwise it is misspelt and means its
  // look-alikes. A start that begins more than wordMatches words ("co") is still being typed
  // and narrows little: the ranking by similarity to the whole text does it justice, and only
  // when every typed word is like that ("kel") do its closest wordMatches words narrow down.
  // Typed words in no name at all (a misspelt "Frnace" too far from "france") are left out.
  const typed = [...byTypedWord.values()].map((rows) => {
    const prefixed = rows.filter((row) => row.prefix);
    const words = (prefixed.length > 0 ? prefixed : rows).map((row) => row.word);
    return { words: words.slice(0, wordMatches), open: prefixed.length > wordMatches };
  });
  const narrowing = typed.some((t) => !t.open) ? typed.filter((t) => !t.open) : typed;
  if (narrowing.length === 0) return [];
  // The cap comes before the ranking, so the GIN intersection bounds the work.
  const capped = tx
    .select(hitColumns)
    .from(companies)
    .where(
      and(
        inArray(companies.statusCode, [...quickSearchStatuses]),
        ...narrowing.map((t) => arrayOverlaps(companies.nameWords, t.words)),
      ),
    )
    .limit(wordRouteCandidates)
    .as("capped");
  const score = sql<number>`similarity(${capped.displayName}, ${query})`;
  return tx
    .select({
      id: capped.id,
      slug: capped.slug,
      displayName: capped.displayName,
      statusCode: capped.statusCode,
      countryCode: capped.countryCode,
      city: capped.city,
      naicsTitle: capped.naicsTitle,
      score: sql<number>`${score}::float8`.mapWith(Number),
    })
    .from(capped)
    .orderBy(desc(score), capped.displayName, capped.id)
    .limit(limit);
}

/** The fallback route: whole names by trigram similarity, or containing the text. */
async function nameCandidates(tx: Tx, query: string, limit: number, threshold: number) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const score = sql<number>`similarity(${companies.displayName}, ${query})`;
  await setThreshold(tx, threshold);
  return tx
    .select({
      ...hitColumns,
      score: sql<number>`${score}::float8`.mapWith(Number),
    })
    .from(companies)
    .where(
      sql`${inArray(companies.statusCode, [...quickSearchStatuses])} and (${companies.displayName} % ${query} or ${companies.displayName} ilike ${pattern})`,
    )
    .orderBy(desc(score), companies.displayName, companies.id)
    .limit(limit);
}

/** Levenshtein distance, two rows at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
