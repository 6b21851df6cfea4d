import { e2eEnv } from "../support/e2e-env.ts";
import { e2eUsers } from "../support/e2e-users.ts";
import { fillSignIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";

test("signs in with a good password and lands on the organisation's home", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle(/\| Tierwise$/);
  await fillSignIn(page, "admin@acme.test");
  await expect(page).toHaveURL(`${e2eEnv.baseUrl}/`);
  await expect(page.getByRole("heading", { name: "Welcome to Acme Supplier Risk" })).toBeVisible();
});

test("a wrong password shows the remaining attempts", async ({ page }) => {
  await page.goto("/login");
  await fillSignIn(page, e2eUsers.wrongPassword, "not-the-password");
  await expect(page.getByRole("alert")).toContainText(
    "Login failed due to an incorrect email and/or password. You have 4 remaining attempts before your account is locked.",
  );
  await fillSignIn(page, e2eUsers.wrongPassword, "still-not-the-password");
  await expect(page.getByRole("alert")).toContainText("You have 3 remaining attempts");
  // What was typed is kept.
  await expect(page.getByLabel(/^e-?mail/i).first()).toHaveValue(e2eUsers.wrongPassword);
});

test("five wrong passwords lock the account, even against the right one", async ({ page }) => {
  await page.goto("/login");
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await fillSignIn(page, e2eUsers.lockout, `wrong-${attempt}-password`);
    await expect(page.getByRole("alert")).toContainText(
      `You have ${5 - attempt} remaining attempts`,
    );
  }
  await fillSignIn(page, e2eUsers.lockout, "wrong-5-password");
  const lockMessage =
    "Your account is now locked because of too many failed login attempts. Please try again in 5 minutes or contact your administrator to unlock your account.";
  await expect(page.getByRole("alert")).toContainText(lockMessage);
  await fillSignIn(page, e2eUsers.lockout);
  await expect(page.getByRole("alert")).toContainText(lockMessage);
  await expect(page).toHaveURL(/\/login/);
});
