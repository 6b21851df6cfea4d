import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";

test("a misspelt name in the header finds the company, whose profile opens", async ({ page }) => {
  await signIn(page, "admin@acme.test");
  const search = page.getByRole("combobox", { name: "Search companies" });
  await search.fill("Northwnd Tradrs");
  const suggestion = page.getByRole("option", { name: /Northwind Traders/ }).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/company\/northwind-traders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Traders" })).toBeVisible();
  await expect(page).toHaveTitle("Northwind Traders | Tierwise");
  await expect(page.getByRole("region", { name: "Key executives" })).toBeVisible();
  await expect(page.getByText(/Source: .* · fetched/).first()).toBeVisible();
});

test("three sub-pages of a profile show their own data", async ({ page }) => {
  await signIn(page, "admin@acme.test", "/company/northwind-traders");
  const sections = page.getByRole("navigation", { name: "Company profile sections" });

  await sections.getByRole("link", { name: "Financials" }).click();
  await expect(page).toHaveURL(/\/company\/northwind-traders\/financials$/);
  await expect(page.getByRole("heading", { level: 2, name: "Financials" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Balance sheet" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Financial ratios" })).toContainText("Altman Z");

  await sections.getByRole("link", { name: "Regulatory and compliance" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Regulatory and compliance" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Sanctions" })).toBeVisible();

  await sections.getByRole("link", { name: "Corporate hierarchy" }).click();
  await expect(page).toHaveURL(/\/corporate-hierarchy/);
  const tree = page.getByRole("table", { name: "Corporate family tree" });
  await expect(
    tree.getByRole("row", { name: /Northwind Traders This company Global Ultimate/ }),
  ).toBeVisible();
  // Branches are excluded by default (~9140); removing the chip brings them back.
  const before = await tree.getByRole("row").count();
  await page.getByRole("button", { name: "Remove filter Exclude Branch" }).click();
  await expect(page).toHaveURL(/familyRoles=/);
  await expect.poll(() => tree.getByRole("row").count()).toBeGreaterThan(before);
});

test("an all-digit slug redirects to the company's real address", async ({ page }) => {
  await signIn(page, "admin@acme.test", "/company/northwind-traders");
  const duns = (
    await page
      .getByText(/^\d{9}$/)
      .first()
      .textContent()
  )?.trim();
  expect(duns).toMatch(/^\d{9}$/);
  await page.goto(`/company/${duns}/esg`);
  await expect(page).toHaveURL(/\/company\/northwind-traders\/esg$/);
});
