import type { Page } from "@playwright/test";
import { signIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";
import { mention, openCaseTab, snackbar, uniqueTitle } from "./cases/case-steps.ts";
import { createTopLevelPortfolio, uniqueName } from "./portfolios/portfolio-steps.ts";

/**
 * The analyst's daily loop on the demo data (issue 27), as the administrator and the member of
 * Acme would do it by hand: find a misspelt company, add it to a portfolio, see its risk grade
 * and why on its own page, open a case with a task and a mention, and follow the mention as
 * the person mentioned, landing on the case.
 */

/** The bell's accessible name carries the count: "Notifications, N unread". */
const unreadIn = async (name: string | null) => Number(/, (\d+) unread$/.exec(name ?? "")?.[1]);

async function findCompany(page: Page, misspelt: string, name: RegExp, path: RegExp) {
  const search = page.getByRole("combobox", { name: "Search companies" });
  await search.fill(misspelt);
  const suggestion = page.getByRole("option", { name }).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(path);
}

test("find, follow, grade, case and mention: the daily loop as admin and member", async ({
  browser,
}) => {
  // Two people and a dozen pages: longer than one spec's default minute.
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  const member = await (await browser.newContext()).newPage();
  await signIn(member, "member@acme.test");
  const bell = member.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = await unreadIn(await bell.getAttribute("aria-label"));

  // 1. The administrator finds a misspelt company and adds it to a new portfolio.
  await signIn(admin, "admin@acme.test", null);
  const portfolio = uniqueName("Daily loop");
  await createTopLevelPortfolio(admin, portfolio);
  await findCompany(admin, "Stark Componnents", /Stark Components/, /\/company\/stark-components$/);
  await admin.getByRole("button", { name: "Add to portfolio" }).click();
  const dialog = admin.getByRole("dialog", { name: /to portfolios$/ });
  await dialog.getByRole("textbox", { name: "Search portfolios" }).fill(portfolio);
  await dialog.getByRole("checkbox", { name: portfolio }).check();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(admin.getByText(`Added to "${portfolio}".`)).toBeVisible();

  // 2. Its risk grade and why, on its own page: the card on Overview leads to the Risk tab.
  const card = admin.getByRole("region", { name: "Risk grade" });
  await expect(card.getByText(/risk points$/)).toBeVisible({ timeout: 30_000 });
  const adminGrade = await card.innerText();
  await card.getByRole("link", { name: "Why this grade" }).click();
  await expect(admin).toHaveURL(/\/company\/stark-components\/risk$/);
  await expect(admin.getByRole("heading", { level: 2, name: "Risk" })).toBeVisible();

  // 3. A case about it, with a task, and a note on its feed that mentions the member.
  await admin.goto("/company/stark-components");
  await admin
    .getByRole("navigation", { name: "Activity" })
    .getByRole("button", { name: /^Cases/ })
    .click();
  await admin
    .getByRole("region", { name: "Cases" })
    .getByRole("button", { name: "Create case" })
    .click();
  const maker = admin.getByRole("dialog", { name: "Create Case" });
  const title = uniqueTitle("Daily loop follow-up");
  await maker.getByRole("textbox", { name: "Title" }).fill(title);
  await maker.getByRole("textbox", { name: "Description" }).click();
  await admin.keyboard.type("Late again.");
  await maker.getByRole("button", { name: "Create", exact: true }).click();
  await expect(
    snackbar(admin, new RegExp(`^Case ID \\d+: ${title} was created\\.$`)),
  ).toBeVisible();
  const caseLink = admin.getByRole("dialog").getByRole("link", { name: /^Case ID \d+/ });
  const casePath = (await caseLink.getAttribute("href")) ?? "";
  expect(casePath).toMatch(/^\/cases\/[0-9a-f-]{36}$/);
  await admin.goto(casePath);
  await openCaseTab(admin, "Tasks");
  await admin.getByRole("textbox", { name: "Task title" }).fill("Call the supplier");
  await admin.getByRole("button", { name: "Add task" }).click();
  await expect(admin.getByTestId("task").filter({ hasText: "Call the supplier" })).toBeVisible();
  await openCaseTab(admin, "Feed");
  const note = `Daily loop note ${Date.now()}`;
  await admin.getByRole("textbox", { name: "New note" }).click();
  await admin.keyboard.type(`${note} for `);
  await mention(admin, "Jam", "Jamie Lee");
  await admin.getByRole("button", { name: "Add", exact: true }).first().click();
  await expect(admin.getByTestId("comment").filter({ hasText: note })).toBeVisible();

  // 4. The member is told, and the notification lands on the case with the note highlighted.
  // The bell counts again on every page load (it also polls each minute).
  await member.reload();
  const told = member.getByRole("button", { name: `Notifications, ${before + 1} unread` });
  await expect(told).toBeVisible();
  await told.click();
  await member
    .getByRole("button", { name: "Unread: Alex Carter mentioned you in a note" })
    .filter({ hasText: note })
    .click();
  await expect(member).toHaveURL(new RegExp(`${casePath}.*highlighted=`));
  await expect(member.getByTestId("comment").filter({ hasText: note })).toBeVisible();
  await expect(member.getByText(title).first()).toBeVisible();

  // 5. The member sees the same grade for the company: one read, one answer.
  await member.goto("/company/stark-components");
  const theirCard = member.getByRole("region", { name: "Risk grade" });
  // The overview's sections load together; on a busy machine that takes a while.
  await expect(theirCard.getByText(/risk points$/)).toBeVisible({ timeout: 30_000 });
  expect(await theirCard.innerText()).toBe(adminGrade);
});
