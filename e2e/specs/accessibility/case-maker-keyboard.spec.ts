import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { snackbar, uniqueTitle } from "../cases/case-steps.ts";
import { focusedElement, tabTo } from "./keyboard-steps.ts";

test("a new case is opened, filled and created with the keyboard only", async ({ page }) => {
  await signIn(page, "admin@acme.test", "/cases");
  const newCase = page.getByRole("button", { name: "New case" });
  await expect(newCase).toBeVisible();

  await tabTo(page, newCase);
  await page.keyboard.press("Enter");
  const maker = page.getByRole("dialog", { name: "Create Case" });
  await expect(maker).toBeVisible();
  // The dialog takes the focus: the keyboard goes on inside it.
  await expect
    .poll(() => maker.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);

  const title = uniqueTitle("Keyboard case");
  await tabTo(page, maker.getByRole("textbox", { name: "Title" }));
  await page.keyboard.type(title);
  await tabTo(page, maker.getByRole("textbox", { name: "Description" }));
  await page.keyboard.type("Raised without a mouse.");
  const create = maker.getByRole("button", { name: "Create", exact: true });
  await expect(create).toBeEnabled();
  await tabTo(page, create, { maxPresses: 60 });
  await page.keyboard.press("Enter");

  await expect(snackbar(page, new RegExp(`^Case ID \\d+: ${title} was created\\.$`))).toBeVisible();
  // The maker goes on to show the new case (open-on-create), and the keyboard goes on there.
  const opened = page.getByRole("dialog", { name: /^Case ID \d+/ });
  await expect(opened).toBeVisible();
  await expect
    .poll(async () =>
      (await opened.evaluate((dialog) => dialog.contains(document.activeElement)))
        ? "in the case"
        : await focusedElement(page),
    )
    .toBe("in the case");
});
