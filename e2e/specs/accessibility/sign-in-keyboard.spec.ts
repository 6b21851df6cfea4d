import { e2eEnv } from "../../support/e2e-env.ts";
import { expect, test } from "../../support/test.ts";
import { tabTo } from "./keyboard-steps.ts";

test("signing in takes only Tab, typing and Enter", async ({ page }) => {
  await page.goto("/login");
  const email = page.getByRole("textbox", { name: /^E-mail/ });
  await expect(email).toBeVisible();

  await tabTo(page, email);
  await page.keyboard.type("member@acme.test");
  const password = page.getByLabel(/^Password/);
  await tabTo(page, password);
  await page.keyboard.type(e2eEnv.password);
  const signInButton = page.getByRole("button", { name: "Sign in" });
  await tabTo(page, signInButton);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
