import { riskAnalystName, riskE2e } from "../../support/e2e-risk.ts";
import { expect, test } from "../../support/test.ts";
import {
  companyName,
  companyRow,
  expectHubRanking,
  openHubWithCustomConfig,
  riskSpecTimeoutMs,
  snackbar,
} from "./risk-steps.ts";

test.setTimeout(riskSpecTimeoutMs);

const entry = riskE2e.sanctionsEntry;
const saltmarsh = companyName("saltmarsh");

test("an analyst dismisses a possible sanctions match with a reason and the grade goes from B to A", async ({
  page,
}, testInfo) => {
  // The organisation's decisions count in its custom configurations (the default is everyone's).
  await openHubWithCustomConfig(page, "dismiss", testInfo, ["saltmarsh"]);
  // Its only evidence: a possible match (score 58): Sanctions B, so Compliance and overall B.
  await expectHubRanking(page, [["saltmarsh", "B · low"]]);

  await page.getByRole("button", { name: `Why this grade: ${saltmarsh}` }).click();
  const why = page.getByRole("dialog", { name: `Why ${saltmarsh} grades B · low` });
  const sanctions = why
    .getByRole("table", { name: "Metrics of Compliance" })
    .getByRole("row", { name: /^Sanctions/ });
  await expect(sanctions).toContainText("strongest possible match scores 58 (C from 85, B below)");
  const match = why.getByRole("article", { name: `Match: ${entry.name}` });
  await expect(match).toContainText("possible match");
  await expect(match).toContainText(
    `${entry.listName}, entry ${entry.entryId}. Score ${entry.score} of 100 (name alone: ${entry.nameScore}).`,
  );
  await expect(match.getByRole("list", { name: "Why it scored so" })).toContainText(
    `country differs (DE vs ${entry.country}): −30`,
  );

  await match.getByRole("button", { name: "Dismiss…" }).click();
  const reason = match.getByRole("combobox", { name: "Reason" });
  await expect(reason).toBeFocused();
  // A dismissal needs a reason.
  await match.getByRole("button", { name: "Dismiss match" }).click();
  await expect(match.getByText("Choose why this is not a match.")).toBeVisible();
  await reason.click();
  await match.getByRole("option", { name: "The entry is in another country" }).click();
  const comment = "Registered in Hamburg, the listed carrier is Iranian";
  await match.getByRole("textbox", { name: "Comment" }).fill(comment);
  await match.getByRole("button", { name: "Dismiss match" }).click();
  await expect(snackbar(page, "Decision saved: the grade is recomputed.")).toBeVisible();
  const analyst = `${riskAnalystName.firstName} ${riskAnalystName.lastName}`;
  // The drawer reads the company's grade afresh (one answer with the hub and the profile), so
  // after the decision it may already say A: the match is then found in the renamed drawer.
  const decided = page
    .getByRole("dialog", { name: new RegExp(`^Why ${saltmarsh} grades`) })
    .getByRole("article", { name: `Match: ${entry.name}` });
  await expect(decided).toContainText(
    new RegExp(
      `Dismissed by ${analyst} on .+: The entry is in another country \\(${comment}\\)\\.`,
    ),
  );
  await expect(decided.getByRole("button", { name: "Dismiss…" })).toHaveCount(0);
  // An open drawer is in the address (a link can open it) and would open again on the reloads
  // below: close it as the analyst would.
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("dialog", { name: new RegExp(`^Why ${saltmarsh} grades`) }),
  ).toBeHidden();

  // Rescoring runs in the job queue; once it has, the hub and the explanation say A.
  await expectHubRanking(page, [["saltmarsh", "A · minimal"]]);
  await expect(companyRow(page, "saltmarsh")).toContainText("Was B · low");
  await page.getByRole("button", { name: `Why this grade: ${saltmarsh}` }).click();
  const after = page.getByRole("dialog", { name: `Why ${saltmarsh} grades A · minimal` });
  await expect(after.getByRole("listitem").filter({ hasText: "→" })).toHaveText([
    "Overall B → A",
    "Compliance B → A",
    "Sanctions B → A",
  ]);
  await expect(
    after
      .getByRole("table", { name: "Metrics of Compliance" })
      .getByRole("row", { name: /^Sanctions/ }),
  ).toContainText("No sanctions matches (1 dismissed by an analyst, left out): A.");
});
