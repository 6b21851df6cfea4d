import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import type { CompanyFacts, MatchFact } from "./company-facts-shape.ts";

/** The profile areas grading reads (common company-profile keys). */
const gradedAreas = [
  "dataBreaches",
  "regulatoryEnforcement",
  "adverseMedia",
  "forcedLaborRisks",
  "sanctions",
  "politicallyExposedPersons",
  "stateOwnedEntity",
  "esg",
];

type CompanyRow = {
  id: string;
  naics_code: string | null;
  current_ratio: number | null;
  quick_ratio: number | null;
  altman_z_score: number | null;
  credit_score: number | null;
  viability_score: number | null;
  security_rating: number | null;
  esg_score: number | null;
  total_assets: number | null;
  total_liabilities: number | null;
  total_equity: number | null;
  working_capital: number | null;
  retained_earnings: number | null;
  ebit: number | null;
};
type AreaRow = { company_id: string; area: string; records: Record<string, unknown>[] };

const yearsAgo = (now: Date, years: number) => now.getTime() - years * 365.25 * 86_400_000;
const within = (iso: unknown, since: number) => typeof iso === "string" && Date.parse(iso) >= since;

/**
 * Reads what grading needs for a batch of companies in three statements: the company rows with
 * their latest financial statement, and their graded profile areas (the first source of each
 * area by name, for a stable answer when several providers hold one).
 */
export async function loadCompanyFacts(
  db: Database,
  companyIds: readonly string[],
  now = new Date(),
  /** Whose analysts' match decisions count: a custom configuration's organisation; none for the default. */
  organizationId: string | null = null,
): Promise<CompanyFacts[]> {
  if (companyIds.length === 0) return [];
  const ids = sql`${`{${companyIds.join(",")}}`}::uuid[]`;
  const companyRows = rowsOf<CompanyRow>(
    await db.execute(sql`
      select c.id, c.naics_code, c.current_ratio, c.quick_ratio, c.altman_z_score, c.credit_score,
        c.viability_score, c.security_rating, c.esg_score, s.total_assets, s.total_liabilities,
        s.total_equity, s.working_capital, s.retained_earnings, s.ebit
      from companies c
      left join lateral (
        select * from financial_statements f where f.company_id = c.id
        order by f.fiscal_year desc limit 1
      ) s on true
      where c.id = any(${ids})`),
  );
  const areaRows = rowsOf<AreaRow>(
    await db.execute(sql`
      select distinct on (company_id, area) company_id, area, records
      from company_profile_areas
      where company_id = any(${ids}) and area = any(${`{${gradedAreas.join(",")}}`}::text[])
      order by company_id, area, source`),
  );
  const screened = await loadScreeningMatches(db, ids, organizationId);
  const assessed = organizationId ? await loadAssessments(db, ids, organizationId) : new Map();
  const areas = new Map<string, Map<string, Record<string, unknown>[]>>();
  for (const row of areaRows) {
    const byArea = areas.get(row.company_id) ?? new Map();
    byArea.set(row.area, row.records);
    areas.set(row.company_id, byArea);
  }
  const threeYears = yearsAgo(now, 3);
  const oneYear = yearsAgo(now, 1);
  return companyRows.map((c) => {
    const a = areas.get(c.id) ?? new Map<string, Record<string, unknown>[]>();
    const enforcement = a.get("regulatoryEnforcement");
    const media = a.get("adverseMedia");
    const esg = a
      .get("esg")
      ?.reduce<Record<string, unknown> | null>(
        (latest, r) => (!latest || Number(r.year) > Number(latest.year) ? r : latest),
        null,
      );
    const soe = a.get("stateOwnedEntity");
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return {
      id: c.id,
      now,
      naicsCode: c.naics_code,
      currentRatio: num(c.current_ratio),
      quickRatio: num(c.quick_ratio),
      altmanZScore: num(c.altman_z_score),
      creditScore: num(c.credit_score),
      viabilityScore: num(c.viability_score),
      securityRating: num(c.security_rating),
      esgScore: num(c.esg_score),
      esgEnvironmental: esg ? num(esg.environmental) : undefined,
      esgSocial: esg ? num(esg.social) : undefined,
      statement:
        c.total_assets === null
          ? null
          : {
              totalAssets: Number(c.total_assets),
              totalLiabilities: Number(c.total_liabilities),
              totalEquity: Number(c.total_equity),
              workingCapital: Number(c.working_capital),
              retainedEarnings: Number(c.retained_earnings),
              ebit: Number(c.ebit),
            },
      dataBreaches: a.get("dataBreaches")?.map((r) => new Date(String(r.disclosedOn))),
      enforcementActions: enforcement?.filter((r) => within(r.actionOn, threeYears)).length,
      safetyActions: enforcement?.filter(
        (r) =>
          within(r.actionOn, threeYears) &&
          /safety|osha|health/i.test(`${r.agency ?? ""} ${r.action ?? ""}`),
      ).length,
      adverseMedia: media?.filter((r) => within(r.publishedOn, oneYear)).length,
      physicalSecurityEvents: media?.filter(
        (r) =>
          within(r.publishedOn, oneYear) &&
          /security|theft|sabotage|fire|attack/i.test(String(r.category ?? "")),
      ).length,
      forcedLaborRisks: a.get("forcedLaborRisks")?.map((r) => r.risk as "low" | "medium" | "high"),
      sanctions:
        screened.get(c.id) ??
        a.get("sanctions")?.map((r) => ({ score: Number(r.score ?? 100), decision: null })),
      // A linked PEP is a possible finding (B) until an analyst confirms it.
      peps: a.get("politicallyExposedPersons")?.map(() => ({ score: 70, decision: null })),
      stateOwnership: soe
        ? {
            isStateOwned: soe.some((r) => r.isStateOwned === true),
            share: soe.reduce<number | null>(
              (max, r) =>
                r.ownershipShare === null || r.ownershipShare === undefined
                  ? max
                  : Math.max(max ?? 0, Number(r.ownershipShare)),
              null,
            ),
          }
        : undefined,
      supplierAssessment: assessed.get(c.id),
    };
  });
}

/**
 * Issue 31: each company's latest finished supplier workflow of the organisation — its score,
 * or 0 when it was rejected. Workflows without a scored questionnaire say nothing.
 */
async function loadAssessments(db: Database, ids: SQL, organizationId: string) {
  const rows = rowsOf<{ company_id: string; value: number }>(
    await db.execute(sql`
      select distinct on (company_id) company_id,
        case when status = 'rejected' then 0 else score end as value
      from workflows
      where organization_id = ${organizationId} and company_id = any(${ids})
        and status in ('approved', 'approved_with_conditions', 'rejected')
        and (status = 'rejected' or score is not null)
      order by company_id, finished_at desc`),
  );
  return new Map(rows.map((r) => [r.company_id, Number(r.value)]));
}

/**
 * Screening matches with their evidence-weighted scores (companies/sanctions), and the
 * organisation's decisions on them. A decision holds while the list entry is the one decided on
 * (same entry hash): a changed entry reopens the match, as rescreening does.
 */
async function loadScreeningMatches(db: Database, ids: SQL, organizationId: string | null) {
  const rows = rowsOf<{ company_id: string; score: number; decision: MatchFact["decision"] }>(
    await db.execute(sql`
      select m.company_id, m.score, d.decision
      from screening_matches m
      left join screening_match_decisions d on ${organizationId === null ? sql`false` : sql`d.organization_id = ${organizationId}`}
        and d.company_id = m.company_id and d.list_name = m.list_name and d.entry_id = m.entry_id
        and d.entry_hash = m.entry_hash
      where m.company_id = any(${ids})`),
  );
  const byCompany = new Map<string, MatchFact[]>();
  for (const row of rows) {
    const list = byCompany.get(row.company_id) ?? [];
    list.push({ score: Number(row.score), decision: row.decision ?? null });
    byCompany.set(row.company_id, list);
  }
  return byCompany;
}
