import type { Page } from "@playwright/test";
import { riskAnalystName } from "../../support/e2e-risk.ts";
import { expect, test } from "../../support/test.ts";
import {
  categoryRow,
  createSelectedConfigViaApi,
  expectHubRanking,
  financialHeavyWeights,
  openConfigFromHub,
  openHubWithCustomConfig,
  portfolioHolding,
  revisionBadge,
  revisionRow,
  riskSpecTimeoutMs,
  signInForRisk,
  snackbar,
} from "./risk-steps.ts";

test.setTimeout(riskSpecTimeoutMs);

const categories = ["Financial", "Cyber", "ESG", "Compliance"];
const analyst = `${riskAnalystName.firstName} ${riskAnalystName.lastName}`;

const weightField = (page: Page, category: string) =>
  page.getByRole("textbox", { name: `Weight of ${category}`, exact: true });

test("an admin creates a custom configuration, a copy of the default, and the hub scores by it", async ({
  page,
}, testInfo) => {
  await signInForRisk(page, "create", testInfo);
  await portfolioHolding(page, ["larchmont", "fenwick"]);
  await page.goto("/settings/risk-hub");
  const configurations = page.getByRole("navigation", { name: "Risk configurations" });
  await expect(configurations.getByRole("link")).toHaveText([/^Default Risk Hub/]);

  await page.getByRole("button", { name: "New configuration" }).click();
  await expect(snackbar(page, "Custom Risk Hub 1 created.")).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/risk-hub\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Custom Risk Hub 1", level: 2 })).toBeVisible();
  await expect(configurations.getByRole("link", { name: "Custom Risk Hub 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(revisionBadge(page)).toHaveText("Revision 1");
  // A copy of the default: its four categories, equally weighted, editable here.
  for (const category of categories) {
    await expect(categoryRow(page, category)).toHaveCount(1);
    await expect(weightField(page, category)).toHaveValue("0.25");
  }
  await expect(revisionRow(page, 1).getByRole("rowheader")).toHaveText("1 (in use)");

  // The hub offers it; chosen, it is the person's setting and its scores (a job) are listed.
  await page.goto("/risk-hub");
  const chooser = page.getByRole("combobox", { name: "Risk configuration" });
  await expect(chooser).toHaveValue("Default Risk Hub (default)");
  await chooser.click();
  await page.getByRole("option", { name: "Custom Risk Hub 1", exact: true }).click();
  await expect(chooser).toHaveValue("Custom Risk Hub 1");
  await expectHubRanking(page, [
    ["fenwick", "B · low"],
    ["larchmont", "B · low"],
  ]);
  await expect(chooser).toHaveValue("Custom Risk Hub 1");
});

test("changed weights are shown normalised, saved as a draft and committed as revision 2", async ({
  page,
}, testInfo) => {
  await signInForRisk(page, "commit", testInfo);
  const config = await createSelectedConfigViaApi(page);
  await page.goto(`/settings/risk-hub/${config.id}`);
  await expect(weightField(page, "Financial")).toHaveValue("0.25");

  // 1.75 against three times 0.25: shown normalised as 0.7 and 0.1 each.
  await weightField(page, "Financial").fill("1.75");
  await expect(page.getByTestId("category-weight-financial")).toHaveText("0.7");
  await expect(page.getByTestId("category-weight-cyber")).toHaveText("0.1");
  await expect(page.getByText("Save the draft before committing.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Commit" })).toBeDisabled();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(snackbar(page, "Draft saved.")).toBeVisible();
  await expect(revisionBadge(page)).toHaveText("Draft not committed");
  await expect(weightField(page, "Financial")).toHaveValue("0.7");

  await page.getByRole("button", { name: "Commit" }).click();
  await expect(snackbar(page, "Committed: the scores are being recomputed.")).toBeVisible();
  await expect(revisionBadge(page)).toHaveText("Revision 2");
  const committed = revisionRow(page, 2);
  await expect(committed.getByRole("rowheader")).toHaveText("2 (in use)");
  await expect(committed).toContainText(analyst);
  await expect(committed.getByRole("listitem")).toContainText([
    "Financial weight 0.25 → 0.7",
    "Cyber weight 0.25 → 0.1",
  ]);

  // The server holds it: read again, the committed weights are there.
  await page.reload();
  await expect(weightField(page, "Financial")).toHaveValue("0.7");
  await expect(weightField(page, "Compliance")).toHaveValue("0.1");
  await expect(revisionBadge(page)).toHaveText("Revision 2");
});

test("rolling back to revision 1 writes revision 3 and the hub ranks as before", async ({
  page,
}, testInfo) => {
  const config = await openHubWithCustomConfig(
    page,
    "rollback",
    testInfo,
    ["larchmont", "fenwick"],
    financialHeavyWeights,
  );
  await expectHubRanking(page, [
    ["larchmont", "C · medium"],
    ["fenwick", "A · minimal"],
  ]);

  await openConfigFromHub(page, config.id);
  await expect(revisionBadge(page)).toHaveText("Revision 2");
  await expect(revisionRow(page, 2).getByRole("button")).toHaveCount(0);
  await revisionRow(page, 1).getByRole("button", { name: "Roll back to revision 1" }).click();
  await expect(snackbar(page, "Rolled back to revision 1.")).toBeVisible();
  await expect(revisionBadge(page)).toHaveText("Revision 3");
  const rolledBack = revisionRow(page, 3);
  await expect(rolledBack.getByRole("rowheader")).toHaveText("3 (in use)");
  await expect(rolledBack).toContainText(analyst);
  await expect(rolledBack.getByRole("listitem")).toContainText(["Financial weight 0.7 → 0.25"]);
  await expect(weightField(page, "Financial")).toHaveValue("0.25");
  await expect(
    revisionRow(page, 2).getByRole("button", { name: "Roll back to revision 2" }),
  ).toBeVisible();

  await page.goto("/risk-hub");
  await expectHubRanking(page, [
    ["fenwick", "B · low"],
    ["larchmont", "B · low"],
  ]);
});
