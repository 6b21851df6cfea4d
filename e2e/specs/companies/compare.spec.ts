import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";

test("a member compares three companies side by side", async ({ page }) => {
  await signIn(page, "member@acme.test");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Compare" })
    .click();
  await expect(page).toHaveTitle("Compare | Tierwise");
  const picker = page.getByRole("combobox", { name: "Add company" });
  for (const name of ["Northwind Traders", "Contoso Manufacturing", "Globex Logistics"]) {
    await picker.fill(name.split(" ")[0] ?? name);
    await page
      .getByRole("option", { name: new RegExp(name) })
      .first()
      .click();
  }
  await expect(page.getByText("3 of 6 companies")).toBeVisible();
  const table = page.getByRole("table", { name: "Companies side by side" });
  for (const name of ["Northwind Traders", "Contoso Manufacturing", "Globex Logistics"]) {
    await expect(table.getByRole("link", { name })).toBeVisible();
  }
  await expect(table.getByRole("rowheader", { name: "Revenue (USD)" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Altman Z-score" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Revenue over 5 years" })).toBeVisible();
  // The set is kept for the session: a reload without parameters brings it back.
  await page.goto("/compare");
  await expect(page.getByText("3 of 6 companies")).toBeVisible();
});
