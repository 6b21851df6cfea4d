import type { Page } from "@playwright/test";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { collectPageErrors, dashboardBySlug, grid, uniqueName, widget } from "./dashboard-steps.ts";

/** Adds a widget in Edit mode through the Add widget dialog. */
async function addWidget(
  page: Page,
  type: string,
  title: string,
  fill?: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await page.getByRole("button", { name: "Add widget" }).click();
  const dialog = page.getByRole("dialog", { name: "Add widget" });
  await dialog.getByRole("combobox", { name: "Widget" }).click();
  await page.getByRole("option", { name: type, exact: true }).click();
  await dialog.getByRole("textbox", { name: "Title" }).fill(title);
  await fill?.(dialog);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
  await expect(widget(page, title)).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Dashboard saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
}

test("an administrator builds a dashboard of three widgets, resizes one, and a reload keeps it", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // Wide enough for the lg layout beside the navigation.
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, "admin@acme.test", "/dashboards/risk-overview");
  await page.getByRole("button", { name: "Dashboard actions" }).click();
  await page.getByRole("menuitem", { name: "New dashboard" }).click();
  const name = uniqueName("Weekly review");
  const create = page.getByRole("dialog", { name: "New dashboard" });
  await create.getByRole("textbox", { name: "Name" }).fill(name);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const slug = new URL(page.url()).pathname.split("/").at(-1) as string;

  await page.getByRole("button", { name: "Edit" }).click();
  await addWidget(page, "Note", "Team note", async (dialog) => {
    await dialog
      .getByRole("textbox", { name: "Text (Markdown)" })
      .fill("# Review\n- **Suppliers** first");
  });
  await addWidget(page, "Portfolio coverage", "Coverage");
  await addWidget(page, "Top alert topics", "Topics");
  await save(page);
  await expect(grid(page)).toHaveAttribute("data-breakpoint", "lg");
  await expect(widget(page, "Coverage")).toContainText("Companies");
  await expect(widget(page, "Team note").getByRole("heading", { name: "Review" })).toBeVisible();

  // Resize the note from its corner handle by two columns and two rows.
  await page.getByRole("button", { name: "Edit" }).click();
  const noteItem = page.locator("[data-widget-id]").filter({ has: widget(page, "Team note") });
  const noteId = (await noteItem.getAttribute("data-widget-id")) as string;
  const start = (await dashboardBySlug(page, slug)).layouts.lg.find((item) => item.i === noteId);
  expect(start).toBeTruthy();
  const box = (await noteItem.boundingBox()) as {
    x: number;
    y: number;
    width: number;
    height: number;
  };
  const column = box.width / (start?.w ?? 1);
  const handle = noteItem.locator(".react-resizable-handle");
  const corner = (await handle.boundingBox()) as {
    x: number;
    y: number;
    width: number;
    height: number;
  };
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x + 2 * column, corner.y + 2 * 72, { steps: 10 });
  await page.mouse.up();
  await save(page);

  const stored = (await dashboardBySlug(page, slug)).layouts.lg.find((item) => item.i === noteId);
  expect(stored?.w).toBe((start?.w ?? 0) + 2);
  expect(stored?.h).toBe((start?.h ?? 0) + 2);
  const resizedWidth = (await noteItem.boundingBox())?.width ?? 0;

  await page.reload();
  await expect(widget(page, "Team note")).toBeVisible();
  const reloaded = page.locator("[data-widget-id]").filter({ has: widget(page, "Team note") });
  // The same width, give or take the grid's rounding (a reload has laid it out 1.5 px apart):
  // a resize that was lost would be two columns narrower.
  await expect
    .poll(async () => Math.abs(((await reloaded.boundingBox())?.width ?? 0) - resizedWidth))
    .toBeLessThanOrEqual(column / 4);
  expect(errors).toEqual([]);
});

test("a narrow window shows the dashboard's sm layout", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, "member@acme.test", "/dashboards/risk-overview");
  await expect(grid(page)).toHaveAttribute("data-breakpoint", "lg");
  // Narrow the window until the grid itself (beside the navigation) is 880 px: the sm range.
  const wide = (await grid(page).boundingBox()) as { width: number };
  await page.setViewportSize({ width: Math.round(1600 - (wide.width - 880)), height: 900 });
  await expect(grid(page)).toHaveAttribute("data-breakpoint", "sm");
  const dashboard = await dashboardBySlug(page, "risk-overview");
  const gridBox = (await grid(page).boundingBox()) as { width: number };
  // Each widget is as wide as the sm layout says, in the sm layout's six columns.
  const margin = 12;
  const column = (gridBox.width - margin * 5) / 6;
  for (const item of dashboard.layouts.sm) {
    const element = page.locator(`[data-widget-id="${item.i}"]`);
    await expect
      .poll(async () => Math.round((await element.boundingBox())?.width ?? 0))
      .toBe(Math.round(column * item.w + margin * (item.w - 1)));
  }
  // A body too long for its widget (the table of countries) scrolls, and takes the focus so the
  // keyboard can scroll it (the map above the table keeps its arrow keys for itself).
  const exposure = widget(page, "N-tier exposure by country");
  const scroller = exposure.getByRole("region", { name: "N-tier exposure by country, scrollable" });
  await scroller.focus();
  await expect(scroller).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
