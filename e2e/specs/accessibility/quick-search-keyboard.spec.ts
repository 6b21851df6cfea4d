import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { arrowDownTo, expectFocusVisible, tabTo } from "./keyboard-steps.ts";

test("a misspelt company is found and opened from the header search with the keyboard", async ({
  page,
}) => {
  await signIn(page, "member@acme.test");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // From the top of the page: the skip link first, then the header, where the search is.
  const search = page
    .getByRole("search", { name: "Company search" })
    .getByRole("combobox", { name: "Search companies" });
  await tabTo(page, search);
  await page.keyboard.type("nortwind");

  const suggestions = page.getByRole("listbox", { name: "Company suggestions" });
  const northwind = suggestions.getByRole("option", { name: /^Northwind Traders Seattle/ });
  await expect(northwind).toBeVisible();
  // The arrows move the highlighted suggestion while the focus stays in the box.
  await arrowDownTo(page, search, northwind);
  await expect(northwind).toHaveAttribute("data-combobox-selected", "true");
  await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
  await expectFocusVisible(search);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/company\/northwind-traders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Traders" })).toBeVisible();
});
