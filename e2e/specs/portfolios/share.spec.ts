import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { treeRow, uniqueName } from "./portfolio-steps.ts";

test("a portfolio shared with a team is seen by a member of that team, and by no one before", async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "admin@acme.test");
  const name = uniqueName("Board watchlist");
  await admin.goto("/portfolios");
  await admin.getByRole("button", { name: "New portfolio" }).click();
  const form = admin.getByRole("dialog", { name: "New portfolio" });
  await form.getByRole("textbox", { name: /^Name/ }).fill(name);
  await form.getByRole("button", { name: "Create portfolio" }).click();
  const share = admin.getByRole("dialog", { name: `Share ${name}` });
  await expect(
    share.getByText(`"${name}" was created. Who else should see it?`, { exact: false }),
  ).toBeVisible();

  // Not shared yet: a member of Compliance does not find it.
  const member = await (await browser.newContext()).newPage();
  await signIn(member, "member@acme.test", "/portfolios");
  await expect(member.getByRole("list", { name: "All portfolios" })).toBeVisible();
  await expect(treeRow(member, name)).toHaveCount(0);

  await share.getByRole("combobox", { name: "Share with" }).click();
  await admin.getByRole("option", { name: "Compliance" }).click();
  await share.getByRole("button", { name: "Add" }).click();
  const access = share.getByRole("list", { name: "Has access" });
  await expect(access.getByText("Compliance")).toBeVisible();
  await share.getByRole("button", { name: "Save access" }).click();
  await expect(admin.getByText(`Sharing of "${name}" saved.`)).toBeVisible();

  await member.reload();
  await expect(treeRow(member, name)).toBeVisible();
  // Read-only: no moving, no actions, and the page offers no changes.
  await expect(treeRow(member, name).getByRole("button", { name: `Move ${name}` })).toHaveCount(0);
  await treeRow(member, name).getByRole("link", { name }).click();
  await expect(member.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(member.getByRole("button", { name: "Edit" })).toHaveCount(0);
});
