import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { uniqueName, uploadSupplierList, writeCsv } from "./request-steps.ts";

test.setTimeout(90_000);

test("the bulk list shows every status badge whole at 1400 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, "admin@acme.test", null);
  // Waiting for its column mapping: the longest status label there is.
  const tag = uniqueName("").trim().replace(/\s+/g, "");
  const file = writeCsv(`badges-${tag}.csv`, [
    ["Supplier", "Headquarters Location"],
    ["Northwind Traders", "Seattle, Washington"],
    ["Globex Logistics", "Springfield, Illinois"],
  ]);
  await uploadSupplierList(page, file);
  await expect(page.getByText("2 rows read", { exact: true })).toBeVisible();

  await page.goto("/requests/bulk");
  const table = page.getByRole("table", { name: "Bulk requests" });
  const row = table.getByRole("row").filter({ hasText: `badges-${tag}.csv` });
  await expect(row.getByText("Waiting for column mapping")).toBeVisible();
  for (const badge of await table.locator("[data-status]").all()) {
    // A clipped label is wider than the box that shows it (the badge or its label span).
    const clipped = await badge.evaluate((element) =>
      [element, ...element.querySelectorAll("span")].some(
        (box) => box.scrollWidth > box.clientWidth + 1,
      ),
    );
    expect(clipped, await badge.innerText()).toBe(false);
  }
});
