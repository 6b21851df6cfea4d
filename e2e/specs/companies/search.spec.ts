import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";

const industry = "General Line Grocery Merchant Wholesalers";

async function filterGroceryWholesalers(page: Page) {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Advanced Search" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Advanced search" })).toBeVisible();
  await page.getByRole("button", { name: "Industries", expanded: false }).click();
  const industries = page.getByRole("group", { name: "Industries" });
  const filterBox = industries.getByRole("textbox", { name: "Filter industries" });
  if (await filterBox.count()) await filterBox.fill("Grocery");
  await industries.getByRole("checkbox", { name: new RegExp(`^${industry}`) }).check();
  await expect(page).toHaveURL(/industries=424410/);
  await page.getByRole("button", { name: "Employees", expanded: false }).click();
  const from = page.getByRole("textbox", { name: "Employees from" });
  await from.fill("1000");
  await from.press("Enter");
  const to = page.getByRole("textbox", { name: "Employees to" });
  await to.fill("50000");
  await to.press("Enter");
  await expect(page).toHaveURL(/employeeCount=1000,50000/);
  const results = page.getByRole("table", { name: "Search results" });
  await expect(results.getByRole("link", { name: "Northwind Traders" })).toBeVisible();
  return results;
}

test("an advanced search by industry and employees is saved and reopened", async ({ page }) => {
  await signIn(page, "member@acme.test");
  await filterGroceryWholesalers(page);
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save search" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill("Grocery wholesalers 1k–50k");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText('Search saved as "Grocery wholesalers 1k–50k".')).toBeVisible();

  await page.goto("/search");
  await expect(page).not.toHaveURL(/industries=/);
  await page.getByRole("button", { name: "Saved searches" }).click();
  await page.getByRole("link", { name: "Grocery wholesalers 1k–50k" }).click();
  await expect(page).toHaveURL(/industries=424410/);
  await expect(page).toHaveURL(/employeeCount=1000,50000/);
  await expect(
    page
      .getByRole("table", { name: "Search results" })
      .getByRole("link", { name: "Northwind Traders" }),
  ).toBeVisible();
});

test("search results export to XLSX, and the file holds their rows", async ({ page }) => {
  await signIn(page, "member@acme.test");
  const results = await filterGroceryWholesalers(page);
  const resultCount = page
    .getByRole("region", { name: "Results" })
    .getByText(/^\d[\d,]* compan(y|ies)$/)
    .first();
  // The count settles once the range's search has answered: read it until it stops changing.
  let expected = -1;
  await expect
    .poll(
      async () => {
        const now = Number((await resultCount.textContent())?.replace(/\D/g, ""));
        const settled = now === expected;
        expected = now;
        return settled;
      },
      { intervals: [1000] },
    )
    .toBe(true);
  expect(expected).toBeGreaterThan(0);
  await expect(results.getByRole("row")).not.toHaveCount(0);

  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export all results to XLSX" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tierwise-companies-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  const names: string[] = [];
  sheet?.eachRow((row, number) => {
    if (number > 1) names.push(String(row.getCell(1).value));
  });
  expect(names).toHaveLength(expected);
  expect(names).toContain("Northwind Traders");
});
