import { desc, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type CompanyStatusCode, companies } from "./company.table.ts";
import { slipDistance } from "./search/name-slips.ts";
import { type Tx, wordCandidates } from "./search/suggestion-words.ts";
import { useWordThreshold, wordSimilarityThreshold } from "./search/typed-words.ts";

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
 * Similarity thresholds for the trigram `%` operator. `word` applies to single name words (see
 * search/suggestion-words.ts). `strict` and `relaxed` apply to whole names in the fallback
 * route: a name with a typo or two scores about 0.6 against the real one, so the strict pass
 * finds it while reading few index entries; only when nothing is that close does the relaxed
 * pass (PostgreSQL's default, 0.3) run, which on a million names with common words
 * ("Industries", "Traders") reads many more.
 */
export const quickSearchThresholds = {
  word: wordSimilarityThreshold,
  strict: 0.45,
  relaxed: 0.3,
} as const;

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

/**
 * Fuzzy company-name search, best match first. Trigram matching whole names is slow on a
 * million companies: common words ("International", "Traders") make the trigram index return
 * tens of thousands of names to recheck. So each typed word is first matched against the small
 * dictionary of name words (company_name_words): as a word or the start of one, else one slip
 * away (Damerau–Levenshtein, by the dictionary's deletion variants) or as a pg_trgm look-alike.
 * The candidates are the companies whose words include a match of every typed word that
 * matched anything (GIN intersection on name_words), ranked by how they match (see
 * search/suggestion-words.ts), then by similarity to the whole text. When no typed word is in
 * the dictionary, or no company has them all, whole names are matched.
 */
export async function quickSearchCompanies(
  db: Database,
  text: string,
  limit: number,
  // Company-request matching also looks among imported companies.
  statuses: readonly CompanyStatusCode[] = quickSearchStatuses,
): Promise<QuickSearchHit[]> {
  // A NUL cannot reach PostgreSQL as text; like any other non-letter it parts words.
  const query = text.replaceAll("\0", " ").trim();
  if (query === "" || limit <= 0) return [];
  // The word route runs as prepared statements outside a transaction (the default threshold of
  // `%` is its own); the rest sets its thresholds, which set_config(…, true) keeps to a
  // transaction.
  const byWords = await wordCandidates({ db }, query, limit * 3, statuses);
  const candidates =
    byWords && byWords.length > 0
      ? byWords
      : await fallbackCandidates(db, query, limit, statuses, byWords === null);
  // Trigram similarity ties on close names ("Acme Industries" / "Acme Industrial" for
  // "Acme Industrys"); the extra candidates are re-ranked by edit distance to break them, a
  // swapped pair counting as one edit.
  const needle = query.toLowerCase();
  return candidates
    .map(({ tier = 0, place = 1, ...hit }: QuickSearchHit & { tier?: number; place?: number }) => ({
      hit,
      rank: [tier, place],
      distance: slipDistance(needle, hit.displayName.toLowerCase()),
    }))
    .sort(
      (a, b) =>
        (a.rank[0] ?? 0) - (b.rank[0] ?? 0) ||
        (a.rank[1] ?? 0) - (b.rank[1] ?? 0) ||
        b.hit.score - a.hit.score ||
        a.distance - b.distance,
    )
    .slice(0, limit)
    .map(({ hit }) => hit);
}

/**
 * In a transaction: the word route again when the session's threshold of `%` was another
 * (`wordsAgain`), then whole names, closest first, before names merely alike.
 */
function fallbackCandidates(
  db: Database,
  query: string,
  limit: number,
  statuses: readonly CompanyStatusCode[],
  wordsAgain: boolean,
) {
  return db.transaction(async (tx) => {
    if (wordsAgain) {
      await useWordThreshold(tx);
      const byWords = await wordCandidates({ tx }, query, limit * 3, statuses);
      if (byWords && byWords.length > 0) return byWords;
    }
    const strict = await nameCandidates(
      tx,
      query,
      limit * 3,
      quickSearchThresholds.strict,
      statuses,
    );
    if (strict.length > 0) return strict;
    return nameCandidates(tx, query, limit * 3, quickSearchThresholds.relaxed, statuses);
  });
}

/** The fallback route: whole names by trigram similarity, or containing the text. */
async function nameCandidates(
  tx: Tx,
  query: string,
  limit: number,
  threshold: number,
  statuses: readonly CompanyStatusCode[],
) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const score = sql<number>`similarity(${companies.displayName}, ${query})`;
  await tx.execute(
    sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`,
  );
  return tx
    .select({
      ...hitColumns,
      score: sql<number>`${score}::float8`.mapWith(Number),
    })
    .from(companies)
    .where(
      sql`${inArray(companies.statusCode, [...statuses])} and (${companies.displayName} % ${query} or ${companies.displayName} ilike ${pattern})`,
    )
    .orderBy(desc(score), companies.displayName, companies.id)
    .limit(limit);
}
