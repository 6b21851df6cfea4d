import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";

const tagsQuery = JSON.stringify({ query: "{ tags { itemsCount } }" });

test("a member makes a personal API token, sees it once, uses it, and revokes it", async ({
  page,
  request,
}) => {
  const name = `ERP sync ${Date.now().toString(36)}`;
  await signIn(page, "member@acme.test", "/account");
  const section = page.getByRole("region", { name: "Personal API tokens" });
  await section.getByRole("button", { name: "New token" }).click();
  await section.getByLabel(/^Token name/).fill(name);
  await section.getByRole("checkbox", { name: "read:tags" }).check();
  await section.getByRole("button", { name: "Create token" }).click();

  const shown = section.getByLabel("API token secret");
  await expect(shown).toBeVisible();
  const secret = ((await shown.textContent()) ?? "").trim();
  expect(secret).toMatch(/^tw_[A-Za-z0-9_-]{43}$/);

  const call = () =>
    request.post("/graphql", {
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      data: tagsQuery,
    });
  const used = await call();
  expect(used.status()).toBe(200);
  expect((await used.json()).data.tags.itemsCount).toBeGreaterThanOrEqual(0);
  expect(used.headers()["ratelimit-limit"]).toBeTruthy();

  await section.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  await expect(section.getByRole("cell", { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  await section.getByRole("button", { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke API token" });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(section.getByRole("cell", { name: new RegExp(`^${name}`) })).toHaveCount(0);
  expect((await call()).status()).toBe(401);
});

test("an administrator makes a service token in the organisation settings", async ({ page }) => {
  const account = `Reporting ${Date.now().toString(36)}`;
  await signIn(page, "admin@acme.test", "/settings");
  await page.getByRole("link", { name: /Service API tokens/ }).click();
  await expect(page.getByRole("heading", { name: "Service API tokens" })).toBeVisible();
  await page.getByRole("button", { name: "New token" }).click();
  await page.getByLabel(/^Token name/).fill("Weekly report");
  await page.getByLabel(/^Service account/).fill(account);
  await page.getByLabel(/^Role of a new service account/).selectOption({ label: "Administrator" });
  await page.getByRole("checkbox", { name: "read:companies" }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByLabel("API token secret")).toBeVisible();
  await expect(page.getByRole("cell", { name: account })).toBeVisible();
});
