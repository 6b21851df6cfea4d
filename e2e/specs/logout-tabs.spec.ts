import { e2eEnv } from "../support/e2e-env.ts";
import { e2eUsers } from "../support/e2e-users.ts";
import { signIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";

test("logging out in one tab signs the other tab out", async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, e2eUsers.tabs);
  const second = await context.newPage();
  await second.goto("/account");
  await expect(second).toHaveURL(`${e2eEnv.baseUrl}/account`);

  await first.goto("/logout");
  await expect(first).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login/, { timeout: 15_000 });

  // The session is gone on the server too.
  const session = await second.request.post("/graphql", {
    data: { query: "{ session { authenticated } }" },
  });
  expect((await session.json()).data.session.authenticated).toBe(false);
});
