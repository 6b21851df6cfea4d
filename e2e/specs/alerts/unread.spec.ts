import { alertMessages } from "@tierwise/common/alerts";
import { alertsE2e, seededAlerts } from "../../support/e2e-alerts.ts";
import { expect, test } from "../../support/test.ts";
import {
  alertCard,
  alertSpecTimeoutMs,
  signInFollowingSeededCompanies,
  snackbar,
} from "./alert-steps.ts";

test.setTimeout(alertSpecTimeoutMs);

test("the navigation's unread count goes down as alerts are read", async ({ page }) => {
  await signInFollowingSeededCompanies(page, alertsE2e.users.unread);
  await page.goto("/alerts/everything");
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  const total = seededAlerts.length;
  await expect(navigation.getByLabel(`${total} unread alerts`)).toHaveText(String(total));

  // Opening an alert reads it.
  const first = alertCard(page, seededAlerts[0].title);
  await expect(first.getByText("Unread", { exact: true })).toBeVisible();
  await first.getByRole("button", { name: alertMessages.seeMore }).click();
  await expect(first.getByText("Unread", { exact: true })).toHaveCount(0);
  await expect(navigation.getByLabel(`${total - 1} unread alerts`)).toHaveText(String(total - 1));

  // Marked unread again, then everything read at once.
  await first.getByRole("button", { name: "Mark as unread" }).click();
  await expect(navigation.getByLabel(`${total} unread alerts`)).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(snackbar(page, `${total} alerts marked as read.`)).toBeVisible();
  await expect(navigation.getByLabel(/unread alerts/)).toHaveCount(0);
});
