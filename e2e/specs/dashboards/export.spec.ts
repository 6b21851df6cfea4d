import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { collectPageErrors, openDashboard } from "./dashboard-steps.ts";

/** A PNG's size from its IHDR chunk (bytes 16 to 23, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function download(page: Page, item: string): Promise<Buffer> {
  const started = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: item }).click();
  const file = await started;
  return readFile((await file.path()) as string);
}

test("the dashboard exports as PNG and PDF, the size it is shown, with its date and filters", async ({
  page,
}) => {
  // Drawing the whole Risk overview (charts, the map, tables) in the browser takes seconds on a
  // loaded two-core machine, twice.
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, "member@acme.test", null);
  await openDashboard(page, "risk-overview");
  await expect(page.getByLabel("Loading widget")).toHaveCount(0);
  const caption = page.getByTestId("dashboard-caption");
  await expect(caption).toContainText(/Last 30 days \(.+ – .+\) · All portfolios/);
  const shown = (await page.getByTestId("dashboard-capture").boundingBox()) as {
    width: number;
    height: number;
  };

  let started = Date.now();
  const png = await download(page, "PNG image");
  console.log(`PNG export: ${Date.now() - started} ms`);
  const size = pngSize(png);
  // The test browser draws one device pixel per CSS pixel.
  expect(size.width).toBe(Math.round(shown.width));
  expect(Math.abs(size.height - shown.height)).toBeLessThanOrEqual(2);
  expect(png.length).toBeGreaterThan(20_000);
  await expect(page.getByText("Download PNG successful")).toBeVisible();

  started = Date.now();
  const pdf = await PDFDocument.load(await download(page, "PDF"));
  console.log(`PDF export: ${Date.now() - started} ms`);
  expect(pdf.getPageCount()).toBe(1);
  const pageSize = pdf.getPage(0).getSize();
  // One page the picture's size: 0.75 points per CSS pixel.
  expect(Math.abs(pageSize.width - shown.width * 0.75)).toBeLessThanOrEqual(1);
  expect(Math.abs(pageSize.height - shown.height * 0.75)).toBeLessThanOrEqual(2);
  await expect(page.getByText("Download PDF successful")).toBeVisible();
  expect(errors).toEqual([]);
});
