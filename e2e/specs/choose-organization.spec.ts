import { e2eEnv } from "../support/e2e-env.ts";
import { fillSignIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";

test("a member of two organisations chooses one, and can switch later", async ({ page }) => {
  await page.goto("/login");
  await fillSignIn(page, "multi@tierwise.test");
  await expect(page).toHaveURL(/\/choose/);
  await page.getByRole("button", { name: /Nimbus Labs/ }).click();
  await expect(page).toHaveURL(`${e2eEnv.baseUrl}/`);
  await expect(page.getByText("Nimbus Labs").first()).toBeVisible();

  // Any page before choosing sends the user back to /choose.
  await page.goto("/choose");
  await page.getByRole("button", { name: /Acme Industries/ }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Acme Supplier Risk" })).toBeVisible();
});
