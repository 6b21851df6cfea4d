import type { Page } from "@playwright/test";
import { e2eEnv } from "../../support/e2e-env.ts";
import { waitForMailLink } from "../../support/mail.ts";
import { fillSignIn, signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { collectPageErrors, graphql, uniqueName } from "./dashboard-steps.ts";

const nimbus = /Nimbus Labs/;
const colleaguePassword = "Colleague-Password-2026!";
const navigation = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

/**
 * Nimbus Labs' administrator brings in a colleague (an invitation, accepted through the API)
 * and puts them in a new team; returns the colleague's signed-in page and the team's name.
 */
async function colleagueInATeam(admin: Page, colleague: Page) {
  const email = `${uniqueName("colleague").replace(/\s+/g, "-")}@nimbus.test`.toLowerCase();
  await graphql(
    admin,
    "mutation ($emails: [String!]!) { inviteMembers(emails: $emails) { __typename } }",
    {
      emails: [email],
    },
  );
  const link = await waitForMailLink(
    email,
    new RegExp(`${e2eEnv.baseUrl.replaceAll(".", "\\.")}/accept-invitation\\?token=[A-Za-z0-9_-]+`),
  );
  const accepted = await graphql<{ acceptInvitation: { session?: { id: string } } }>(
    colleague,
    `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) {
      ... on AcceptInvitationSuccess { session { id } } } }`,
    {
      input: {
        token: new URL(link).searchParams.get("token"),
        firstName: "Grace",
        lastName: "Colleague",
        password: colleaguePassword,
      },
    },
  );
  const userId = accepted.acceptInvitation.session?.id;
  if (!userId) throw new Error("the invitation was not accepted");
  const teamName = uniqueName("Buyers");
  const created = await graphql<{ createTeam: { team?: { id: string } } }>(
    admin,
    "mutation ($name: String!) { createTeam(name: $name) { ... on TeamChangeSuccess { team { id } } } }",
    { name: teamName },
  );
  await graphql(
    admin,
    "mutation ($teamId: ID!, $userIds: [ID!]!) { addTeamMembers(teamId: $teamId, userIds: $userIds) { __typename } }",
    { teamId: created.createTeam.team?.id, userIds: [userId] },
  );
  return { teamName };
}

test("a member makes the organisation's first dashboard from Settings, and gives a colleague's team edit rights", async ({
  page,
  browser,
}) => {
  const errors = collectPageErrors(page);
  // Nimbus Labs has no dashboards in the demo data: its navigation has no Dashboards group.
  await page.goto("/login");
  await fillSignIn(page, "multi@tierwise.test");
  await page.getByRole("button", { name: nimbus }).click();
  await expect(page).toHaveURL(`${e2eEnv.baseUrl}/`);
  await expect(navigation(page).getByRole("link").first()).toBeVisible();
  await expect(navigation(page).getByRole("region", { name: "Dashboards" })).toHaveCount(0);

  await page.goto("/settings");
  await page.getByRole("link", { name: /^Dashboards/ }).click();
  await expect(page).toHaveURL(/\/settings\/dashboards$/);
  await expect(page.getByText("No dashboards yet")).toBeVisible();
  await page.getByRole("button", { name: "New dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "New dashboard" });
  const name = uniqueName("Weekly risk");
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("radio", { name: /Risk overview/ }).check();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const slug = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await expect(
    navigation(page).getByRole("region", { name: "Dashboards" }).getByRole("link", { name }),
  ).toBeVisible();

  // A colleague in a team reads it, but may not change it yet.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, "teams-admin@nimbus.test", null);
  const colleague = await (await browser.newContext()).newPage();
  const { teamName } = await colleagueInATeam(adminPage, colleague);
  // Accepting the invitation signed the colleague in.
  await colleague.goto(`/dashboards/${slug}`);
  await expect(colleague.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(colleague.getByRole("button", { name: "Edit" })).toHaveCount(0);

  // The owner gives the colleague's team edit rights.
  await page.getByRole("button", { name: "Dashboard actions" }).click();
  await page.getByRole("menuitem", { name: "Who may edit" }).click();
  const access = page.getByRole("dialog", { name: "Who may edit" });
  await access.getByRole("textbox", { name: "People and teams who may edit" }).fill(teamName);
  await page.getByRole("option", { name: teamName }).click();
  // The suggestions stay open while the field has focus, as they do for a person typing on.
  await access.getByRole("heading", { name: "Who may edit" }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
  await access.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Who may edit "${name}" saved.`)).toBeVisible();
  await page.goto("/settings/dashboards");
  await expect(
    page.getByRole("row", { name: new RegExp(name) }).getByText(`(team)`, { exact: false }),
  ).toContainText(teamName);

  // The colleague now may: they rename it.
  await colleague.reload();
  await expect(colleague.getByRole("button", { name: "Edit" })).toBeVisible();
  await colleague.getByRole("button", { name: "Dashboard actions" }).click();
  await colleague.getByRole("menuitem", { name: "Rename" }).click();
  const renamed = `${name} (team)`;
  const rename = colleague.getByRole("dialog", { name: "Rename dashboard" });
  await rename.getByRole("textbox", { name: "Name" }).fill(renamed);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  expect(errors).toEqual([]);
});
