import { expect, type Page } from "@playwright/test";
import { e2eEnv } from "./e2e-env.ts";

/** Fills the sign-in form as a person would. */
export async function fillSignIn(page: Page, email: string, password = e2eEnv.password) {
  await page
    .getByLabel(/^e-?mail/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
}

export async function signIn(page: Page, email: string, password = e2eEnv.password) {
  await page.goto("/login");
  await fillSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}
