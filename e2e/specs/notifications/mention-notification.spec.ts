import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { NotesPanel } from "../comments/notes-panel.ts";

/** The bell's accessible name carries the count: "Notifications, N unread". */
const unreadIn = async (name: string | null) => Number(/, (\d+) unread$/.exec(name ?? "")?.[1]);

test("a mention reaches the bell; opening it lands on the highlighted note", async ({
  browser,
}) => {
  const alex = await (await browser.newContext()).newPage();
  const jamie = await (await browser.newContext()).newPage();
  // Jamie's clock is ours to move: the bell polls every minute, the test waits for no minute.
  await jamie.clock.install();
  await signIn(jamie, "member@acme.test");
  const bell = jamie.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = await unreadIn(await bell.getAttribute("aria-label"));

  await signIn(alex, "admin@acme.test", null);
  const notes = new NotesPanel(alex);
  await notes.open("initech-software");
  await notes.composer.click();
  const text = `Bell check ${Date.now()}`;
  await alex.keyboard.type(`${text} for `);
  await notes.mention("Jam", "Jamie Lee");
  await notes.add();
  await expect(notes.note(text)).toBeVisible();

  // The next poll brings the new count.
  await jamie.clock.fastForward(60_000);
  await expect(
    jamie.getByRole("button", { name: `Notifications, ${before + 1} unread` }),
  ).toBeVisible();

  await jamie.getByRole("button", { name: `Notifications, ${before + 1} unread` }).click();
  const item = jamie
    .getByRole("button", { name: "Unread: Alex Carter mentioned you in a note" })
    .filter({ hasText: text });
  await item.click();
  await expect(jamie).toHaveURL(
    /\/company\/initech-software\?extension=open&tab=note&highlighted=/,
  );
  const highlighted = new URL(jamie.url()).searchParams.get("highlighted");
  const note = new NotesPanel(jamie).note(text);
  await expect(note).toBeVisible();
  const card = jamie.locator(`#activity-item-${highlighted}`);
  await expect(card).toContainText(text);
  await expect(card).toHaveAttribute("data-highlighted", "true");
  await expect(
    jamie.getByRole("button", { name: `Notifications, ${before} unread` }),
  ).toBeVisible();
});
