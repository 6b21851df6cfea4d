import { expect, type Locator, type Page } from "@playwright/test";
import { alertsE2e, type SeededCompanyKey } from "../../support/e2e-alerts.ts";
import { signIn } from "../../support/sign-in.ts";
import { graphql } from "../cases/case-steps.ts";
import {
  addCompaniesViaApi,
  createPortfolioViaApi,
  snackbar,
  uniqueName,
} from "../company-requests/request-steps.ts";

/** Steps the alert specs share: their seeded world (support/e2e-alerts.ts) and the page's parts. */

export { graphql, snackbar, uniqueName };

/** A seeded company's id, as the filters and links carry it. */
export async function seededCompanyId(page: Page, key: SeededCompanyKey): Promise<string> {
  const data = await graphql<{ company: { id: string } | null }>(
    page,
    "query ($slug: String!) { company(slug: $slug) { id } }",
    { slug: alertsE2e.companies[key].slug },
  );
  if (!data.company) throw new Error(`no company ${key}`);
  return data.company.id;
}

/**
 * Signs in as the spec's own person and puts the seeded companies in a portfolio of theirs: the
 * alert list's default scope (spec 3 §9, "user") holds the alerts of the companies in the
 * portfolios a person sees.
 */
export async function signInFollowingSeededCompanies(page: Page, email: string) {
  await signIn(page, email, null);
  const portfolio = await createPortfolioViaApi(page, uniqueName("Alert suppliers"));
  const companyIds = await Promise.all(
    (["harbor", "quartz"] as const).map((key) => seededCompanyId(page, key)),
  );
  await addCompaniesViaApi(page, companyIds, [portfolio.id]);
}

/** One alert's card, by its (unique) title. */
export function alertCard(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title, exact: true });
}

/** The list's cards in order: their titles, the newest first. */
export function listedTitles(page: Page): Locator {
  return page.getByRole("list", { name: "Alerts" }).getByRole("article").locator("h3");
}

/**
 * Waits for exactly these cards, in this order. A first list of a fresh server can take a
 * while on a busy machine; longer than the default wait, so a slow start is no failure.
 */
export async function expectListed(page: Page, titles: readonly string[]) {
  await expect(listedTitles(page)).toHaveText([...titles], { timeout: 30_000 });
}

/** The browser specs of alerts sign in, set up and take several steps: more than a minute. */
export const alertSpecTimeoutMs = 150_000;
