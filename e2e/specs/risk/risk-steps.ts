import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import {
  type RiskCompanyKey,
  type RiskTest,
  riskE2e,
  riskUserEmail,
} from "../../support/e2e-risk.ts";
import { signIn } from "../../support/sign-in.ts";
import { companyId, graphql } from "../cases/case-steps.ts";
import {
  addCompaniesViaApi,
  createPortfolioViaApi,
  snackbar,
  uniqueName,
} from "../company-requests/request-steps.ts";

/** Steps the risk hub specs share: their seeded world (support/e2e-risk.ts) and the pages' parts. */

export { snackbar };

/**
 * Scoring runs in the job queue after a commit, a roll-back or a decision; on a busy machine
 * (and behind the first scoring of the 5,000 demo companies) that takes longer than the default
 * wait.
 */
export const scoringWaitMs = 60_000;

/** The risk specs sign in, set up and wait for scoring: more than a minute. */
export const riskSpecTimeoutMs = 180_000;

/** Signs in as this attempt's admin of the test's own organisation (a retry gets a fresh one). */
export async function signInForRisk(page: Page, test: RiskTest, testInfo: TestInfo) {
  await signIn(page, riskUserEmail(test, testInfo.retry), null);
}

export function companyName(key: RiskCompanyKey): string {
  return riskE2e.companies[key].name;
}

/**
 * A portfolio of the signed-in person's, named afresh, holding these seeded companies: the hub
 * lists the companies of the portfolios one sees, and a custom configuration scores those of its
 * organisation's portfolios.
 */
export async function portfolioHolding(page: Page, keys: RiskCompanyKey[]) {
  const portfolio = await createPortfolioViaApi(page, uniqueName("Risk suppliers"));
  const companyIds = await Promise.all(
    keys.map((key) => companyId(page, riskE2e.companies[key].slug)),
  );
  await addCompaniesViaApi(page, companyIds, [portfolio.id]);
  return portfolio;
}

type Category = {
  id: string;
  name: string;
  shortName: string;
  weight: number;
  risks: { metric: string; weight: number }[];
};
type ConfigResult = {
  __typename: string;
  config?: { id: string; name: string; categories: Category[] };
};
const configResult = `__typename ... on RiskConfigSuccess {
  config { id name categories { id name shortName weight risks { metric weight } } } }`;

function configOf(result: ConfigResult, what: string) {
  if (!result.config) throw new Error(`${what} failed: ${result.__typename}`);
  return result.config;
}

/** A custom configuration (a copy of the default), chosen for the hub as the person's setting. */
export async function createSelectedConfigViaApi(page: Page) {
  const created = await graphql<{ createRiskConfig: ConfigResult }>(
    page,
    `mutation { createRiskConfig { ${configResult} } }`,
  );
  const config = configOf(created.createRiskConfig, "createRiskConfig");
  await graphql(page, "mutation ($id: ID!) { selectRiskConfig(id: $id) }", { id: config.id });
  return config;
}

/**
 * Commits new category weights (in the configuration's order, summing to 1) as the settings
 * page does: a saved draft, then a commit.
 */
export async function commitWeightsViaApi(
  page: Page,
  config: { id: string; categories: Category[] },
  weights: number[],
) {
  const categories = config.categories.map((category, at) => ({
    ...category,
    weight: weights[at] ?? 0,
  }));
  const updated = await graphql<{ updateRiskConfig: ConfigResult }>(
    page,
    `mutation ($input: RiskConfigDraftInput!) { updateRiskConfig(input: $input) { ${configResult} } }`,
    { input: { id: config.id, categories } },
  );
  configOf(updated.updateRiskConfig, "updateRiskConfig");
  const committed = await graphql<{ commitRiskConfig: ConfigResult }>(
    page,
    `mutation ($id: ID!) { commitRiskConfig(id: $id) { ${configResult} } }`,
    { id: config.id },
  );
  configOf(committed.commitRiskConfig, "commitRiskConfig");
}

/** Financial weighted up (0.7) and the other three categories down (0.1 each). */
export const financialHeavyWeights = [0.7, 0.1, 0.1, 0.1];

// ---------------------------------------------------------------- /risk-hub

/**
 * Signs in as the test's admin, puts these companies in a fresh portfolio, chooses a new custom
 * configuration for the hub (committing `weights` when given) and opens /risk-hub.
 */
export async function openHubWithCustomConfig(
  page: Page,
  test: RiskTest,
  testInfo: TestInfo,
  keys: RiskCompanyKey[],
  weights?: number[],
) {
  await signInForRisk(page, test, testInfo);
  await portfolioHolding(page, keys);
  const config = await createSelectedConfigViaApi(page);
  if (weights) await commitWeightsViaApi(page, config, weights);
  await page.goto("/risk-hub");
  return config;
}

/** From /risk-hub, the settings of the configuration it shows. */
export async function openConfigFromHub(page: Page, configId: string) {
  await page.getByRole("link", { name: "Risk configurations" }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/risk-hub/${configId}$`));
}

export function companiesTable(page: Page): Locator {
  return page.getByRole("table", { name: "Companies by risk" });
}

/** The hub's company rows (header row aside), in the order shown. */
function companyRows(page: Page): Locator {
  return companiesTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });
}

export function companyRow(page: Page, key: RiskCompanyKey): Locator {
  return companyRows(page).filter({
    has: page.getByRole("rowheader", { name: companyName(key), exact: true }),
  });
}

/** A row's grade cell (the first cell after the company's name). */
export function gradeCell(row: Locator): Locator {
  return row.getByRole("cell").first();
}

/**
 * Waits until the hub lists exactly these companies, in this order, with these grades
 * ("B · low"). Scores are written by a job: the page is read again until they are there.
 */
export async function expectHubRanking(
  page: Page,
  ranking: readonly (readonly [RiskCompanyKey, string])[],
) {
  await expect(async () => {
    await page.reload();
    await expect(companyRows(page).getByRole("rowheader")).toHaveText(
      ranking.map(([key]) => companyName(key)),
      { timeout: 5_000 },
    );
    for (const [key, grade] of ranking)
      await expect(gradeCell(companyRow(page, key))).toHaveText(grade, { timeout: 5_000 });
  }).toPass({ timeout: scoringWaitMs });
}

// ---------------------------------------------------------------- /settings/risk-hub

/** The configuration editor's category row (Financial, Cyber, ESG, Compliance). */
export function categoryRow(page: Page, category: string): Locator {
  return page
    .getByRole("table", { name: "Categories" })
    .getByRole("row")
    .filter({ has: page.getByRole("textbox", { name: `Name of ${category}`, exact: true }) });
}

/** The badge beside the open configuration's name: "Revision 2" or "Draft not committed". */
export function revisionBadge(page: Page): Locator {
  return page.getByText(/^(Revision \d+|Draft not committed)$/);
}

export function revisionRow(page: Page, revision: number): Locator {
  return page
    .getByRole("table", { name: "Revisions" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${revision}( |$)`) }) });
}
