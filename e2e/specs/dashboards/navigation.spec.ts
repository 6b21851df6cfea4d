import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { collectPageErrors, widget } from "./dashboard-steps.ts";

test("the demo organisation's Risk overview is in the navigation and opens with live widgets", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, "member@acme.test");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav
    .getByRole("region", { name: "Dashboards" })
    .getByRole("link", { name: "Risk overview" })
    .click();
  await expect(page).toHaveURL(/\/dashboards\/risk-overview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Risk overview" })).toBeVisible();
  await expect(widget(page, "Risk grade distribution")).toBeVisible();
  await expect(widget(page, "Portfolio coverage")).toContainText("Companies");
  await expect(page.getByLabel("Loading widget")).toHaveCount(0);
  expect(errors).toEqual([]);
});
