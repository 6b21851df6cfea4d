import { alertsE2e, seededAlerts } from "../../support/e2e-alerts.ts";
import { expect, test } from "../../support/test.ts";
import { snackbarWith } from "../portfolios/portfolio-steps.ts";
import {
  alertCard,
  alertSpecTimeoutMs,
  listedTitles,
  signInFollowingSeededCompanies,
} from "./alert-steps.ts";

test.setTimeout(alertSpecTimeoutMs);

const award = seededAlerts.find((alert) => alert.key === "award")?.title ?? "";

test("an archived alert comes back with the snackbar's Undo", async ({ page }) => {
  await signInFollowingSeededCompanies(page, alertsE2e.users.archive);
  await page.goto("/alerts/everything");

  const card = alertCard(page, award);
  await card.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(card.getByText("Archived", { exact: true })).toBeVisible();
  await snackbarWith(page, "Alert archived.").getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status").getByText("Undone.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Archive", exact: true })).toBeVisible();
  await expect(card.getByText("Archived", { exact: true })).toHaveCount(0);

  // The server agrees: still in the list after a reload, not among the archived.
  await page.reload();
  await expect(listedTitles(page).filter({ hasText: award })).toHaveCount(1, { timeout: 30_000 });
  await page.goto("/alerts/archived");
  await expect(page.getByText("No alerts match these filters.")).toBeVisible();
});
