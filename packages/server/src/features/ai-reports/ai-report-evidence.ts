import { alertTypeLabels } from "@tierwise/common/alerts";
import { companyPagePath } from "@tierwise/common/app-paths";
import { hasFlag } from "@tierwise/common/policy/policy-actor";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import {
  alertSource,
  alertViewerOf,
  linkedToCompanies,
  sourceCondition,
} from "../alerts/alert-visibility.ts";
import type { Company } from "../companies/company.table.ts";
import { companyProfileAreas } from "../companies/company-profile-area.table.ts";
import { financialStatements } from "../companies/financial-statement.table.ts";
import {
  screeningMatchDecisions,
  screeningMatches,
} from "../companies/sanctions/screening-match.table.ts";
import type { AiFact } from "./ai-report.table.ts";
import { alertHref, lastYearDays, whyThisGradeHref } from "./ai-report-links.ts";

/**
 * A fact with what ranking and the local generator need besides: its risk category, how
 * severe it is (0 nothing wrong … 3 severe) and when it happened.
 */
export type RankedFact = {
  fact: AiFact;
  /** A metric's grade with its why, cited beside the metric's value. */
  why?: AiFact;
  category: string;
  /** The metric, alert type or list it is about ("current_ratio", "cyber", "sanctions"). */
  topic?: string;
  severity: number;
  at: number;
};

/** Alerts read per report: the newest, enough for a year of a busy company. */
const alertsRead = 200;
const dayMs = 86_400_000;

const isoDay = (date: Date | string | null | undefined) => {
  if (!date) return null;
  const parsed = typeof date === "string" ? new Date(date) : date;
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
};

/** The risk category an alert speaks to (default configuration's category ids). */
const alertCategory: Record<string, string> = {
  financial: "financial",
  cyber: "cyber",
  data_breach: "cyber",
  sanctions: "compliance",
  legal: "compliance",
  news: "compliance",
  natural_disaster: "esg",
};

const alertSeverity = (severity: string | null, polarity: string) => {
  if (severity === "Critical") return 3;
  if (severity === "High") return 2;
  if (severity === "Elevated") return 1;
  return polarity === "NEGATIVE" ? 1 : 0;
};

/**
 * The company's alerts the organisation sees (features/alerts decides which), newest first,
 * and how many were published in the last year. Nothing without the alerts flag.
 */
export async function alertFacts(
  db: Database,
  actor: TenantActor,
  company: Company,
  now: Date,
): Promise<{ facts: RankedFact[]; lastYear: number }> {
  if (!hasFlag(actor, "alerts")) return { facts: [], lastYear: 0 };
  const viewer = await alertViewerOf(db, actor);
  const source = alertSource(viewer, true);
  const rows = rowsOf<{
    id: string;
    title: string;
    type: string;
    severity: string | null;
    polarity: string;
    provider: string;
    published_at: string | Date;
  }>(
    await db.execute(sql`select a.id, a.title, a.type, a.severity, a.polarity, a.provider,
        a.published_at
      from ${source.from}
      where ${sql.join(
        [sourceCondition(viewer), linkedToCompanies(viewer, source.id, [company.id])].filter(
          (c) => c !== undefined,
        ),
        sql` and `,
      )}
      order by ${source.publishedAt} desc limit ${alertsRead}`),
  );
  // Counted in whole UTC days, as the alert feed the fact links to filters them.
  const year = lastYearDays(now.toISOString().slice(0, 10));
  let lastYear = 0;
  const facts = rows.map((row): RankedFact => {
    const at = new Date(row.published_at).getTime();
    const day = isoDay(new Date(at)) ?? "";
    if (day >= year.startDate && day <= year.endDate) lastYear++;
    const typeLabel = alertTypeLabels[row.type as keyof typeof alertTypeLabels] ?? row.type;
    return {
      fact: {
        id: `alert:${row.id}`,
        kind: "alert",
        label: row.severity ? `${typeLabel} alert (${row.severity})` : `${typeLabel} alert`,
        value: row.title,
        source: row.provider,
        date: day || null,
        href: alertHref(company.id, row.id, day || null),
      },
      category: alertCategory[row.type] ?? "compliance",
      topic: row.type,
      severity: alertSeverity(row.severity, row.polarity),
      at,
    };
  });
  return { facts, lastYear };
}

/** Screening matches with the organisation's decisions on them (features/companies/sanctions). */
export async function matchFacts(
  db: Database,
  actor: TenantActor,
  company: Company,
): Promise<RankedFact[]> {
  const rows = await db
    .select({
      id: screeningMatches.id,
      listName: screeningMatches.listName,
      entryName: screeningMatches.entryName,
      subjectName: screeningMatches.subjectName,
      score: screeningMatches.score,
      strength: screeningMatches.strength,
      updatedAt: screeningMatches.updatedAt,
      decision: screeningMatchDecisions.decision,
    })
    .from(screeningMatches)
    .leftJoin(
      screeningMatchDecisions,
      ownedBy(
        actor,
        screeningMatchDecisions,
        eq(screeningMatchDecisions.companyId, screeningMatches.companyId),
        eq(screeningMatchDecisions.listName, screeningMatches.listName),
        eq(screeningMatchDecisions.entryId, screeningMatches.entryId),
        eq(screeningMatchDecisions.entryHash, screeningMatches.entryHash),
      ),
    )
    .where(eq(screeningMatches.companyId, company.id))
    .orderBy(desc(screeningMatches.score), asc(screeningMatches.id));
  return rows.map((row) => {
    const decided =
      row.decision === "confirmed"
        ? ", confirmed by an analyst"
        : row.decision === "dismissed"
          ? ", dismissed by an analyst"
          : "";
    return {
      fact: {
        id: `match:${row.id}`,
        kind: "match",
        label: `${row.listName} match: ${row.subjectName} ~ ${row.entryName}`,
        value: `${row.strength} match, score ${row.score}${decided}`,
        source: row.listName,
        date: isoDay(row.updatedAt),
        // The hub's "Why this grade" lists the matches with the organisation's decisions.
        href: whyThisGradeHref(company.id),
      },
      category: "compliance",
      topic: "sanctions",
      severity:
        row.decision === "confirmed"
          ? 3
          : row.decision === "dismissed"
            ? 0
            : row.score >= 85
              ? 2
              : 1,
      at: row.updatedAt.getTime(),
    };
  });
}

/** Disclosed data breaches and adverse media from the profile (first provider by name). */
export async function profileFacts(
  db: Database,
  company: Company,
  now: Date,
): Promise<RankedFact[]> {
  const areas = await db
    .select()
    .from(companyProfileAreas)
    .where(
      and(
        eq(companyProfileAreas.companyId, company.id),
        inArray(companyProfileAreas.area, ["dataBreaches", "adverseMedia"]),
      ),
    )
    .orderBy(asc(companyProfileAreas.area), asc(companyProfileAreas.source));
  const seen = new Set<string>();
  const facts: RankedFact[] = [];
  const yearAgo = now.getTime() - 365 * dayMs;
  for (const area of areas) {
    if (seen.has(area.area)) continue;
    seen.add(area.area);
    area.records.forEach((raw, index) => {
      const record = raw as Record<string, unknown>;
      if (area.area === "dataBreaches") {
        const at = Date.parse(String(record.disclosedOn));
        facts.push({
          fact: {
            id: `profile:data_breach_${index + 1}`,
            kind: "profile",
            label: `Data breach (${String(record.kind ?? "incident")})`,
            value: String(record.summary ?? record.kind ?? "Disclosed data breach"),
            source: area.source,
            date: isoDay(String(record.disclosedOn)),
            href: companyPagePath(company.slug, "cybersecurity"),
          },
          category: "cyber",
          severity: at >= yearAgo ? 3 : 2,
          at: Number.isNaN(at) ? 0 : at,
        });
      } else {
        const at = Date.parse(String(record.publishedOn));
        facts.push({
          fact: {
            id: `news:adverse_media_${index + 1}`,
            kind: "news",
            label: `Adverse media (${String(record.category ?? "news")})`,
            value: String(record.headline ?? ""),
            source: String(record.source ?? area.source),
            date: isoDay(String(record.publishedOn)),
            href: companyPagePath(company.slug, "regulatory-and-compliance"),
          },
          category: "compliance",
          severity: at >= yearAgo ? 2 : 1,
          at: Number.isNaN(at) ? 0 : at,
        });
      }
    });
  }
  return facts;
}

const amount = (value: number, currency: string) =>
  `${Math.round(value).toLocaleString("en-US")} ${currency}`;

/**
 * The latest two financial statements as ratio facts: the revenue change between them, and a
 * net loss or negative free cash flow in the latest year (what the metric grades do not say).
 */
export async function statementFacts(db: Database, company: Company): Promise<RankedFact[]> {
  const [latest, before] = await db
    .select()
    .from(financialStatements)
    .where(eq(financialStatements.companyId, company.id))
    .orderBy(desc(financialStatements.fiscalYear))
    .limit(2);
  if (!latest) return [];
  const at = Date.UTC(latest.fiscalYear, 11, 31);
  const fact = (key: string, label: string, value: string, severity: number): RankedFact => ({
    fact: {
      id: `ratio:${key}`,
      kind: "ratio",
      label,
      value,
      source: latest.source,
      date: null,
      href: companyPagePath(company.slug, "financials"),
    },
    category: "financial",
    topic: key,
    severity,
    at,
  });
  const facts: RankedFact[] = [];
  if (before && before.revenue > 0) {
    const change = Math.round(((latest.revenue - before.revenue) / before.revenue) * 1000) / 10;
    facts.push(
      fact(
        "revenue_change",
        `Revenue change, fiscal ${before.fiscalYear} to ${latest.fiscalYear}`,
        `${change > 0 ? "+" : ""}${change}%`,
        change <= -10 ? 2 : change < 0 ? 1 : 0,
      ),
    );
  }
  facts.push(
    fact(
      "net_income",
      `Net income, fiscal ${latest.fiscalYear}`,
      amount(latest.netIncome, latest.currency),
      latest.netIncome < 0 ? 1 : 0,
    ),
    fact(
      "free_cash_flow",
      `Free cash flow, fiscal ${latest.fiscalYear}`,
      amount(latest.freeCashFlow, latest.currency),
      latest.freeCashFlow < 0 ? 1 : 0,
    ),
  );
  return facts;
}
