import type { Locator, Page } from "@playwright/test";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { createCaseViaApi, snackbar, uniqueTitle } from "./case-steps.ts";

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** A pointer drag as a person makes it: press, move in steps (past dnd-kit's 6 px), release. */
async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("nothing to drag, or nowhere to drop");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

test("a card dragged to In progress is saved there; moved on to Complete it is resolved", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const supplierCase = await createCaseViaApi(page, { title: uniqueTitle("Board move") });
  await page.goto("/cases?mode=board");
  await page.getByRole("textbox", { name: "Search" }).fill(supplierCase.title);
  const name = `Case ID ${supplierCase.rowNumber}: ${supplierCase.title}`;
  const card = page.getByRole("listitem").filter({ hasText: supplierCase.title });
  await expect(column(page, "To do").getByRole("listitem")).toHaveCount(1);
  await expect(column(page, "To do")).toContainText(supplierCase.title);

  await dragTo(
    page,
    card.getByRole("button", { name: `Move ${name}` }),
    column(page, "In progress"),
  );
  await expect(snackbar(page, "Status was updated successfully")).toBeVisible();
  await expect(column(page, "In progress")).toContainText(supplierCase.title);
  await expect(column(page, "To do").getByRole("listitem")).toHaveCount(0);
  await page.reload();
  await expect(column(page, "In progress")).toContainText(supplierCase.title);

  // With the keyboard: pick up, one column right (Complete), drop; the resolve dialog asks why.
  await card.getByRole("button", { name: `Move ${name}` }).focus();
  await page.keyboard.press("Space");
  // Picked up, it is over its own column at first (the live region says so).
  const overInProgress = page.getByText(`${name} is over In progress.`);
  const overComplete = page.getByText(`${name} is over Complete.`);
  await expect(overInProgress).toBeAttached();
  // dnd-kit listens for the arrow keys from a timer after the pick-up, and measures the columns
  // only then: a press before both is lost (seen once in CI: the card stayed over In progress)
  // and is pressed again. A press that arrived moves the card on, and the next check sees it.
  await expect(async () => {
    if ((await overInProgress.count()) > 0) await page.keyboard.press("ArrowRight");
    await expect(overComplete).toBeAttached({ timeout: 2_000 });
  }).toPass();
  await page.keyboard.press("Space");
  const dialog = page.getByRole("dialog", { name: "Resolve case" });
  await expect(dialog).toContainText(`${name} — Complete`);
  await dialog.getByRole("textbox", { name: "Resolution comment" }).fill("Moved on the board.");
  await dialog.getByRole("button", { name: "Resolve" }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, "Complete")).toContainText(supplierCase.title);
  await expect(column(page, "In progress").getByRole("listitem")).toHaveCount(0);
  await page.reload();
  await expect(column(page, "Complete")).toContainText(supplierCase.title);
});
