import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { createTopLevelPortfolio, uniqueName } from "../portfolios/portfolio-steps.ts";
import { tableRows } from "./n-tier-steps.ts";

test("from a row: open a tier-2 supplier's profile, add it to a portfolio, and it becomes tier 1", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const portfolio = uniqueName("N-tier");
  await createTopLevelPortfolio(page, portfolio);

  await page.goto("/n-tier/table?tier=2&sort=name");
  const row = tableRows(page).first();
  await expect(row).toContainText("Tier 2");
  const name = await row.getByRole("link").first().innerText();
  const actions = page.getByRole("button", { name: `Actions for ${name}`, exact: true });

  await actions.click();
  await page.getByRole("menuitem", { name: "Open company" }).click();
  await expect(page).toHaveURL(/\/company\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.goBack();

  await actions.click();
  await page.getByRole("menuitem", { name: "Add to portfolio" }).click();
  const dialog = page.getByRole("dialog", { name: `Add ${name} to portfolios` });
  await dialog.getByRole("textbox", { name: "Search portfolios" }).fill(portfolio);
  await dialog.getByRole("checkbox", { name: portfolio }).check();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText(`Added to "${portfolio}".`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // In a portfolio, the company is the organisation's own supplier: tier 1 once the network
  // has been computed again (a job the next read queues).
  const search = new URLSearchParams({ search: name });
  await expect(async () => {
    await page.goto(`/n-tier/table?${search}`);
    await expect(tableRows(page).filter({ hasText: name }).first()).toContainText("Tier 1", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
});
