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
  score: number;
};

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
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const score = sql<number>`similarity(${companies.displayName}, ${query})`;
  return db
    .select({
      id: companies.id,
      slug: companies.slug,
      displayName: companies.displayName,
      statusCode: companies.statusCode,
      countryCode: companies.countryCode,
      score: sql<number>`${score}::float8`.mapWith(Number),
    })
    .from(companies)
    .where(
      sql`${inArray(companies.statusCode, [...quickSearchStatuses])} and (${companies.displayName} % ${query} or ${companies.displayName} ilike ${pattern})`,
    )
    .orderBy(desc(score), companies.displayName, companies.id)
    .limit(limit);
}
