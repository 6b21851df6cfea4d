import { fillSignIn, signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { NotesPanel } from "./notes-panel.ts";

test("a private note is seen by its recipient and not by another member", async ({ browser }) => {
  // Three people sign in one after another: three times the usual time on a busy machine.
  test.slow();
  // Unique, so that a retry after a note was added finds its own note, not two.
  const topic = `about the spill ${Date.now()}`;
  const author = await browser.newPage();
  await signIn(author, "admin@acme.test", null);
  const authorNotes = new NotesPanel(author);
  await authorNotes.open("umbrella-chemicals");
  await authorNotes.composer.click();
  await author.keyboard.type("Only for ");
  await authorNotes.mention("Jam", "Jamie Lee");
  await author.keyboard.type(topic);
  await authorNotes.setAccess("Private");
  // The mentioned person is a recipient that cannot be removed.
  const recipient = authorNotes.panel.getByTestId("recipient");
  await expect(recipient).toHaveText("Jamie Lee");
  await expect(recipient).toHaveAttribute("data-locked", "true");
  await authorNotes.add();
  await expect(authorNotes.note(topic).getByText("Private")).toBeVisible();
  await author.close();

  const recipientPage = await browser.newPage();
  await signIn(recipientPage, "member@acme.test", null);
  const recipientNotes = new NotesPanel(recipientPage);
  await recipientNotes.open("umbrella-chemicals");
  await expect(recipientNotes.note(topic)).toBeVisible();
  await recipientPage.close();

  const other = await browser.newPage();
  await other.goto("/login");
  await fillSignIn(other, "multi@tierwise.test");
  await other.getByRole("button", { name: /Acme Industries/ }).click();
  await expect(other).not.toHaveURL(/\/choose/);
  const otherNotes = new NotesPanel(other);
  await otherNotes.open("umbrella-chemicals");
  await expect(otherNotes.panel.getByText("This wall is empty.")).toBeVisible();
  await expect(otherNotes.note(topic)).toHaveCount(0);
  await other.close();
});
