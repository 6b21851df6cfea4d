import { AxeBuilder } from "@axe-core/playwright";
import { alertsE2e } from "../../support/e2e-alerts.ts";
import { expect, test } from "../../support/test.ts";
import { signInFollowingSeededCompanies } from "../alerts/alert-steps.ts";

// The page-wide scan measures whatever the pointer rests on after a click; a light button's
// hover background (Mantine's shade 2) once took its text (shade 9) to 4.0:1 there.
test("a light button still reads at 4.5:1 under the pointer", async ({ page }) => {
  // An organisation without a brand colour: the built-in blue.
  await signInFollowingSeededCompanies(page, alertsE2e.users.feeds);
  await page.goto("/alerts/everything");
  const save = page.getByRole("button", { name: "Save as feed" });
  await save.hover();
  await expect
    .poll(() => save.evaluate((button) => getComputedStyle(button).backgroundColor))
    .not.toBe("rgba(0, 0, 0, 0)");
  expect(await save.evaluate((button) => button.matches(":hover"))).toBe(true);
  const results = await new AxeBuilder({ page })
    .include("button:hover")
    .withRules(["color-contrast"])
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
});
