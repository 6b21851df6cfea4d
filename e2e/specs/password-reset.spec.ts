import { e2eEnv } from "../support/e2e-env.ts";
import { e2eUsers } from "../support/e2e-users.ts";
import { waitForMailLink } from "../support/mail.ts";
import { fillSignIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";

test("a forgotten password is reset through the mailed link, which works only once", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel(/^e-?mail/i).fill(e2eUsers.reset);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/reset link is on its way/i)).toBeVisible();

  const link = await waitForMailLink(
    e2eUsers.reset,
    /http:\/\/127\.0\.0\.1:3210\/edit-password\?token=[A-Za-z0-9_-]+/,
  );
  const newPassword = "A-brand-new-Passphrase-77";
  await page.goto(link);
  await page.getByLabel(/^new password/i).fill(newPassword);
  await page.getByLabel(/confirm/i).fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText(/password has been changed|can now sign in/i)).toBeVisible();

  await page.goto("/login");
  await fillSignIn(page, e2eUsers.reset, newPassword);
  await expect(page).toHaveURL(`${e2eEnv.baseUrl}/`);

  // The same link again is refused.
  await page.goto(link);
  await page.getByLabel(/^new password/i).fill(`${newPassword}-again`);
  await page.getByLabel(/confirm/i).fill(`${newPassword}-again`);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your link has expired or is invalid.")).toBeVisible();
});
