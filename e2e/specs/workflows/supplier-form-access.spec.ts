import type { Page } from "@playwright/test";
import { AccessibilityScanner, describeViolations } from "../../support/accessibility-scan.ts";
import { e2eEnv } from "../../support/e2e-env.ts";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { uniqueTitle } from "../cases/case-steps.ts";
import {
  createTemplateViaApi,
  dayFromToday,
  smallDefinition,
  startWorkflowViaApi,
  supplierLink,
  uniqueContact,
} from "./workflow-steps.ts";

/** A fresh workflow on the small questionnaire; the supplier's link. */
async function freshLink(page: Page): Promise<string> {
  await signIn(page, "admin@acme.test", null);
  const templateId = await createTemplateViaApi(page, {
    tag: "access",
    name: uniqueTitle("Working practices"),
    definition: smallDefinition(),
  });
  const contact = uniqueContact("kim");
  await startWorkflowViaApi(page, {
    templateId,
    companySlug: "globex-logistics",
    contact,
    dueDate: dayFromToday(21),
  });
  return supplierLink(contact);
}

/**
 * Scans the page as it is now with the suite's scanner (e2e/support/accessibility-scan.ts: WCAG
 * 2.1 A/AA, once the page has loaded what it shows) and expects no serious or critical
 * violation. A scanner of its own each time: one scanner scans a route once, and the form is
 * scanned twice, before and after its error messages.
 */
async function expectNoSeriousViolations(page: Page) {
  const scanner = new AccessibilityScanner(new URL(e2eEnv.baseUrl).origin);
  scanner.watch(page.context());
  await scanner.finish();
  expect(scanner.errors).toEqual([]);
  expect(scanner.scanCount).toBe(1);
  expect(scanner.violations, describeViolations(scanner.violations)).toEqual([]);
}

/** Tabs until the focused element matches, at most `limit` presses. */
async function tabTo(page: Page, matches: (page: Page) => Promise<boolean>, limit = 15) {
  for (let pressed = 0; pressed < limit; pressed += 1) {
    await page.keyboard.press("Tab");
    if (await matches(page)) return;
  }
  throw new Error("the wanted element never took focus");
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return "";
    const labelled = element.getAttribute("aria-labelledby");
    const label = element.id
      ? document.querySelector(`label[for="${element.id}"]`)?.textContent
      : null;
    return (
      label ??
      (labelled ? document.getElementById(labelled.split(" ")[0] ?? "")?.textContent : null) ??
      element.textContent ??
      ""
    ).trim();
  });

test("the supplier form on a phone passes axe-core, errors shown too, with 0 serious or critical violations", async ({
  page,
  browser,
}) => {
  // Setup goes through sign-in, the API and the mail queue before the form opens.
  test.setTimeout(150_000);
  const link = await freshLink(page);
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const form = await phone.newPage();
  await form.goto(link);
  await expect(form.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(form.getByTestId("supplier-due-date")).toBeVisible();
  // Nothing wider than the phone: no sideways scrolling.
  expect(await form.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(form);

  // With every required answer missing, the messages are on screen and tied to their questions.
  await form.getByRole("button", { name: "Submit answers" }).click();
  await expect(form.getByText("2 answers need your attention.")).toBeVisible();
  await expect(
    form
      .getByRole("group", { name: /Do you use subcontractors\?/ })
      .getByRole("radio", { name: "Yes" }),
  ).toBeFocused();
  await expectNoSeriousViolations(form);
  await phone.close();
});

test("the supplier fills in and submits the form with the keyboard alone", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const link = await freshLink(page);
  const context = await browser.newContext();
  const form = await context.newPage();
  await form.goto(link);
  await expect(form.getByRole("heading", { level: 1 })).toBeVisible();

  // Into the first question: its first radio; Space picks it, the follow-up appears.
  await tabTo(form, async (current) => (await focusedName(current)) === "Yes");
  await form.keyboard.press("Space");
  const names = form.getByLabel(/Name your subcontractors/);
  await expect(names).toBeVisible();
  await form.keyboard.press("Tab");
  await expect(names).toBeFocused();
  await form.keyboard.type("Tool & Die GmbH");

  // The single choice: arrow keys move within the group.
  await form.keyboard.press("Tab");
  await expect(form.getByRole("radio", { name: "Fewer than 50" })).toBeFocused();
  await form.keyboard.press("ArrowDown");
  await expect(form.getByRole("radio", { name: "50 or more" })).toBeChecked();

  // The country: typed and chosen from the list with Enter.
  await form.keyboard.press("Tab");
  await expect(form.getByRole("combobox", { name: /Where is your head office\?/ })).toBeFocused();
  await form.keyboard.type("Germ");
  await form.keyboard.press("ArrowDown");
  await form.keyboard.press("Enter");
  await expect(form.getByRole("combobox", { name: /Where is your head office\?/ })).toHaveValue(
    "Germany",
  );

  // On to Submit, and Enter sends it.
  await tabTo(form, async (current) => (await focusedName(current)) === "Submit answers");
  await form.keyboard.press("Enter");
  await expect(
    form.getByRole("heading", { name: "Thank you — your answers were submitted." }),
  ).toBeVisible();
  await context.close();
});
