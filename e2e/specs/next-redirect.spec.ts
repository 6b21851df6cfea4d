import { e2eEnv } from "../support/e2e-env.ts";
import { e2eUsers } from "../support/e2e-users.ts";
import { fillSignIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";

test("a signed-out visitor is sent to /login with next, and returns there after signing in", async ({
  page,
}) => {
  await page.goto("/account?tab=notifications");
  await expect(page).toHaveURL(
    `${e2eEnv.baseUrl}/login?next=${encodeURIComponent("/account?tab=notifications")}`,
  );
  await fillSignIn(page, e2eUsers.next);
  await expect(page).toHaveURL(`${e2eEnv.baseUrl}/account?tab=notifications`);
});

for (const unsafe of ["//evil.example", "https://evil.example", "evil"]) {
  test(`an unsafe next (${unsafe}) lands on /`, async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(unsafe)}`);
    await fillSignIn(page, e2eUsers.next);
    await expect(page).toHaveURL(`${e2eEnv.baseUrl}/`);
  });
}
