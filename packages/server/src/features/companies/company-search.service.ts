import { desc, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type CompanyStatusCode, companies } from "./company.table.ts";

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
 * Similarity thresholds for the trigram `%` operator. A name with a typo or two scores about
 * 0.6 against the real one, so the strict pass finds it while reading few index entries; only
 * when nothing is that close does the relaxed pass (PostgreSQL's default, 0.3) run, which on a
 * million names with common words ("Industries", "Traders") reads many more.
 */
export const quickSearchThresholds = { strict: 0.45, relaxed: 0.3 } as const;

/**
 * Fuzzy company-name search with pg_trgm: candidates come from the trigram index through the
 * `%` similarity operator (or a substring match, for short prefixes), best similarity first.
 */
export async function quickSearchCompanies(
  db: Database,
  text: string,
  limit: number,
): Promise<QuickSearchHit[]> {
  const query = text.trim();
  if (query === "" || limit <= 0) return [];
  let candidates = await nameCandidates(db, query, limit * 3, quickSearchThresholds.strict);
  if (candidates.length === 0) {
    candidates = await nameCandidates(db, query, limit * 3, quickSearchThresholds.relaxed);
  }
  // Trigram similarity ties on close names ("Acme Industries" / "Acme Industrial" for
  // "Acme Industrys"); the extra candidates are re-ranked by edit distance to break them.
  const needle = query.toLowerCase();
  return candidates
    .map((hit) => ({ hit, distance: editDistance(needle, hit.displayName.toLowerCase()) }))
    .sort((a, b) => b.hit.score - a.hit.score || a.distance - b.distance)
    .slice(0, limit)
    .map(({ hit }) => hit);
}

function nameCandidates(db: Database, query: string, limit: number, threshold: number) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const score = sql<number>`similarity(${companies.displayName}, ${query})`;
  // The threshold of `%` is a setting; set_config(…, true) keeps it to this transaction.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`,
    );
    return tx
      .select({
        id: companies.id,
        slug: companies.slug,
        displayName: companies.displayName,
        statusCode: companies.statusCode,
        countryCode: companies.countryCode,
        city: companies.city,
        naicsTitle: companies.naicsTitle,
        score: sql<number>`${score}::float8`.mapWith(Number),
      })
      .from(companies)
      .where(
        sql`${inArray(companies.statusCode, [...quickSearchStatuses])} and (${companies.displayName} % ${query} or ${companies.displayName} ilike ${pattern})`,
      )
      .orderBy(desc(score), companies.displayName, companies.id)
      .limit(limit);
  });
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
