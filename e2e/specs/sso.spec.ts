import { e2eEnv } from "../support/e2e-env.ts";
import { expect, test } from "../support/test.ts";

test("signs in through the organisation's OpenID provider, created just in time", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign in with SSO" }).click();
  await expect(page).toHaveURL(/\/login-sso/);

  await page.getByLabel(/work e-mail/i).fill("someone@unknown-domain.test");
  await page.getByRole("button", { name: "Continue with SSO" }).click();
  await expect(page.getByText("Incorrect email")).toBeVisible();

  const email = `ana-${Date.now().toString(36)}@${e2eEnv.ssoDomain}`;
  await page.getByLabel(/work e-mail/i).fill(email);
  await page.getByRole("button", { name: "Continue with SSO" }).click();

  // The provider's own (development) sign-in and consent pages.
  await expect(page).toHaveURL(/127\.0\.0\.1:3212/);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill("anything");
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(`${e2eEnv.baseUrl}/`);
  await expect(page.getByText("Sso Corp").first()).toBeVisible();
  const session = await page.request.post("/graphql", {
    data: { query: "{ session { authenticated details { email } roles } }" },
  });
  const body = await session.json();
  expect(body.data.session).toMatchObject({
    authenticated: true,
    details: { email },
    roles: ["user"],
  });
});
