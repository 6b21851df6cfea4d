import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { createCaseViaApi, openCasePage, snackbar, uniqueTitle } from "./case-steps.ts";

test("choosing Complete asks for a resolution comment, then closes the case with it", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const supplierCase = await createCaseViaApi(page, { title: uniqueTitle("Quality escape") });
  await openCasePage(page, supplierCase);
  const status = page.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveValue("to_do");

  // Cancel leaves the case as it was.
  await status.selectOption("Complete");
  const dialog = page.getByRole("dialog", { name: "Resolve case as Complete" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue("to_do");

  await status.selectOption("Complete");
  const resolve = dialog.getByRole("button", { name: "Resolve" });
  await expect(resolve).toBeDisabled();
  const resolution = "Supplier replaced the batch; 8D report accepted.";
  await dialog.getByRole("textbox", { name: "Resolution comment" }).fill(resolution);
  await resolve.click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, "Status was updated successfully")).toBeVisible();
  await expect(status).toHaveValue("complete");
  // The comment is on the case's feed.
  await expect(page.getByTestId("comment").filter({ hasText: resolution })).toBeVisible();

  // The list shows it complete, and so does a fresh load of the case.
  await page.goto("/cases");
  await page.getByRole("textbox", { name: "Search" }).fill(supplierCase.title);
  const row = page
    .getByRole("table", { name: "Cases" })
    .getByRole("row")
    .filter({ hasText: supplierCase.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Complete");
  await page.goto(`/cases/${supplierCase.id}`);
  await expect(status).toHaveValue("complete");
});
