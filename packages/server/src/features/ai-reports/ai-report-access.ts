import type { AiReportType } from "@tierwise/common/ai-reports";
import { can } from "@tierwise/common/policy/can";
import { and, eq, isNull } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import type { Company } from "../companies/company.table.ts";
import { findVisibleCompany } from "../companies/company-access.service.ts";
import { portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";

/**
 * Spec 3 §3 "the company in an allowed set". The organisation setting aiReportCompanies says
 * which: `portfolios` (the default) is every company held by one of the organisation's active
 * portfolios, whoever may see the portfolio; `all` is every company people may see.
 */
export async function companyInAllowedSet(
  db: Database,
  actor: TenantActor,
  companyId: string,
): Promise<boolean> {
  if (actor.organization.resolvedSettings.aiReportCompanies === "all") return true;
  const [held] = await db
    .select({ id: portfolioCompanies.id })
    .from(portfolioCompanies)
    .innerJoin(portfolios, eq(portfolios.id, portfolioCompanies.portfolioId))
    .where(
      ownedBy(
        actor,
        portfolioCompanies,
        and(eq(portfolioCompanies.companyId, companyId), isNull(portfolios.archivedAt)),
      ),
    )
    .limit(1);
  return held !== undefined;
}

export type AiReportAccess = {
  company: Company | null;
  /** The rules allow reading this type of report at all (the version flag). */
  canRead: boolean;
  /** The rules allow generating one for this company (flag, type's version, allowed set). */
  canCreate: boolean;
};

/** Reading a type of report: the version flag; the security summary is v2's, so it needs v2. */
export function canReadAiReports(actor: TenantActor, type: AiReportType): boolean {
  return (
    can(actor, "aiReports.read") &&
    (type === "risk_summary" ||
      can(actor, "aiReports.createSecuritySummary", { inAllowedSet: true }))
  );
}

/** What the actor may do with a company's reports of one type, decided by the common rules. */
export async function aiReportAccess(
  db: Database,
  actor: TenantActor,
  companyId: string,
  type: AiReportType,
): Promise<AiReportAccess> {
  const company = await findVisibleCompany(db, companyId);
  const canRead = canReadAiReports(actor, type);
  if (!company || !canRead) return { company, canRead, canCreate: false };
  const subject = { inAllowedSet: await companyInAllowedSet(db, actor, company.id) };
  const canCreate =
    type === "risk_summary"
      ? can(actor, "aiReports.create", subject)
      : can(actor, "aiReports.createSecuritySummary", subject);
  return { company, canRead, canCreate };
}
