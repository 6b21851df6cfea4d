import { signIn } from "../support/sign-in.ts";
import { expect, test } from "../support/test.ts";

test("Acme's administrator sees Home, the organisation's custom links and its brand", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
  const custom = nav.getByRole("link", { name: /Supplier Code of Conduct/ });
  await expect(custom).toHaveAttribute("target", "_blank");
  await expect(custom).toHaveAttribute("href", "https://acme.example/supplier-code");
  await expect(nav.getByRole("link", { name: /Procurement Handbook/ })).toBeVisible();
  await expect(page.getByText("Acme Supplier Risk").first()).toBeVisible();
});

test("the provider's manager sees no custom links, and no organisation switch", async ({
  page,
}) => {
  await signIn(page, "manager@tierwise.test");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /Supplier Code of Conduct/ })).toHaveCount(0);
  await page.getByRole("button", { name: /account menu|user menu/i }).click();
  await expect(page.getByRole("menuitem", { name: /switch organi[sz]ation/i })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: /log ?out|sign out/i })).toBeVisible();
});

test("a member of two organisations gets the organisation switch in the user menu", async ({
  page,
}) => {
  await page.goto("/login");
  await signIn(page, "multi@tierwise.test");
  await page.getByRole("button", { name: /Acme Industries/ }).click();
  await page.getByRole("button", { name: /account menu|user menu/i }).click();
  await expect(page.getByRole("menuitem", { name: /switch organi[sz]ation/i })).toBeVisible();
});

test("home's account cards open the matching section of the account page", async ({ page }) => {
  await signIn(page, "member@acme.test");
  await page.getByRole("link", { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/account#notifications$/);
  await expect(page.getByRole("region", { name: "Notifications" })).toBeInViewport();
});
