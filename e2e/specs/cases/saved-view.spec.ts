import type { Page } from "@playwright/test";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { snackbar, uniqueTitle } from "./case-steps.ts";

const headers = (page: Page) =>
  page.getByRole("table", { name: "Cases" }).getByRole("columnheader").allTextContents();

async function chooseView(page: Page, name: string) {
  await page.getByRole("combobox", { name: "View" }).click();
  await page.getByRole("option", { name, exact: true }).click();
  await expect(page.getByRole("combobox", { name: "View" })).toHaveValue(name);
}

test("columns configured on /cases are saved as a view that reopens with them", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", "/cases");
  await expect(page.getByRole("table", { name: "Cases" })).toBeVisible();
  const defaults = await headers(page);
  expect(defaults).toContain("Tags");
  expect(defaults).not.toContain("Case ID");

  await page.getByRole("button", { name: "Columns" }).click();
  const settings = page.getByRole("group", { name: "Table columns" });
  await settings.getByRole("checkbox", { name: "Case ID" }).check();
  await settings.getByRole("checkbox", { name: "Progress" }).check();
  await settings.getByRole("checkbox", { name: "Tags" }).uncheck();
  await settings.getByRole("checkbox", { name: "Created By" }).uncheck();
  await expect(settings.getByRole("checkbox", { name: "Case Name" })).toBeDisabled();
  // Priority goes before Assignee (past the hidden Created By).
  await settings.getByRole("button", { name: "Move Priority up" }).click();
  await settings.getByRole("button", { name: "Move Priority up" }).click();
  await page.keyboard.press("Escape");
  await expect(settings).toBeHidden();

  await expect.poll(() => headers(page)).toContain("Progress");
  const configured = await headers(page);
  expect(configured.slice(0, 2)).toEqual(["Case ID", "Case Name"]);
  expect(configured).not.toContain("Tags");
  expect(configured).not.toContain("Created By");
  expect(configured.indexOf("Priority")).toBeLessThan(configured.indexOf("Assignee"));

  const name = uniqueTitle("Progress review");
  await page.getByRole("button", { name: "View actions" }).click();
  await page.getByRole("menuitem", { name: "Save as new view" }).click();
  const form = page.getByRole("dialog", { name: "Save view" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Description" }).fill("Case IDs and progress first");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(snackbar(page, `View "${name}" was saved.`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
  await expect(page.getByRole("combobox", { name: "View" })).toHaveValue(name);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "View" })).toHaveValue(name);
  await expect.poll(() => headers(page)).toEqual(configured);

  // Default View brings the default columns back; the saved view brings its own again.
  await chooseView(page, "Default View");
  await expect.poll(() => headers(page)).toEqual(defaults);
  await chooseView(page, name);
  await expect.poll(() => headers(page)).toEqual(configured);
});
