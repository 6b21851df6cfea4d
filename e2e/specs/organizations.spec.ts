import type { Page } from "@playwright/test";
import { e2eEnv } from "../support/e2e-env.ts";
import { waitForMailLink } from "../support/mail.ts";
import { fillSignIn, signIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";

/** Pastes text into the focused field as a person's clipboard would. */
async function paste(page: Page, label: string, text: string) {
  const field = page.getByLabel(label);
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const chips = (page: Page) => page.getByTestId("email-chip");

test("an admin invites two people by pasting a list, the bad entry is marked, and an invitee joins from the mailed link", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const first = `ada-${stamp}@x.test`;
  const second = `grace-${stamp}@x.test`;
  await signIn(page, "admin@acme.test", "/members");
  await page.getByRole("button", { name: "Invite members" }).click();
  await paste(page, "E-mail addresses", `${first}; ${second} | bad`);
  await expect(chips(page)).toHaveCount(3);
  await expect(chips(page).filter({ hasText: "bad" })).toHaveAttribute("data-status", "error");
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(chips(page).filter({ hasText: first })).toHaveAttribute("data-status", "success");
  await expect(chips(page).filter({ hasText: second })).toHaveAttribute("data-status", "success");

  const link = await waitForMailLink(
    first,
    /http:\/\/127\.0\.0\.1:3210\/accept-invitation\?token=[A-Za-z0-9_-]+/,
  );
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await invitee.getByLabel("First name").fill("Ada");
  await invitee.getByLabel("Last name").fill("Lovelace");
  const password = "Analytical-Engine-1843";
  await invitee.getByLabel(/^password/i).fill(password);
  await invitee.getByLabel(/^confirm password/i).fill(password);
  await invitee.getByRole("button", { name: "Accept invitation" }).click();
  await expect(
    invitee.getByRole("heading", { name: "Welcome to Acme Supplier Risk" }),
  ).toBeVisible();

  await invitee.goto("/logout");
  await expect(invitee).toHaveURL(/\/login/);
  await fillSignIn(invitee, first, password);
  await expect(invitee).toHaveURL(`${e2eEnv.baseUrl}/`);
});

test("an admin creates a group and adds a member to it", async ({ page }) => {
  const name = `Supplier Quality ${Date.now().toString(36)}`;
  await signIn(page, "admin@acme.test", "/groups");
  await page.getByLabel("New group name").fill(name);
  await page.getByRole("button", { name: "Create group" }).click();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText("0 member(s)");
  await row.getByRole("button", { name: "Members" }).click();
  await page.getByLabel("Add members").first().fill("Jamie");
  await page.getByRole("option", { name: /Jamie Lee/ }).click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("1 member(s)");
});

test("a provider manager creates an organisation with a brand colour, and an organisation's users see its colour", async ({
  page,
  browser,
}) => {
  await signIn(page, "manager@tierwise.test", "/organizations/new");
  const name = `Orbit Metals ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Brand colour" }).fill("not-a-colour");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByText("Wrong color hex format example: #ffffff")).toBeVisible();
  await page.getByRole("textbox", { name: "Brand colour" }).fill("#c92a2a");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organizations\/[0-9a-f-]{36}$/);

  // The provider manager recolours Acme; Acme's members see it on their next page load.
  await page.goto("/organizations");
  await page.getByRole("link", { name: "Acme Industries" }).click();
  await page.getByRole("textbox", { name: "Brand colour" }).fill("#c92a2a");
  await page.getByRole("button", { name: "Save organisation" }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  const member = await (await browser.newContext()).newPage();
  await signIn(member, "member@acme.test", "/account");
  const save = member.getByRole("button", { name: "Save profile" });
  await expect(save).toHaveCSS("background-color", "rgb(201, 42, 42)");
});
