import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { NotesPanel } from "./notes-panel.ts";

test("a note with bold text, a nested list, a link and a mention", async ({ page }) => {
  await signIn(page, "admin@acme.test", null);
  const notes = new NotesPanel(page);
  await notes.open("contoso-manufacturing");
  await expect(notes.panel.getByText("This wall is empty.")).toBeVisible();
  await expect(
    notes.panel.getByText("Start by adding a note, image, or file above."),
  ).toBeVisible();

  await notes.composer.click();
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Urgent");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" supplier review");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- Plant A");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Line 2");
  // Enter in an empty item goes up a level, twice leaves the list.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("See ");
  await notes.panel.getByRole("button", { name: "Link" }).click();
  await page.getByRole("textbox", { name: "Link address" }).fill("https://example.com/audit");
  await page.getByRole("button", { name: "Add link" }).click();
  await page.keyboard.type(" and ask ");
  await notes.mention("Jam", "Jamie Lee");
  await page.keyboard.type("to check.");
  await notes.add();

  const note = notes.note("supplier review");
  await expect(note).toBeVisible();
  await expect(note.locator("strong", { hasText: "Urgent" })).toBeVisible();
  await expect(note.locator("ul ul li", { hasText: "Line 2" })).toBeVisible();
  await expect(note.getByRole("link", { name: "https://example.com/audit" })).toHaveAttribute(
    "href",
    "https://example.com/audit",
  );
  await expect(note.getByText("@Jamie Lee")).toBeVisible();
  await expect(notes.composer).not.toContainText("supplier review");

  // The recipient card of the mention.
  await note.getByRole("button", { name: "Jamie Lee, person" }).focus();
  await expect(page.getByText("Risk Analyst")).toBeVisible();

  // The notes button now has its dot.
  await expect(
    page.getByRole("navigation", { name: "Activity" }).getByRole("button", { name: "Notes (new)" }),
  ).toBeVisible();
});

test("reply to a note, edit the reply, then delete the note", async ({ page }) => {
  await signIn(page, "admin@acme.test", null);
  const notes = new NotesPanel(page);
  await notes.open("globex-logistics");
  await notes.composer.click();
  await page.keyboard.type("Parent note");
  await notes.setAccess("Public");
  await notes.add();
  const parent = notes.note("Parent note");
  await parent.getByRole("button", { name: "Reply" }).click();

  await expect(page).toHaveURL(/parentThread=/);
  await expect(notes.panel.getByText("This thread is empty.")).toBeVisible();
  await notes.panel.getByRole("textbox", { name: "Reply" }).click();
  await page.keyboard.type("First reply");
  await notes.add();
  const reply = notes.note("First reply");
  await expect(reply).toBeVisible();

  await reply.getByRole("button", { name: "Edit note" }).click();
  const editor = reply.getByRole("textbox", { name: "Edit note" });
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" with more");
  await reply.getByRole("button", { name: "Update" }).click();
  await expect(reply.getByRole("textbox", { name: "Edit note" })).toHaveCount(0);
  // The edit mark is appended once, and a reply takes no replies.
  await expect(reply.getByText("First reply with more (edited)", { exact: true })).toBeVisible();
  await expect(reply.getByRole("button", { name: "Reply" })).toHaveCount(0);

  await notes.panel.getByRole("button", { name: "Back to all notes" }).click();
  await expect(page).not.toHaveURL(/parentThread=/);
  await expect(notes.note("Parent note").getByRole("button", { name: "1 reply" })).toBeVisible();

  await notes.note("Parent note").getByRole("button", { name: "Delete note" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete note?" });
  await expect(dialog).toContainText(
    "Are you sure you want to delete this note? This action is permanent and cannot be undone",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Your note was deleted.")).toBeVisible();
  await expect(notes.panel.getByText("(deleted)")).toBeVisible();
});

test("a draft survives a reload", async ({ page }) => {
  await signIn(page, "admin@acme.test", null);
  const notes = new NotesPanel(page);
  await notes.open("initech-software");
  await notes.composer.click();
  await page.keyboard.type("Half-written thought");
  // The draft is saved 500 ms after the last change.
  await page.waitForTimeout(800);
  await page.reload();
  await expect(notes.composer).toContainText("Half-written thought");
  await notes.panel.getByRole("button", { name: "Cancel" }).click();
  await expect(notes.composer).not.toContainText("Half-written thought");
  await page.waitForTimeout(300);
  await page.reload();
  await expect(notes.composer).toBeVisible();
  await expect(notes.composer).not.toContainText("Half-written thought");
});
