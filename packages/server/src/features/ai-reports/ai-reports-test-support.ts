import type { BooleanFeatureFlag } from "@tierwise/common/feature-flags";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../db/client.ts";
import { organizations } from "../../db/organization.table.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { buildPortfolioOrganization, call } from "../../test/portfolio-operations.ts";
import { buildAlert, buildPortfolio, setAllAlertsAccess } from "../alerts/alerts-test-support.ts";
import { financialStatements } from "../companies/financial-statement.table.ts";
import { screeningMatches } from "../companies/sanctions/screening-match.table.ts";
import { runAllJobs } from "../risk/risk-test-support.ts";

/**
 * Test support for AI reports (issue 15): Acme with AI report v2 and alerts, holding a risky
 * company in a portfolio (poor ratios, a critical cyber alert, an open sanctions match) and
 * knowing another company outside its portfolios; Globex, another organisation with v2.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;
export { call, runAllJobs };

export async function buildAiReportWorld(h: Harness) {
  const db = h.database.db;
  const flags = { aiReportV2: true, alerts: true };
  const acme = await buildPortfolioOrganization(h, { settings: { featureFlags: flags } });
  const globex = await buildPortfolioOrganization(h, { settings: { featureFlags: flags } });
  const member = await acme.member("user");
  const colleague = await acme.member("user");
  const outsider = await globex.member("organization_admin");
  const risky = await buildCompany(db, {
    displayName: "Shaky Risky Works",
    currentRatio: 0.5,
    quickRatio: 0.3,
    creditScore: 5,
    securityRating: 300,
  });
  const statement = {
    companyId: risky.id,
    currency: "EUR",
    totalAssets: 1_000_000,
    currentAssets: 300_000,
    cash: 50_000,
    inventory: 100_000,
    totalLiabilities: 900_000,
    currentLiabilities: 600_000,
    totalEquity: 100_000,
    retainedEarnings: -50_000,
    workingCapital: -300_000,
    ebit: -20_000,
    operatingCashFlow: -10_000,
    capitalExpenditure: 30_000,
    freeCashFlow: -40_000,
  };
  await db.insert(financialStatements).values([
    { ...statement, fiscalYear: 2024, revenue: 2_000_000, netIncome: 10_000 },
    { ...statement, fiscalYear: 2025, revenue: 1_600_000, netIncome: -75_000 },
  ]);
  const outside = await buildCompany(db, { displayName: "Far Away Trading", currentRatio: 2.5 });
  await buildPortfolio(db, acme.organization.id, [risky.id], { name: "Suppliers" });
  await buildPortfolio(db, globex.organization.id, [risky.id], { name: "Their suppliers" });
  await setAllAlertsAccess(db, acme.organization.id, true);
  const alertId = await buildAlert(db, {
    title: "Ransomware attack halts production lines",
    type: "cyber",
    severity: "Critical",
    polarity: "NEGATIVE",
    provider: "Test Wire",
    companies: [{ companyId: risky.id, confidence: 1 }],
  });
  await db.insert(screeningMatches).values({
    companyId: risky.id,
    listName: "ofac",
    entryId: "OFAC-4711",
    subject: "company",
    subjectName: "Shaky Risky Works",
    entryName: "SHAKY RISKY WORKS LLC",
    matchedName: "SHAKY RISKY WORKS LLC",
    score: 91,
    nameScore: 95,
    strength: "probable",
    entryHash: "hash-1",
  });
  return {
    acme: acme.organization,
    globex: globex.organization,
    acmeMember: acme.member,
    globexMember: globex.member,
    member,
    colleague,
    outsider,
    companies: { risky, outside },
    alertId,
  };
}

export type AiReportWorld = Awaited<ReturnType<typeof buildAiReportWorld>>;

/** A test file's harness and world, filled in before its tests run. */
export type AiReportSuite = { h: Harness; w: AiReportWorld };

/**
 * Builds the harness and the world before a test file's tests, Acme also opening the risk hub
 * (where a report's links lead), then runs `setup`, if any, on them; closes the harness after.
 */
export function useAiReportHubWorld(setup?: (suite: AiReportSuite) => Promise<void>) {
  const suite = {} as AiReportSuite;
  beforeAll(async () => {
    suite.h = await createHarness();
    suite.w = await buildAiReportWorld(suite.h);
    await setOrganizationSettings(suite.h.database.db, suite.w.acme.id, {
      featureFlags: { riskDashboardAccess: true },
    });
    await setup?.(suite);
  }, 120_000);
  afterAll(() => suite.h?.close());
  return suite;
}

/** Changes an organisation's settings as an administrator would (flags, allowed set). */
export async function setOrganizationSettings(
  db: Database,
  organizationId: string,
  settings: {
    featureFlags?: Partial<Record<BooleanFeatureFlag, boolean>>;
    aiReportCompanies?: "portfolios" | "all";
  },
) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  const current = (row?.settings ?? {}) as Any;
  const next = {
    ...current,
    ...settings,
    featureFlags: { ...current.featureFlags, ...settings.featureFlags },
  };
  await db
    .update(organizations)
    .set({ settings: next })
    .where(eq(organizations.id, organizationId));
}

const sentence = "text factIds";
const reportFields = `id status type riskLevel version generator errorMessage changes droppedSentenceCount
  dataProviders createdAt completedAt createdBy { id name }
  summary { ${sentence} }
  categories { title riskLevel signalPoints { ${sentence} } otherFindings { ${sentence} }
    recommendedActions { ${sentence} } }
  facts { id kind label value source date href }`;
const reportsFields = `available canGenerateNew current { ${reportFields} } inProgress { id status version }
  history { edges { node { id status version } } }`;
const createResult = `__typename ... on Error { message } ... on CreateAiReportSuccess { id }`;

export const aiOps = {
  reports: `query($id: ID!, $first: Int) { companyRiskSummaryReports(coreCompanyId: $id, first: $first) { ${reportsFields} } }`,
  securityReports: `query($id: ID!) { companySecuritySummaryReports(coreCompanyId: $id) { ${reportsFields} } }`,
  report: `query($id: ID!) { aiReport(id: $id) { ${reportFields} } }`,
  create: `mutation($id: ID!) { createCompanyRiskSummaryReport(coreCompanyId: $id) { ${createResult} } }`,
  createSecurity: `mutation($id: ID!) { createCompanySecuritySummaryReport(coreCompanyId: $id) { ${createResult} } }`,
};

/** Asks for a report and returns its id (throws unless the mutation succeeded). */
export async function requestReport(client: TestClient, companyId: string, security = false) {
  const created = await call(client, security ? aiOps.createSecurity : aiOps.create, {
    id: companyId,
  });
  if (created.__typename !== "CreateAiReportSuccess") throw new Error(JSON.stringify(created));
  return created.id as string;
}

/** Asks for a report as `client`, runs the jobs and reads the report. */
export async function generatedReport(h: Harness, client: TestClient, companyId: string) {
  const id = await requestReport(client, companyId);
  await runAllJobs(h);
  return call(client, aiOps.report, { id });
}

export const dayMs = 86_400_000;
/** The day `ago` days before today, as YYYY-MM-DD. */
export const daysAgo = (ago: number) =>
  new Date(Date.now() - ago * dayMs).toISOString().slice(0, 10);

/** The hub's reads a report's links open: the company's row, and its "Why this grade". */
export const hubOps = {
  row: `query($configId: ID!, $companyIds: [ID!]) {
  riskHubCompanies(configId: $configId, companyIds: $companyIds, first: 10) {
    items { company { id } score { grade score } } } }`,
  why: `query($configId: ID!, $companyId: ID!) { companyRiskScore(configId: $configId, companyId: $companyId) {
  grade categories { categoryId grade metrics { metric grade value explanation } } } }`,
};

/** Every sentence of a report, with where it stands. */
export function sentencesOf(report: Any): Any[] {
  return [
    ...report.summary,
    ...report.categories.flatMap((c: Any) => [
      ...c.signalPoints,
      ...c.otherFindings,
      ...c.recommendedActions,
    ]),
  ];
}
