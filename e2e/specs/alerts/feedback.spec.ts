import { alertMessages } from "@tierwise/common/alerts";
import { alertsE2e, seededAlerts } from "../../support/e2e-alerts.ts";
import { expect, test } from "../../support/test.ts";
import {
  alertCard,
  alertSpecTimeoutMs,
  expectListed,
  listedTitles,
  signInFollowingSeededCompanies,
  snackbar,
} from "./alert-steps.ts";

test.setTimeout(alertSpecTimeoutMs);

const [recall, strike] = [seededAlerts[0].title, seededAlerts[1].title];

test("one alert marked relevant, another not relevant with a reason that needs a comment", async ({
  page,
}) => {
  await signInFollowingSeededCompanies(page, alertsE2e.users.feedback);
  await page.goto("/alerts/everything");

  // Relevant: score 1, so the button is spent (spec 3 §4).
  const relevant = alertCard(page, recall).getByRole("button", { name: "Relevant", exact: true });
  await relevant.click();
  await expect(snackbar(page, "Marked as relevant.")).toBeVisible();
  await expect(relevant).toBeDisabled();

  // Not relevant asks why; "Other" needs a comment.
  await alertCard(page, strike).getByRole("button", { name: "Not relevant" }).click();
  const dialog = page.getByRole("dialog", { name: "Why is this alert not relevant?" });
  // The reasons are chips of one choice (radio buttons under their labels).
  await dialog.getByText("Other", { exact: true }).click();
  await expect(dialog.getByRole("radio", { name: "Other" })).toBeChecked();
  await dialog.getByRole("button", { name: "Mark not relevant" }).click();
  await expect(dialog.getByText(alertMessages.commentRequired)).toBeVisible();
  await dialog.getByRole("textbox", { name: /Comment/ }).fill("Old news about another site.");
  await dialog.getByRole("button", { name: "Mark not relevant" }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, "Marked as not relevant.")).toBeVisible();
  // Not relevant archives the alert: that button is spent, the card says so.
  await expect(
    alertCard(page, strike).getByRole("button", { name: "Not relevant" }),
  ).toBeDisabled();
  await expect(alertCard(page, strike).getByText("Archived", { exact: true })).toBeVisible();

  // After a reload: the archived alert has left the list; the relevancy filter finds the other.
  await page.reload();
  await expect(alertCard(page, recall)).toBeVisible({ timeout: 30_000 });
  await expect(listedTitles(page).filter({ hasText: strike })).toHaveCount(0);
  await page.goto("/alerts/everything?relevancy=relevant");
  await expectListed(page, [recall]);
  await page.goto("/alerts/archived");
  await expect(page).toHaveURL("/alerts/everything?archived=true");
  await expectListed(page, [strike]);
});
