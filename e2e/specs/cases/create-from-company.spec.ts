import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { fixtureFile, mention, snackbar, uniqueTitle } from "./case-steps.ts";

test("a case created from a company's case tab, with a mention and a file, shows its Case ID", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", "/company/stark-components");
  await page
    .getByRole("navigation", { name: "Activity" })
    .getByRole("button", { name: /^Cases/ })
    .click();
  const panel = page.getByRole("region", { name: "Cases" });
  await panel.getByRole("button", { name: "Create case" }).click();
  await expect(page).toHaveURL(/[?&]case=new/);

  const maker = page.getByRole("dialog", { name: "Create Case" });
  const title = uniqueTitle("Late shipments");
  await maker.getByRole("textbox", { name: "Title" }).fill(title);
  await maker.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Missed three deliveries; ");
  await mention(page, "Jam", "Jamie Lee");
  await page.keyboard.type("please follow up.");
  await maker.locator('input[type="file"]').setInputFiles(fixtureFile("fixture.pdf"));
  await expect(maker.getByRole("list", { name: "Files to attach" })).toContainText("fixture.pdf");
  await maker.getByRole("button", { name: "Create", exact: true }).click();

  // Open-on-create: the maker now shows the new case by its Case ID, its id in the URL.
  await expect(snackbar(page, new RegExp(`^Case ID \\d+: ${title} was created\\.$`))).toBeVisible();
  const created = page
    .getByRole("dialog")
    .filter({ has: page.getByRole("link", { name: /^Case ID \d+/ }) });
  const caseIdLink = created.getByRole("link", { name: /^Case ID \d+/ });
  await expect(caseIdLink).toBeVisible();
  const rowNumber = /Case ID (\d+)/.exec((await caseIdLink.textContent()) ?? "")?.[1];
  expect(rowNumber).toBeTruthy();
  await expect(caseIdLink).toHaveAttribute("href", /^\/cases\/[0-9a-f-]{36}$/);
  const expandedPath = (await caseIdLink.getAttribute("href")) ?? "";
  await expect(caseIdLink).toHaveAttribute("target", "_blank");
  await expect(page).toHaveURL(/[?&]case=[0-9a-f-]{36}/);
  await expect(created.getByRole("textbox", { name: "Title" })).toHaveCount(0);
  await expect(created.getByText(title)).toBeVisible();
  await expect(created.getByText("@Jamie Lee")).toBeVisible();
  await expect(created.getByText("please follow up.")).toBeVisible();
  await expect(created.getByRole("link", { name: "fixture.pdf" })).toBeVisible();
  await expect(created.getByRole("tab", { name: "Tasks" })).toBeVisible();

  // Closed, the case tab lists it with its Case ID, To do.
  await created.getByRole("button", { name: "Close" }).first().click();
  await expect(page).not.toHaveURL(/[?&]case=/);
  const item = panel.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(`Case ID ${rowNumber}`);
  await expect(item).toContainText("To do");

  // The expanded view (the Case ID's link) shows the same case.
  await page.goto(expandedPath);
  await expect(page.getByRole("heading", { level: 1, name: `Case ID ${rowNumber}` })).toBeVisible();
  await expect(page.getByText("@Jamie Lee")).toBeVisible();
  const file = page.getByRole("link", { name: "fixture.pdf" });
  const downloaded = await page.request.get((await file.getAttribute("href")) ?? "");
  expect(downloaded.status()).toBe(200);
});
