import type { Page, Request } from "@playwright/test";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { fixtureFile, snackbar, uniqueTitle } from "../cases/case-steps.ts";
import { choose, openWall, questionCard, supplierLink, uniqueContact } from "./workflow-steps.ts";

const supplierSlug = "stark-components";

/** Builds the template in /settings/workflows as an administrator does: three questions. */
async function buildTemplate(page: Page, name: string) {
  await page.goto("/settings/workflows");
  await page.getByRole("link", { name: "New template" }).click();
  await expect(page.getByTestId("version-note")).toContainText("Saving makes version 1");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: /^Tag/ }).fill("subcontracting");
  await page.getByRole("textbox", { name: "Section title" }).fill("Labour");

  const first = questionCard(page, 1);
  await first.getByRole("textbox", { name: "Question" }).fill("Do you use subcontractors?");
  await first.getByRole("textbox", { name: "Red flag: Yes" }).fill("Uses subcontractors");
  await first.getByRole("textbox", { name: "Points: No" }).fill("10");

  await page.getByRole("button", { name: "Add question to Labour" }).click();
  const second = questionCard(page, 2);
  await second.getByRole("textbox", { name: "Question" }).fill("Name your subcontractors");
  await choose(second, page, "Answer type", "Text");
  await choose(
    second,
    page,
    "Show “Name your subcontractors”",
    "When “Do you use subcontractors?” is …",
  );

  await page.getByRole("button", { name: "Add question to Labour" }).click();
  const third = questionCard(page, 3);
  await third.getByRole("textbox", { name: "Question" }).fill("Your ISO 9001 certificate (PDF)");
  await choose(third, page, "Answer type", "File upload");

  await page.getByRole("button", { name: "Create template" }).click();
  await expect(snackbar(page, `“${name}” was saved as version 1.`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/workflows\/[^/]+$/);
  await expect(page.getByTestId("version-note")).toContainText("Saving makes version 2");
}

/** Starts it from the supplier's Workflows tab; lands on the new workflow's page. */
async function startForSupplier(page: Page, name: string, contact: string) {
  await page.goto(`/company/${supplierSlug}/workflows`);
  await page.getByRole("button", { name: "Start workflow" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a supplier workflow" });
  await choose(dialog, page, "Template", new RegExp(`^${name} \\(subcontracting, version 1\\)`));
  const contacts = dialog.getByLabel("Supplier contact e-mails");
  await contacts.fill(contact);
  await contacts.press("Enter");
  await dialog.getByRole("button", { name: "Start workflow" }).click();
  await expect(page).toHaveURL(/\/workflows\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByText("Waiting for supplier").first()).toBeVisible();
}

test("an administrator builds a template, a supplier answers it by the e-mailed link, and the reviewer approves", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const name = uniqueTitle("Subcontracting check");
  const contact = uniqueContact("sam");
  await signIn(page, "admin@acme.test", null);
  await buildTemplate(page, name);
  await startForSupplier(page, name, contact);
  const workflowUrl = page.url();

  // The supplier: another browser, nothing but the e-mailed link.
  const link = await supplierLink(contact);
  const supplier = await browser.newContext();
  const form = await supplier.newPage();
  const apiCalls: string[] = [];
  form.on("request", (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path === "/graphql" || path.startsWith("/api/")) apiCalls.push(path);
  });
  await form.goto(link);
  await expect(form.getByText("Acme Industries").first()).toBeVisible();
  await expect(form.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(form.getByTestId("supplier-due-date")).toContainText("Please answer by");
  const subcontractors = form.getByRole("group", { name: /Do you use subcontractors\?/ });
  await expect(form.getByLabel(/Name your subcontractors/)).toHaveCount(0);
  await subcontractors.getByText("Yes", { exact: true }).click();
  await form.getByLabel(/Name your subcontractors/).fill("Tool & Die GmbH");
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(
    form.getByText(/Your answers are saved\. You can come back to this link later\./),
  ).toBeVisible();
  await form.close();

  // Back later with the same link: the draft is there.
  const again = await supplier.newPage();
  again.on("request", (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path === "/graphql" || path.startsWith("/api/")) apiCalls.push(path);
  });
  await again.goto(link);
  await expect(
    again
      .getByRole("group", { name: /Do you use subcontractors\?/ })
      .getByRole("radio", { name: "Yes" }),
  ).toBeChecked();
  await expect(again.getByLabel(/Name your subcontractors/)).toHaveValue("Tool & Die GmbH");
  await again.locator('input[type="file"]').setInputFiles(fixtureFile("fixture.pdf"));
  await expect(again.getByRole("link", { name: "fixture.pdf" })).toBeVisible();
  await again.getByRole("button", { name: "Submit answers" }).click();
  await expect(
    again.getByRole("heading", { name: "Thank you — your answers were submitted." }),
  ).toBeVisible();
  // The link reached its own questionnaire only, and never the signed-in app's API.
  expect(apiCalls.filter((path) => path === "/graphql")).toEqual([]);
  expect(apiCalls.every((path) => path.startsWith("/api/supplier-forms/"))).toBe(true);
  // Submitted, the link says so.
  await again.reload();
  await expect(
    again.getByRole("heading", { name: "This link has already been used." }),
  ).toBeVisible();
  await supplier.close();

  // The reviewer sees the red flag and the case it opened (the checks run as a job, so the
  // page is loaded again until they have). The page shows what one query loaded: once its title
  // is there, so is the case's link if the case exists.
  const caseLink = page.getByRole("link", { name: "Open the case this red flag opened" });
  await expect(async () => {
    await page.goto(workflowUrl);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(await caseLink.count()).toBe(1);
  }).toPass();
  const flags = page.getByTestId("workflow-red-flags");
  await expect(flags).toContainText("Uses subcontractors");
  await expect(page.getByText("Tool & Die GmbH")).toBeVisible();
  await caseLink.click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
  await expect(page.getByText(new RegExp(`Red flags: .* — ${name}`)).first()).toBeVisible();
  await page.goto(workflowUrl);

  // Review, then the decision.
  await page.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: "Approve" })
    .getByRole("button", { name: "Approve" })
    .click();
  // The dialog has gone (its own Approve with it) and the decision is up.
  await expect(page.getByRole("dialog", { name: "Approve" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Your review: Decision/ })).toBeVisible();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  const decision = page.getByRole("dialog", { name: "Approve" });
  await decision
    .getByRole("textbox", { name: "Comment (optional)" })
    .fill("Subcontractor checked.");
  await decision.getByRole("button", { name: "Approve" }).click();
  await expect(page.locator('[data-status="approved"]').first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Export PDF" })).toBeVisible();

  // The company's wall shows each step of it.
  const wall = await openWall(page, supplierSlug);
  const items = wall
    .getByTestId("workflow-audit")
    .filter({ has: page.getByRole("link", { name }) });
  await expect(items.filter({ hasText: "submitted the answers" })).toHaveCount(1);
  await expect(items.filter({ hasText: /opened a case/ })).toHaveCount(1);
  await expect(items.filter({ hasText: "approved Internal review" })).toHaveCount(1);
  await expect(items.filter({ hasText: /decided: / })).toHaveCount(1);
  await expect(items.filter({ hasText: contact })).toHaveCount(1);
  expect(await items.count()).toBeGreaterThanOrEqual(5);
});
