import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  createPortfolioViaApi,
  definitionOf,
  knownCompany,
  openNewRequest,
  pick,
  snackbar,
  snackbarWith,
  uniqueName,
} from "./request-steps.ts";

const likelyMatch = "This company may already be known";

// Two requests, a log, a retirement and its undo, each waiting on the server: more than the default.
test.setTimeout(120_000);

test("a request for a known company offers it side by side; an unknown one is made, logged, retired and restored", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const contoso = await knownCompany(page, "contoso-manufacturing");
  const portfolio = await createPortfolioViaApi(page, uniqueName("Tooling suppliers"));

  // A known company, slightly misspelt, with its country and a portfolio to add it to.
  let dialog = await openNewRequest(page);
  await dialog.getByRole("textbox", { name: "Company name" }).fill("Contoso Manufactring");
  await pick(page, dialog.getByRole("combobox", { name: "Country" }), contoso.country);
  await pick(page, dialog.getByRole("combobox", { name: "Portfolios" }), portfolio.name);
  await dialog.getByRole("button", { name: "Create request" }).click();

  // What was typed on one side, the known companies on the other.
  await expect(dialog.getByRole("heading", { name: likelyMatch })).toBeVisible();
  const typed = dialog.getByRole("region", { name: "Your request" });
  await expect(typed).toContainText("Contoso Manufactring");
  await expect(typed).toContainText(contoso.country);
  const candidate = dialog
    .getByRole("region", { name: "Known companies" })
    .getByRole("article", { name: contoso.name, exact: true });
  await expect(candidate).toContainText(contoso.country);
  await expect(candidate.getByRole("list", { name: "Why it may match" })).toContainText(
    "Similar name",
  );
  await expect(candidate.getByLabel(/^Match score \d+%$/)).toBeVisible();
  const typedBox = await typed.boundingBox();
  const candidateBox = await candidate.boundingBox();
  expect(candidateBox?.x ?? 0).toBeGreaterThan((typedBox?.x ?? 0) + (typedBox?.width ?? 0) - 1);

  await candidate.getByRole("button", { name: "Use this company" }).click();
  await expect(page).toHaveURL(`/company/${contoso.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: contoso.name })).toBeVisible();
  await expect(snackbar(page, `${contoso.name} added to 1 portfolio.`)).toBeVisible();
  await page.goto(`/portfolios/${portfolio.slug}`);
  await expect(
    page
      .getByRole("table", { name: "Portfolio companies" })
      .getByRole("link", { name: contoso.name, exact: true }),
  ).toBeVisible();

  // A company nobody knows: "Request anyway" if look-alikes are offered, else made at once.
  const unknown = uniqueName("Zephyrine Orchards");
  // Unique too: an open request with the same website would be refused as a duplicate.
  const website = `${unknown.toLowerCase().replace(/\s+/g, "-")}.example`;
  dialog = await openNewRequest(page);
  await dialog.getByRole("textbox", { name: "Company name" }).fill(unknown);
  await dialog.getByRole("textbox", { name: "Website" }).fill(website);
  await pick(page, dialog.getByRole("combobox", { name: "Country" }), "Norway");
  await dialog.getByRole("button", { name: "Create request" }).click();
  const title = page.getByRole("heading", { level: 1, name: unknown });
  await expect(dialog.getByRole("heading", { name: likelyMatch }).or(title)).toBeVisible();
  if (await dialog.getByRole("heading", { name: likelyMatch }).isVisible()) {
    await dialog.getByRole("button", { name: "Request anyway" }).click();
  }
  await expect(title).toBeVisible();
  await expect(page).toHaveURL(/\/company-request\/[0-9a-f-]{36}$/);
  const requestPath = new URL(page.url()).pathname;
  await expect(snackbar(page, "Your request was created.")).toBeVisible();
  // The title's line carries the status badge.
  const status = title.locator("xpath=..");
  await expect(status).toContainText("Requested");
  const details = page.getByRole("region", { name: "Requested company" });
  await expect(definitionOf(details, "Website")).toHaveText(website);
  await expect(definitionOf(details, "Country")).toHaveText("Norway");

  // The individual list finds it and opens the same request.
  await page.goto("/requests/individual");
  await page.getByRole("textbox", { name: "Search" }).fill(unknown);
  const table = page.getByRole("table", { name: "Company requests" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").filter({ hasText: unknown });
  await expect(row).toContainText("Norway");
  await expect(row).toContainText("Requested");
  await row.getByRole("link", { name: unknown }).click();
  await expect(page).toHaveURL(requestPath);
  await expect(title).toBeVisible();

  // A log needs both a comment and a reason.
  const addLog = page.getByRole("region", { name: "Add log" });
  await addLog.getByRole("button", { name: "Add log" }).click();
  await expect(addLog.getByText("Enter a comment.")).toBeVisible();
  await expect(addLog.getByText("Choose a reason.")).toBeVisible();
  const comment = "Asked the buyer for the supplier's registration number.";
  await addLog.getByRole("textbox", { name: "Comment" }).fill(comment);
  await pick(page, addLog.getByRole("combobox", { name: "Reason" }), "More information needed");
  await pick(page, addLog.getByRole("combobox", { name: "New status" }), "Needs action");
  await addLog.getByRole("button", { name: "Add log" }).click();
  await expect(snackbar(page, "Log added.")).toBeVisible();
  const log = page.getByRole("region", { name: "Log" }).getByRole("listitem");
  await expect(log.filter({ hasText: comment })).toContainText("More information needed");
  await expect(addLog.getByRole("textbox", { name: "Comment" })).toHaveValue("");

  // Retire, then undo from the snackbar.
  await page.getByRole("button", { name: "Retire", exact: true }).click();
  const retire = page.getByRole("dialog", { name: "Retire this request?" });
  await retire.getByRole("textbox", { name: "Comment" }).fill("The buyer chose another grower.");
  await retire.getByRole("button", { name: "Retire request" }).click();
  await expect(retire).toBeHidden();
  await expect(
    page.getByText("This request is retired: nobody works on it any more."),
  ).toBeVisible();
  await expect(log.filter({ hasText: "The buyer chose another grower." })).toContainText("Retired");
  await expect(status).toContainText("Retired");
  await expect(addLog).toBeHidden();
  await snackbarWith(page, "Request retired.").getByRole("button", { name: "Undo" }).click();
  await expect(snackbar(page, "Request restored.")).toBeVisible();
  await expect(
    page.getByText("This request is retired: nobody works on it any more."),
  ).toBeHidden();
  await expect(log.last()).toContainText("Retirement undone");
  await expect(status).toContainText("Needs action");
  await expect(page.getByRole("button", { name: "Retire", exact: true })).toBeVisible();
  await expect(addLog).toBeVisible();
});
