import { alertMessages } from "@tierwise/common/alerts";
import { alertsE2e, seededAlerts } from "../../support/e2e-alerts.ts";
import { expect, test } from "../../support/test.ts";
import {
  alertSpecTimeoutMs,
  expectListed,
  signInFollowingSeededCompanies,
  snackbar,
  uniqueName,
} from "./alert-steps.ts";

test.setTimeout(alertSpecTimeoutMs);

const lawsuit = seededAlerts.find((alert) => alert.key === "lawsuit")?.title ?? "";

test("the filters on screen saved as a feed, then favourited", async ({ page }) => {
  await signInFollowingSeededCompanies(page, alertsE2e.users.feeds);
  await page.goto("/alerts/everything?types=legal");
  await expectListed(page, [lawsuit]);

  const name = uniqueName("Court filings");
  await page.getByRole("button", { name: "Save as feed" }).click();
  let dialog = page.getByRole("dialog", { name: "Save filters as a feed" });
  await dialog.getByRole("textbox", { name: /Name/ }).fill(name);
  await dialog.getByRole("textbox", { name: /Description/ }).fill("Lawsuits about our suppliers.");
  await dialog.getByRole("button", { name: "Save feed" }).click();
  await expect(snackbar(page, `Feed "${name}" saved.`)).toBeVisible();

  // The feed's own page: its filter applies without anything in the address.
  await expect(page).toHaveURL(/\/alerts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectListed(page, [lawsuit]);

  const feeds = page.getByRole("navigation", { name: "Alert feeds" });
  await expect(feeds.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const favourite = feeds.getByRole("button", { name: `Favourite ${name}` });
  await expect(favourite).toHaveAttribute("aria-pressed", "false");
  await favourite.click();
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(feeds.getByRole("button", { name: `Favourite ${name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A second feed of the same name is refused (spec 3 §5: already exists).
  await page.getByRole("button", { name: "Save as feed" }).click();
  dialog = page.getByRole("dialog", { name: "Save filters as a feed" });
  await dialog.getByRole("textbox", { name: /Name/ }).fill(name);
  await dialog.getByRole("button", { name: "Save feed" }).click();
  await expect(dialog.getByText(alertMessages.feedExists)).toBeVisible();
});
