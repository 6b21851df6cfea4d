import { alertFeedPath, riskHubWhyPath } from "@tierwise/common/app-paths";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";
import type { AiFact } from "./ai-report.table.ts";

/**
 * Where a citation opens: a page that shows the cited fact for the report's company. Built with
 * common/app-paths, the parameter names the pages read.
 */

/** The context fact counting the company's alerts of the last year. */
export const alertsLastYearFactId = "profile:alerts_last_year";

const dayMs = 86_400_000;

/** The year a count "in the last year" covers, in whole UTC days as the alert feed filters. */
export function lastYearDays(today: string): { startDate: string; endDate: string } {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * dayMs);
  return { startDate: start.toISOString().slice(0, 10), endDate: today };
}

/**
 * Grades, metric values and screening matches: the hub under the default configuration (the
 * one the report reads), filtered to the company, its "Why this grade" open — the grades, each
 * metric's value and why, and the screening matches with the organisation's decisions.
 */
export function whyThisGradeHref(companyId: string): string {
  return riskHubWhyPath({ companyId, configId: defaultRiskConfigId });
}

/**
 * One alert: the feed filtered to the company, the alert's day and the alert, in the
 * organisation's scope (the report reads every alert the organisation sees, not only those of
 * the reader's portfolios).
 */
export function alertHref(companyId: string, alertId: string, day: string | null): string {
  return alertFeedPath({
    scope: "organization",
    companies: [companyId],
    ...(day ? { startDate: day, endDate: day } : {}),
    alertId,
  });
}

/** The alerts of the last year: the feed filtered to the company and that year. */
export function alertsLastYearHref(companyId: string, today: string): string {
  return alertFeedPath({ scope: "organization", companies: [companyId], ...lastYearDays(today) });
}

/**
 * A fact's link as the reader should follow it now. Reports keep their facts as they were
 * written, and earlier reports wrote links the pages never read ("/risk-hub?company=…#why", an
 * unfiltered "/alerts/everything"): the links this file builds are derived again from the fact,
 * so old reports' citations open the fact too. Profile and statement links were always right.
 * Without the risk hub in the reader's plan no page shows a grade: the citation then names its
 * fact without a link (the page shows the fact itself beside the sentence).
 */
export function factHref(
  fact: AiFact,
  companyId: string,
  pages: { riskHub: boolean },
): string | null {
  if (fact.kind === "grade" || fact.kind === "metric" || fact.kind === "match")
    return pages.riskHub ? whyThisGradeHref(companyId) : null;
  if (fact.kind === "alert") return alertHref(companyId, fact.id.slice("alert:".length), fact.date);
  if (fact.id === alertsLastYearFactId && fact.date)
    return alertsLastYearHref(companyId, fact.date);
  return fact.href;
}
