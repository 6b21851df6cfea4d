import { expect, test } from "../../support/test.ts";
import {
  companyName,
  companyRow,
  expectHubRanking,
  openConfigFromHub,
  openHubWithCustomConfig,
  portfolioHolding,
  riskSpecTimeoutMs,
  signInForRisk,
  snackbar,
} from "./risk-steps.ts";

test.setTimeout(riskSpecTimeoutMs);

test("weighting Financial up and committing re-ranks the hub's companies", async ({
  page,
}, testInfo) => {
  const config = await openHubWithCustomConfig(page, "rerank", testInfo, ["larchmont", "fenwick"]);
  // Equal weights: Fenwick's Cyber D (50 points) outranks Larchmont's Financial C (37.5).
  await expectHubRanking(page, [
    ["fenwick", "B · low"],
    ["larchmont", "B · low"],
  ]);

  await openConfigFromHub(page, config.id);
  await page.getByRole("textbox", { name: "Weight of Financial", exact: true }).fill("1.75");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(snackbar(page, "Draft saved.")).toBeVisible();
  await page.getByRole("button", { name: "Commit" }).click();
  await expect(snackbar(page, "Committed: the scores are being recomputed.")).toBeVisible();

  // Financial 0.7, Cyber 0.1: Larchmont 65.6 points (C), Fenwick 12.5 (A), once rescored.
  await page.goto("/risk-hub");
  await expectHubRanking(page, [
    ["larchmont", "C · medium"],
    ["fenwick", "A · minimal"],
  ]);
  await expect(companyRow(page, "larchmont")).toContainText("Was B · low");
  await expect(companyRow(page, "fenwick")).toContainText("Was B · low");
  await page.getByRole("combobox", { name: "Order" }).click();
  await page.getByRole("option", { name: "Lowest risk first" }).click();
  await expect(
    page.getByRole("table", { name: "Companies by risk" }).getByRole("rowheader"),
  ).toHaveText([companyName("fenwick"), companyName("larchmont")]);
});

test("“why this grade” shows each category's metrics: values, grades, weights and reasons", async ({
  page,
}, testInfo) => {
  await signInForRisk(page, "why", testInfo);
  await portfolioHolding(page, ["larchmont"]);
  await page.goto("/risk-hub");
  await expect(page.getByRole("combobox", { name: "Risk configuration" })).toHaveValue(
    "Default Risk Hub (default)",
  );
  await expectHubRanking(page, [["larchmont", "B · low"]]);

  const open = page.getByRole("button", { name: `Why this grade: ${companyName("larchmont")}` });
  await open.click();
  const why = page.getByRole("dialog", { name: `Why ${companyName("larchmont")} grades B · low` });
  await expect(why.getByText(/^38 risk points · revision 1 · scored /)).toBeVisible();
  await expect(why.getByRole("button", { name: /^(Financial|Cyber|ESG|Compliance):/ })).toHaveText([
    "Financial: C · medium, 75 points, weight 0.25",
    "Cyber: A · minimal, 0 points, weight 0.25",
    "ESG: — · no score, — points, weight 0.25",
    "Compliance: — · no score, — points, weight 0.25",
  ]);
  const financial = why.getByRole("table", { name: "Metrics of Financial" });
  const currentRatio = financial.getByRole("row", { name: /^Current ratio/ });
  await expect(currentRatio.getByRole("cell")).toHaveText([
    "1.2",
    "C · medium",
    "0.1667",
    "Current ratio 1.2 grades C: A from 2, B from 1.5, C from 1, D below.",
  ]);
  // Missing data is no D: a dash, left out of the weights.
  await expect(financial.getByRole("row", { name: /^Quick ratio/ })).toContainText(
    "No data: the quick ratio is not known. Left out of the category's weights.",
  );
  const cyber = why.getByRole("table", { name: "Metrics of Cyber" });
  await expect(cyber.getByRole("row", { name: /^Cyber security/ })).toContainText(
    "Security rating 800 grades A",
  );
  await expect(why.getByText("No screening matches.")).toBeVisible();

  await why.getByRole("button", { name: "Close why this grade" }).click();
  await expect(why).toBeHidden();
  await expect(open).toBeFocused();
});
