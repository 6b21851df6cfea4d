import { e2eEnv } from "../../support/e2e-env.ts";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  collectPageErrors,
  createDashboard,
  setAllowedBundleHosts,
  uniqueName,
  widget,
} from "./dashboard-steps.ts";

const exampleOrigin = `http://127.0.0.1:${e2eEnv.bundlePort}`;

test("an administrator allows a host and adds a bundle's widget from it, all in the browser", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, "admin@acme.test", null);
  await setAllowedBundleHosts(page, []);
  const name = uniqueName("Extension review");
  await createDashboard(page, name);

  // Settings → Dashboard bundle hosts: the origin of the example bundle.
  await page.goto("/settings/dashboard-bundles");
  await page.getByRole("textbox", { name: "Origin" }).fill(exampleOrigin);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("list", { name: "Allowed origins" })).toContainText(exampleOrigin);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Allowed bundle hosts saved.")).toBeVisible();

  // Into the dashboard from the navigation (in-app): the page is loaded again with its policy.
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("textbox", { name: "Bundle address" }).fill(`${exampleOrigin}/widgets.js`);
  await page
    .getByRole("group", { name: "Bundles" })
    .getByRole("button", { name: "Add", exact: true })
    .click();
  // Saved with a bundle, the page loads itself again from the server, under its own policy.
  await Promise.all([
    page.waitForEvent("load"),
    page.getByRole("button", { name: "Save", exact: true }).click(),
  ]);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Add widget" }).click();
  const dialog = page.getByRole("dialog", { name: "Add widget" });
  await dialog.getByRole("combobox", { name: "Widget" }).click();
  await page.getByRole("option", { name: "Extension widget", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Title" }).fill("Portfolios in view");
  await dialog.getByRole("combobox", { name: "Bundle widget" }).click();
  await page.getByRole("option", { name: /Portfolio count \(example bundle\)/ }).click();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Dashboard saved.")).toBeVisible();

  const added = widget(page, "Portfolios in view");
  await expect(added).toContainText("Portfolios you can see");
  await expect(added.getByText(/^\d+$/)).toBeVisible();
  await page.reload();
  await expect(widget(page, "Portfolios in view").getByText(/^\d+$/)).toBeVisible();
  expect(errors).toEqual([]);
});
