import type { Page } from "@playwright/test";
import { dashboardMessages } from "@tierwise/common/dashboards/messages";
import { e2eEnv } from "../../support/e2e-env.ts";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  collectPageErrors,
  createDashboard,
  openDashboard,
  setAllowedBundleHosts,
  uniqueName,
  updateDashboard,
  widget,
} from "./dashboard-steps.ts";

/** The example bundle's server answers on two loopback origins: one allowed, one not. */
const allowedOrigin = `http://127.0.0.1:${e2eEnv.bundlePort}`;
const otherOrigin = `http://localhost:${e2eEnv.bundlePort}`;

const everyBreakpoint = (items: { i: string; w: number; h: number; y: number }[]) =>
  Object.fromEntries(
    ["lg", "md", "sm", "xs", "xxs"].map((breakpoint) => [
      breakpoint,
      items.map((item) => ({ i: item.i, x: 0, y: item.y, w: Math.min(item.w, 2), h: item.h })),
    ]),
  );

/** A dashboard with the example bundle's widget and a note, loading the bundle from `origin`. */
async function dashboardWithBundle(page: Page, origin: string) {
  const created = await createDashboard(page, uniqueName("Bundle widgets"));
  await updateDashboard(page, {
    id: created.id,
    version: created.version,
    bundles: [`${origin}/widgets.js`],
    widgets: [
      {
        id: "example",
        type: "extension",
        title: "Example widget",
        settings: { bundleWidget: "example.portfolio-count" },
      },
      {
        id: "note",
        type: "note",
        title: "Still here",
        settings: { markdown: "Built-in widgets keep working." },
      },
    ],
    layouts: everyBreakpoint([
      { i: "example", w: 3, h: 3, y: 0 },
      { i: "note", w: 3, h: 2, y: 3 },
    ]),
  });
  return created;
}

test("a bundle from an allowed loopback origin renders its widget with the viewer's data", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, "admin@acme.test", null);
  await setAllowedBundleHosts(page, [allowedOrigin]);
  const dashboard = await dashboardWithBundle(page, allowedOrigin);
  await openDashboard(page, dashboard.slug);
  const example = widget(page, "Example widget");
  await expect(example).toContainText("Portfolios you can see");
  // The count arrives through the widget API's query, with the viewer's session.
  await expect(example.getByText(/^\d+$/)).toBeVisible();
  await expect(page.getByText(dashboardMessages.bundlesFailed)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a bundle from an origin the organisation does not allow is blocked by the page's CSP", async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  const errors = collectPageErrors(page, [
    /Content Security Policy/i,
    /Failed to fetch dynamically imported module/i,
  ]);
  await signIn(page, "admin@acme.test", null);
  // Saved while the origin was allowed; then the administrator takes it off the list.
  await setAllowedBundleHosts(page, [allowedOrigin, otherOrigin]);
  const dashboard = await dashboardWithBundle(page, otherOrigin);
  await setAllowedBundleHosts(page, [allowedOrigin]);

  await openDashboard(page, dashboard.slug);
  await expect(page.getByText(dashboardMessages.bundlesFailed)).toBeVisible();
  await expect(widget(page, "Example widget")).toContainText("not loaded");
  await expect(widget(page, "Still here")).toContainText("Built-in widgets keep working.");
  expect(refusals.some((text) => text.includes(otherOrigin))).toBe(true);
  expect(errors).toEqual([]);
});
