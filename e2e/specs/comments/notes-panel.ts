import { expect, type Locator, type Page } from "@playwright/test";

/** The activity panel's note tab on a company page, as a person uses it. */
export class NotesPanel {
  readonly page: Page;
  readonly panel: Locator;

  constructor(page: Page) {
    this.page = page;
    this.panel = page.getByRole("region", { name: "Notes" });
  }

  /** Opens a company's page with the note tab open. */
  async open(slug: string) {
    await this.page.goto(`/company/${slug}`);
    await this.page
      .getByRole("navigation", { name: "Activity" })
      .getByRole("button", { name: /^Notes/ })
      .click();
    await expect(this.panel).toBeVisible();
  }

  get composer(): Locator {
    return this.panel.getByRole("textbox", { name: "New note" });
  }

  /** The note cards on the wall (or in the thread) whose text matches. */
  note(text: string | RegExp): Locator {
    return this.panel.getByTestId("comment").filter({ hasText: text });
  }

  /** Types "@query" in the focused editor and picks the suggestion named `name`. */
  async mention(query: string, name: string) {
    await this.page.keyboard.type(`@${query}`);
    const option = this.page.getByRole("option", { name: new RegExp(name) });
    await expect(option).toBeVisible();
    await option.click();
  }

  /** Public or Private (the composer starts with the organisation's default). */
  async setAccess(access: "Public" | "Private") {
    const control = this.panel.getByRole("radiogroup", { name: "Access" }).first();
    // The radios are visually hidden; a person clicks their labels.
    await control.getByText(access, { exact: true }).click();
    await expect(control.getByRole("radio", { name: access })).toBeChecked();
  }

  async add() {
    const button = this.panel.getByRole("button", { name: "Add", exact: true }).first();
    await expect(button).toBeEnabled();
    await button.click();
  }
}
