import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { type Company, companies } from "../company.table.ts";
import { hiddenStatuses } from "../company-access.service.ts";

/**
 * Competitor suggestions for /compare: same industry (NAICS code, else sector), closest in
 * revenue on a log scale, so a suggestion is a peer rather than just a namesake.
 */
export async function competitorSuggestions(
  deps: ServiceDeps,
  _viewer: TenantActor,
  company: Company,
  first: number = companySearchLimits.competitorSuggestions,
): Promise<Company[]> {
  const limit = Math.min(Math.max(first, 0), 25);
  if (limit === 0) return [];
  const sameIndustry = company.naicsCode
    ? eq(companies.naicsCode, company.naicsCode)
    : company.sector
      ? eq(companies.sector, company.sector)
      : undefined;
  if (!sameIndustry) return [];
  const size = Math.log10((company.revenueUsd ?? 0) + 1);
  return deps.db
    .select()
    .from(companies)
    .where(
      and(
        sameIndustry,
        ne(companies.id, company.id),
        notInArray(companies.statusCode, [...hiddenStatuses]),
      ),
    )
    .orderBy(
      sql`abs(log(coalesce(${companies.revenueUsd}, 0)::numeric + 1) - ${size})`,
      companies.displayName,
    )
    .limit(limit);
}
