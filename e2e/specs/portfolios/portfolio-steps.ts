import { expect, type Locator, type Page } from "@playwright/test";

/** Steps the portfolio specs share, done as a person would in the browser. */

/** A name no other test (or run against the same data) has used. */
export function uniqueName(base: string): string {
  return `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export function portfolioTree(page: Page): Locator {
  return page.getByRole("list", { name: "All portfolios" });
}

export function treeRow(page: Page, name: string): Locator {
  return portfolioTree(page)
    .getByRole("listitem")
    .filter({
      has: page.getByRole("link", { name, exact: true }),
    });
}

/**
 * The snackbar with this message, as the block holding it and `button` ("Undo", or "Dismiss"
 * for the whole snackbar). After a page load, offers made shortly before come back as
 * snackbars of their own (spec 1 §7), so "the" Undo button may not be the only one; the
 * innermost such block (last in document order) is one snackbar.
 */
export function snackbarWith(page: Page, message: string, button = "Undo"): Locator {
  return page
    .getByRole("status")
    .locator("div", { hasText: message })
    .filter({ has: page.getByRole("button", { name: button }) })
    .last();
}

/** Fills and sends the edit_portfolio form, then declines the share prompt that follows. */
async function fillPortfolioForm(page: Page, title: string, name: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(name);
  await dialog.getByRole("button", { name: "Create portfolio" }).click();
  await expect(page.getByText(`Portfolio "${name}" created.`)).toBeVisible();
  const share = page.getByRole("dialog", { name: `Share ${name}` });
  await share.getByRole("button", { name: "Not now" }).click();
  await expect(share).toBeHidden();
}

export async function createTopLevelPortfolio(page: Page, name: string) {
  await page.goto("/portfolios");
  await page.getByRole("button", { name: "New portfolio" }).click();
  await fillPortfolioForm(page, "New portfolio", name);
  await expect(treeRow(page, name)).toBeVisible();
}

/** On /portfolios: "Add sub-portfolio" from the parent's actions. */
export async function createSubPortfolio(page: Page, parent: string, name: string) {
  await treeRow(page, parent)
    .getByRole("button", { name: `Actions for ${parent}` })
    .click();
  await page.getByRole("menuitem", { name: "Add sub-portfolio" }).click();
  await fillPortfolioForm(page, "New sub-portfolio", name);
  await expect(treeRow(page, name)).toBeVisible();
}

export async function expand(page: Page, name: string) {
  await expect(treeRow(page, name)).toBeVisible();
  const toggle = treeRow(page, name).getByRole("button", { name: `Expand ${name}` });
  if (await toggle.count()) await toggle.click();
}
