import { asc, eq, isNull, notInArray, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ownedBy } from "../../core/tenant.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { portfolioCompanies, portfolios } from "./portfolio.table.ts";
import { uuidArray } from "./portfolio-counters.ts";
import { findVisible } from "./portfolio-visibility.ts";

/**
 * The companies a portfolio page exports (the exports feature's "portfolio" scope): those of
 * the portfolio, or with `includeDescendants` of it and its active descendants, each once, by
 * name — at most `limit` of them (the caller asks one more to learn that there are too many).
 */
export async function portfolioExportCompanies(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { portfolioId: string; includeDescendants: boolean; limit: number },
): Promise<{ slug: string; companyIds: string[] }> {
  authorize(actor, "portfolios.read");
  const portfolio = await findVisible(deps.db, actor, input.portfolioId);
  const scope = input.includeDescendants
    ? sql`${portfolioCompanies.portfolioId} in (select ${portfolios.id} from ${portfolios} where ${ownedBy(
        actor,
        portfolios,
        or(
          eq(portfolios.id, portfolio.id),
          sql`${portfolios.path} @> ${uuidArray([portfolio.id])}`,
        ),
        portfolio.archivedAt ? undefined : isNull(portfolios.archivedAt),
      )})`
    : eq(portfolioCompanies.portfolioId, portfolio.id);
  const rows = await deps.db
    .selectDistinct({ id: companies.id, name: sql<string>`lower(${companies.displayName})` })
    .from(portfolioCompanies)
    .innerJoin(companies, eq(companies.id, portfolioCompanies.companyId))
    .where(
      ownedBy(
        actor,
        portfolioCompanies,
        scope,
        notInArray(companies.statusCode, [...hiddenStatuses]),
      ),
    )
    .orderBy(asc(sql`lower(${companies.displayName})`), asc(companies.id))
    .limit(input.limit);
  return { slug: portfolio.slug, companyIds: rows.map((row) => row.id) };
}
