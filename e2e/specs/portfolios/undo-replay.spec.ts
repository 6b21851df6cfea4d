import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { createTopLevelPortfolio, snackbarWith, treeRow, uniqueName } from "./portfolio-steps.ts";

test("an archive's Undo comes back after a reload and restores the portfolio", async ({ page }) => {
  await signIn(page, "member@acme.test", null);
  const name = uniqueName("Undo later");
  await createTopLevelPortfolio(page, name);
  await treeRow(page, name)
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  const message = `Portfolio "${name}" archived.`;
  await expect(page.getByText(message)).toBeVisible();
  await expect(treeRow(page, name)).toHaveCount(0);

  // The snackbar of this page is gone with the reload; the server's offer brings it back.
  await page.reload();
  const replayed = snackbarWith(page, message);
  await expect(replayed).toBeVisible();
  await replayed.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Undone.")).toBeVisible();
  await expect(treeRow(page, name)).toBeVisible();
});
