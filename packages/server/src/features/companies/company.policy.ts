import { type ProfileAreaKey, subPageAreas } from "@tierwise/common/company-profile";
import type { FacetKey, NumericMetric } from "@tierwise/common/company-search";
import { can } from "@tierwise/common/policy/can";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import type { Company } from "./company.table.ts";
import { subscriptionSetCompanies, subscriptionSets } from "./subscription-set.table.ts";

/**
 * The field-level rules of company research, applied on every path a value leaves the server
 * by: GraphQL fields (profile, metrics on search rows and in compare), search filters, sorts
 * and aggregations, CSV/XLSX exports and the profile PDF.
 *
 * - Link analysis needs `read:link_analysis` (common rule "companies.readLinkAnalysis").
 * - Credit, fraud and viability values and the report areas need the `reports` data package
 *   for the company (common rule "companies.readReports", spec 3 §8).
 */

/** The company-row values that come with the reports data package. */
export const reportValueFields = [
  "creditScore",
  "creditRating",
  "creditAgencyRating",
  "fraudScore",
  "viabilityScore",
] as const satisfies readonly (keyof Company)[];
export const reportMetrics: ReadonlySet<NumericMetric> = new Set<NumericMetric>([
  "creditScore",
  "fraudScore",
  "viabilityScore",
]);
export const reportFacets: ReadonlySet<FacetKey> = new Set<FacetKey>([
  "creditRatings",
  "creditAgencyRatings",
]);
const reportAreas: ReadonlySet<ProfileAreaKey> = new Set(subPageAreas.reports);

/** Which companies an organisation holds the reports package for. */
export type ReportCoverage = { all: boolean; covers(companyId: string): boolean };

async function loadCoverage(db: Database, organizationId: string): Promise<ReportCoverage> {
  const withReports = and(
    ofOrganization(organizationId, subscriptionSets),
    sql`'reports' = any(${subscriptionSets.dataPackages})`,
  );
  const [everything] = await db
    .select({ id: subscriptionSets.id })
    .from(subscriptionSets)
    .where(and(withReports, eq(subscriptionSets.allCompanies, true)))
    .limit(1);
  if (everything) return { all: true, covers: () => true };
  const rows = await db
    .selectDistinct({ companyId: subscriptionSetCompanies.companyId })
    .from(subscriptionSetCompanies)
    .innerJoin(
      subscriptionSets,
      eq(subscriptionSets.id, subscriptionSetCompanies.subscriptionSetId),
    )
    .where(withReports);
  const held = new Set(rows.map((row) => row.companyId));
  return { all: false, covers: (companyId) => held.has(companyId) };
}

// One load per request: the actor object lives as long as its request (or job run).
const coverageByActor = new WeakMap<object, Promise<ReportCoverage>>();

/** The actor's organisation's reports coverage, read once per request. */
export function reportCoverage(db: Database, actor: Actor): Promise<ReportCoverage> {
  if (!actor.organizationId) return Promise.resolve({ all: false, covers: () => false });
  let coverage = coverageByActor.get(actor);
  if (!coverage) {
    coverage = loadCoverage(db, actor.organizationId);
    coverageByActor.set(actor, coverage);
  }
  return coverage;
}

/** Coverage for work without a request (export and PDF jobs), by organisation. */
export function organizationReportCoverage(db: Database, organizationId: string) {
  return loadCoverage(db, organizationId);
}

function mayReadReports(actor: Actor | null, coverage: ReportCoverage, companyId: string) {
  return can(actor, "companies.readReports", {
    dataPackages: coverage.covers(companyId) ? ["reports"] : [],
  });
}

/** The company as the actor may see it: report values emptied where the package is missing. */
export function withoutUncoveredReports<T extends Company>(
  company: T,
  coverage: ReportCoverage,
  actor: Actor | null = null,
): T {
  const allowed = actor ? mayReadReports(actor, coverage, company.id) : coverage.covers(company.id);
  if (allowed) return company;
  const copy = { ...company };
  for (const field of reportValueFields) copy[field] = null as never;
  return copy;
}

/** The asked profile areas the actor may read for this company. */
export async function visibleProfileAreas(
  db: Database,
  actor: Actor,
  companyId: string,
  asked: readonly ProfileAreaKey[],
): Promise<ProfileAreaKey[]> {
  const linkAnalysis = can(actor, "companies.readLinkAnalysis");
  const needsReports = asked.some((area) => reportAreas.has(area));
  const reports = needsReports && mayReadReports(actor, await reportCoverage(db, actor), companyId);
  return asked.filter((area) => {
    if (area === "linkAnalysis") return linkAnalysis;
    return reportAreas.has(area) ? reports : true;
  });
}

export const reportSearchMessage =
  "Credit, fraud and viability need the reports data package for all companies.";

/**
 * Filtering, sorting or counting by report values would tell them without showing them, so it
 * needs the reports package for every company (an all-companies subscription set).
 */
export function assertReportSearchAllowed(
  coverage: ReportCoverage,
  params: {
    facets: Partial<Record<FacetKey, unknown>>;
    ranges: Partial<Record<NumericMetric, unknown>>;
    sort: string;
  },
): void {
  if (coverage.all) return;
  const errors = [
    ...Object.keys(params.facets)
      .filter((key) => reportFacets.has(key as FacetKey))
      .map((key) => ({ path: `facets.${key}`, message: reportSearchMessage })),
    ...Object.keys(params.ranges)
      .filter((key) => reportMetrics.has(key as NumericMetric))
      .map((key) => ({ path: `ranges.${key}`, message: reportSearchMessage })),
    ...(reportMetrics.has(params.sort as NumericMetric)
      ? [{ path: "sort", message: reportSearchMessage }]
      : []),
  ];
  if (errors.length > 0) throw new ValidationError(errors);
}
