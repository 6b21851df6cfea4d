import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { createTopLevelPortfolio, snackbarWith, treeRow, uniqueName } from "./portfolio-steps.ts";

test("companies chosen in search results are added to a portfolio once; a second add is refused", async ({
  page,
}) => {
  await signIn(page, "member@acme.test", null);
  const name = uniqueName("Grocers");
  await createTopLevelPortfolio(page, name);

  await page.goto("/search?q=northwind");
  const results = page.getByRole("table", { name: "Search results" });
  const rowBoxes = results.getByRole("checkbox", { name: /^Select (?!all)/ });
  await expect(rowBoxes.first()).toBeVisible();
  const chosen = (await rowBoxes.count()) > 1 ? 2 : 1;
  const names: string[] = [];
  for (let index = 0; index < chosen; index += 1) {
    const box = rowBoxes.nth(index);
    names.push(((await box.getAttribute("aria-label")) ?? "").replace(/^Select /, ""));
    await box.check();
  }

  await page.getByRole("button", { name: "Add to portfolio" }).click();
  const dialog = page.getByRole("dialog", { name: /to portfolios$/ });
  await dialog.getByRole("textbox", { name: "Search portfolios" }).fill(name);
  await dialog.getByRole("checkbox", { name }).check();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText(`Added to "${name}".`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same companies again: the server's words, as they are.
  await page.getByRole("button", { name: "Add to portfolio" }).click();
  await dialog.getByRole("textbox", { name: "Search portfolios" }).fill(name);
  await dialog.getByRole("checkbox", { name }).check();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    chosen === 1
      ? "Item already exists within destination portfolio."
      : "Some items already exist within destination portfolio.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/portfolios");
  await expect(treeRow(page, name)).toContainText(chosen === 1 ? "1 company" : "2 companies");
  await treeRow(page, name).getByRole("link", { name }).click();
  const table = page.getByRole("table", { name: "Portfolio companies" });
  // Demo data holds companies of the same name: count the rows, then look for each name.
  await expect(table.getByRole("row")).toHaveCount(chosen + 1);
  for (const company of names) {
    await expect(table.getByRole("link", { name: company, exact: true }).first()).toBeVisible();
  }
});

test("a company is added from its profile, then removed on the portfolio page and brought back", async ({
  page,
}) => {
  await signIn(page, "member@acme.test", null);
  const name = uniqueName("Watched vendors");
  await createTopLevelPortfolio(page, name);

  await page.goto("/company/northwind-traders");
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Traders" })).toBeVisible();
  await page.getByRole("button", { name: "Add to portfolio" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Northwind Traders to portfolios" });
  await dialog.getByRole("textbox", { name: "Search portfolios" }).fill(name);
  await dialog.getByRole("checkbox", { name }).check();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText(`Added to "${name}".`)).toBeVisible();

  await page.goto("/portfolios");
  await treeRow(page, name).getByRole("link", { name }).click();
  const table = page.getByRole("table", { name: "Portfolio companies" });
  await table.getByRole("checkbox", { name: "Select Northwind Traders" }).check();
  await page.getByRole("button", { name: "Remove from portfolio" }).click();
  await expect(page.getByText(`Company removed from "${name}".`)).toBeVisible();
  await expect(page.getByText("No companies yet")).toBeVisible();
  await snackbarWith(page, `Company removed from "${name}".`)
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(table.getByRole("link", { name: "Northwind Traders" })).toBeVisible();
});
