import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";

test("a member of an organisation with n-tier finds it in the navigation, marked beta", async ({
  page,
}) => {
  await signIn(page, "member@acme.test");
  const item = page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: /^N-Tier/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText("beta");
  await item.click();
  await expect(page).toHaveURL(/\/n-tier\/table$/);
  await expect(page.getByRole("heading", { level: 1, name: "N-Tier" })).toBeVisible();
});

test("an organisation without n-tier has no navigation item and no n-tier pages", async ({
  page,
}) => {
  await signIn(page, "teams-admin@nimbus.test");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /^N-Tier/ })).toHaveCount(0);
  for (const path of ["/n-tier/table", "/n-tier"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
});
