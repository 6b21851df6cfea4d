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

/**
 * Signs in with the login mutation the form sends (the session cookie lands in the page's
 * context), then opens `at`: "/" unless told, or nowhere with null, for a test that prepares
 * data through the API first. The form itself has specs of its own (sign-in, MFA, next
 * redirects, organisations); filling it in every other test cost about a second and a half
 * of a busy two-core machine each time.
 */
export async function signIn(page: Page, email: string, at: string | null = "/") {
  const response = await page.request.post("/graphql", {
    data: {
      query: "mutation ($input: LoginInput!) { login(input: $input) { __typename } }",
      variables: { input: { email, password: e2eEnv.password } },
    },
  });
  expect(response.ok(), `sign-in answered HTTP ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data?: { login?: { __typename: string } } };
  expect(data?.login?.__typename, `sign-in of ${email}`).toBe("LoginSuccess");
  if (at !== null) await page.goto(at);
}
