import { alertMessages } from "@tierwise/common/alerts";
import { alertsE2e, seededAlerts } from "../../support/e2e-alerts.ts";
import { expect, test } from "../../support/test.ts";
import {
  alertCard,
  alertSpecTimeoutMs,
  expectListed,
  seededCompanyId,
  signInFollowingSeededCompanies,
} from "./alert-steps.ts";

test.setTimeout(alertSpecTimeoutMs);

const titleOf = (key: (typeof seededAlerts)[number]["key"]) =>
  seededAlerts.find((alert) => alert.key === key)?.title ?? key;

test("alert filters live in the address: company and dates, bad values dropped, changes written back", async ({
  page,
}) => {
  await signInFollowingSeededCompanies(page, alertsE2e.users.filters);
  const harbor = await seededCompanyId(page, "harbor");

  // /alerts opens everything, keeping the query string as it was written.
  await page.goto(`/alerts?companies=${harbor}&dates=2026-05-01,2026-06-30`);
  await expect(page).toHaveURL(
    `/alerts/everything?companies=${harbor}&dates=2026-05-01,2026-06-30`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Everything" })).toBeVisible();
  await expectListed(page, [titleOf("recall"), titleOf("liquidity"), titleOf("award")]);
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-05-01");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("2026-06-30");

  // A reversed range and an unknown type are dropped, not an error: every Harbor alert shows.
  await page.goto(
    `/alerts/everything?companies=${harbor}&dates=2026-06-30,2026-05-01&types=gossip`,
  );
  await expectListed(page, [
    titleOf("recall"),
    titleOf("liquidity"),
    titleOf("award"),
    titleOf("lawsuit"),
  ]);
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("");

  // A change in the filter bar is written to the address, replacing what was dropped.
  // (Clicked, not checked: the switch follows the address, a moment after the click.)
  await page.getByRole("switch", { name: "Unread only" }).click();
  await expect(page).toHaveURL(`/alerts/everything?companies=${harbor}&unread=true`);

  // Keywords are normalised and matched with "or".
  await page.goto("/alerts/everything?keywords=STRIKE!,Tailings");
  await expect(page.getByText("Matching strike or tailings")).toBeVisible();
  await expectListed(page, [titleOf("strike"), titleOf("spill")]);

  // Nothing matches: the empty state says so.
  await page.goto(`/alerts/everything?companies=${harbor}&types=sanctions`);
  await expect(page.getByText(alertMessages.noAlerts)).toBeVisible();
});

test("an alert card opens with its details, chart and link, and mentions stay names", async ({
  page,
}) => {
  await signInFollowingSeededCompanies(page, alertsE2e.users.filters);
  await page.goto("/alerts/everything");

  const liquidity = alertCard(page, titleOf("liquidity"));
  await liquidity.getByRole("button", { name: alertMessages.seeMore }).click();
  await expect(liquidity.getByRole("button", { name: alertMessages.seeLess })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  // The chart's code (recharts) arrives with the first card that opens one: allow it time.
  await expect(liquidity.locator("figcaption")).toHaveText("Current ratio over 3 months", {
    timeout: 30_000,
  });
  // The date axis draws at most five ticks (spec 3 §2).
  // (recharts draws tick labels in a layer of their own, named after the axis.)
  const dateTicks = liquidity.locator(
    ".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value",
  );
  await expect(dateTicks.first()).toBeVisible();
  expect(await dateTicks.count()).toBeLessThanOrEqual(5);

  const strike = alertCard(page, titleOf("strike"));
  await expect(strike.getByRole("link", { name: alertsE2e.companies.quartz.name })).toHaveAttribute(
    "href",
    `/company/${alertsE2e.companies.quartz.slug}`,
  );
  await expect(strike.getByText("Quartz Holdings")).toBeVisible();
  await expect(strike.getByRole("link", { name: /Quartz Holdings/ })).toHaveCount(0);

  // 'View Original Alert' opens the page of that one alert, expanded.
  await liquidity.getByRole("link", { name: alertMessages.viewOriginal }).click();
  await expect(page).toHaveURL(/\/alerts\/everything\?alertId=[0-9a-f-]{36}$/);
  await expectListed(page, [titleOf("liquidity")]);
  await expect(
    alertCard(page, titleOf("liquidity")).getByRole("button", { name: alertMessages.seeLess }),
  ).toBeVisible();
});
