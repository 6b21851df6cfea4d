import type { Database } from "../../db/client.ts";
import { buildCompany } from "../../test/company-factory.ts";
import type { Harness, TestClient } from "../../test/harness.ts";
import {
  buildPortfolioOrganization,
  call,
  createPortfolio,
  ops,
} from "../../test/portfolio-operations.ts";
import { companyProfileAreas } from "../companies/company-profile-area.table.ts";

/**
 * Test support for the risk hub: an organisation with the hub (riskDashboardAccess), its admin
 * (create:risk_config) and a member, another organisation with the hub, a portfolio holding
 * companies whose data grades known ways, and the GraphQL as the web sends it.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;
export { call };

export async function buildRiskWorld(h: Harness) {
  const db = h.database.db;
  const settings = { featureFlags: { riskDashboardAccess: true } };
  const acme = await buildPortfolioOrganization(h, { settings });
  const globex = await buildPortfolioOrganization(h, { settings });
  const admin = await acme.member("organization_admin");
  const member = await acme.member("user");
  const outsider = await globex.member("organization_admin");
  // Safe on every financial metric it has; risky on every one.
  const safe = await buildCompany(db, {
    displayName: "Solid Safe Holdings",
    currentRatio: 2.5,
    quickRatio: 1.8,
    creditScore: 95,
    securityRating: 800,
  });
  const risky = await buildCompany(db, {
    displayName: "Shaky Risky Works",
    currentRatio: 0.5,
    quickRatio: 0.3,
    creditScore: 5,
    securityRating: 300,
  });
  const unknown = await buildCompany(db, { displayName: "Quiet Unknown Ltd" });
  const portfolio = await createPortfolio(admin.client, "Suppliers");
  const added = await call(admin.client, ops.add, {
    portfolioIds: [portfolio.id],
    companyIds: [safe.id, risky.id, unknown.id],
  });
  if (added.__typename !== "PortfolioCompaniesSuccess") throw new Error(JSON.stringify(added));
  const theirPortfolio = await createPortfolio(outsider.client, "Their suppliers");
  await call(outsider.client, ops.add, {
    portfolioIds: [theirPortfolio.id],
    companyIds: [risky.id],
  });
  return {
    acme: acme.organization,
    globex: globex.organization,
    admin,
    member,
    outsider,
    companies: { safe, risky, unknown },
    portfolio,
    theirPortfolio,
  };
}

export type RiskWorld = Awaited<ReturnType<typeof buildRiskWorld>>;

const errors =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } } ... on InvalidRiskConfigError { path } ... on LimitReachedError { limit }";
export const configFields = `id name isDefault revision inProgress canModify missingData missingGrade
  thresholds { A B C D }
  categories { id name shortName weight risks { metric name weight kind } }
  revisions { revision committedAt committedBy { id name } changes }`;
const configResult = `${errors} ... on RiskConfigSuccess { config { ${configFields} } }`;
const scoreFields = `score grade tier revision changes computedAt
  categories { categoryId name score grade weight metrics { metric name grade value weight explanation } }`;
const actionFields = `id status reason isLatest riskSignalContext riskSignalMessage createdAt dismissedAt
  user { id name } riskSignal { id name } company { id name }`;

export const riskOps = {
  configs: `query($only: Boolean) { riskConfigs(onlyOrganization: $only) { ${configFields} } }`,
  config: `query($id: ID!) { riskConfig(id: $id) { ${configFields} } }`,
  selected: "query { selectedRiskConfigId }",
  select: "mutation($id: ID!) { selectRiskConfig(id: $id) }",
  create: `mutation($copyFrom: ID) { createRiskConfig(copyFrom: $copyFrom) { ${configResult} } }`,
  update: `mutation($input: RiskConfigDraftInput!) { updateRiskConfig(input: $input) { ${configResult} } }`,
  commit: `mutation($id: ID!) { commitRiskConfig(id: $id) { ${configResult} } }`,
  discard: `mutation($id: ID!) { discardRiskConfigDraft(id: $id) { ${configResult} } }`,
  rollback: `mutation($id: ID!, $revision: Int!) { rollbackRiskConfig(id: $id, revision: $revision) { ${configResult} } }`,
  remove: `mutation($id: ID!) { deleteRiskConfig(id: $id) { __typename ... on Error { message } ... on DeleteSuccess { id } } }`,
  companies: `query($configId: ID!, $first: Int, $after: String, $ordering: RiskHubOrdering, $portfolioId: ID) {
    riskHubCompanies(configId: $configId, first: $first, after: $after, ordering: $ordering, portfolioId: $portfolioId) {
      totalCount pageInfo { hasNextPage endCursor }
      items { company { id name } previousGrade signalCount score { score grade } } } }`,
  portfolios: `query($configId: ID!) { riskHubPortfolios(configId: $configId) {
    totalCount items { portfolio { id name } score grade companyCount gradeCounts { A B C D none } } } }`,
  count: `query($configId: ID!, $view: RiskHubView!) { riskCount(configId: $configId, view: $view) { A B C D none } }`,
  score: `query($configId: ID!, $companyId: ID!) { companyRiskScore(configId: $configId, companyId: $companyId) { ${scoreFields} } }`,
  history: `query($configId: ID!, $companyId: ID, $portfolioId: ID, $name: String) {
    riskHistory(configId: $configId, companyId: $companyId, portfolioId: $portfolioId, name: $name) { date score grade } }`,
  preview: `query($input: RiskConfigDraftInput!) { previewRiskConfig(input: $input) {
    current { A B C D none } preview { A B C D none } movedCompanies } }`,
  checks: `query($ids: [ID!]!) { riskCheckResults(companyIds: $ids) { companyId riskScans latestCheckDate riskSignalResults { passIds failIds } } }`,
  counts: `query($ids: [ID!]!) { portfolioRiskCounts(portfolioIds: $ids) { portfolioId companiesWithRiskCount severeCount signalCount } }`,
  actions: `query($portfolioId: ID!) { portfolioRiskSignalActions(portfolioId: $portfolioId) { ${actionFields} } }`,
  dismiss: `mutation($input: DismissRiskSignalInput!) { dismissRiskSignal(input: $input) {
    __typename ... on Error { message } ... on RiskSignalSuccess { action { ${actionFields} } } } }`,
  restore: `mutation($id: ID!) { restoreRiskSignal(actionId: $id) {
    __typename ... on Error { message } ... on RiskSignalSuccess { action { ${actionFields} } } } }`,
};

/** The categories of a configuration as the draft input takes them. */
export function categoriesInput(config: Any) {
  return config.categories.map((c: Any) => ({
    id: c.id,
    name: c.name,
    shortName: c.shortName,
    weight: c.weight,
    risks: c.risks.map((r: Any) => ({ metric: r.metric, weight: r.weight })),
  }));
}

/**
 * Six fraud stories about a company published 20 days ago: profile data that grades its adverse
 * media D and marks nothing for rescoring.
 */
export async function addRecentAdverseMedia(db: Database, companyId: string) {
  const recent = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  await db.insert(companyProfileAreas).values({
    companyId,
    area: "adverseMedia",
    source: "tierwise",
    records: Array.from({ length: 6 }, (_, i) => ({
      headline: `Story ${i}`,
      publishedOn: recent,
      category: "fraud",
    })),
  });
}

export async function runAllJobs(h: Harness) {
  while ((await h.runJobs(50)) > 0) {
    // until the queue is empty
  }
}

export const gql = (client: TestClient, query: string, variables: Record<string, unknown> = {}) =>
  call(client, query, variables);
