import { e2eEnv } from "../support/e2e-env.ts";
import { e2eUsers } from "../support/e2e-users.ts";
import { fillSignIn, signIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";
import { totpCode } from "../support/totp.ts";

/** Each code works once: wait for a time step the server has not seen yet. */
async function freshCode(secret: string, used: Set<string>) {
  for (;;) {
    const code = totpCode(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test("sets up TOTP, then signs in with a computed code", async ({ page }) => {
  test.setTimeout(120_000);
  const used = new Set<string>();
  await signIn(page, e2eUsers.mfa, "/mfa/totp-setup");
  await expect(page.getByRole("img", { name: /QR code/i })).toBeVisible();
  const secret = ((await page.locator("code").first().textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel(/code/i).fill("12ab56");
  await page.getByRole("button", { name: /turn on two-factor/i }).click();
  await expect(page.getByText("Please provide a 6-digit number.")).toBeVisible();

  await page.getByLabel(/code/i).fill(await freshCode(secret, used));
  await page.getByRole("button", { name: /turn on two-factor/i }).click();
  await expect(page).not.toHaveURL(/totp-setup/);

  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login/);
  await fillSignIn(page, e2eUsers.mfa);
  await expect(page).toHaveURL(/\/mfa\/totp-login/);
  await expect(
    page.getByText("Two-factor authentication required: continue with TOTP MFA login or setup."),
  ).toBeVisible();
  await page.getByLabel(/code/i).fill("000000" === totpCode(secret) ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Incorrect code. Please try again.")).toBeVisible();
  await page.getByLabel(/code/i).fill(await freshCode(secret, used));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(`${e2eEnv.baseUrl}/`);
});
