import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  createPortfolioViaApi,
  definitionOf,
  knownCompany,
  mappingOf,
  pick,
  progressSection,
  snackbar,
  startBulkRequest,
  uniqueName,
  uploadSupplierList,
  writeCsv,
} from "./request-steps.ts";

test.setTimeout(180_000);

test("a supplier list with its own headers: mapping corrected, matches in the portfolio, review, the rest as requests", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const northwind = await knownCompany(page, "northwind-traders");
  const globex = await knownCompany(page, "globex-logistics");
  const umbrella = await knownCompany(page, "umbrella-chemicals");
  const portfolio = await createPortfolioViaApi(page, uniqueName("Onboarded suppliers"));

  // The customer's own columns; "Region" holds sales regions, not states.
  const tag = uniqueName("").trim().replace(/\s+/g, "");
  const quillmere = {
    name: `Quillmere Textiles ${tag}`,
    country: "Portugal",
    web: `quillmere-${tag}.example`,
  };
  const vantroy = {
    name: `Vantroy Fasteners ${tag}`,
    country: "Canada",
    web: `vantroy-${tag}.example`,
  };
  const obrelsk = { name: `Obrelsk Ceramics ${tag}`, country: "Poland", web: "" };
  const unknown = [quillmere, vantroy, obrelsk];
  const misspelt = "Umbrela Chemicals";
  const fileName = `suppliers-${tag}.csv`;
  const file = writeCsv(fileName, [
    ["Supplier", "Nation", "Web", "Sector", "Region"],
    [northwind.name, northwind.country, northwind.website, "Food distribution", "AMER"],
    [quillmere.name, quillmere.country, quillmere.web, "Textiles", "EMEA"],
    [globex.name.toUpperCase(), globex.countryCode, globex.website, "Logistics", "EMEA"],
    [misspelt, umbrella.country, "", "Chemicals", "EMEA"],
    [vantroy.name, vantroy.country, vantroy.web, "Hardware", "AMER"],
    [obrelsk.name, obrelsk.country, obrelsk.web, "Ceramics", "EMEA"],
  ]);

  await uploadSupplierList(page, file);
  const mapping = page.getByRole("table", { name: "Column mapping" });
  await expect(mapping.getByRole("row", { name: /^Supplier/ })).toContainText(northwind.name);
  await expect(mappingOf(page, "Supplier")).toHaveValue("Company name");
  await expect(mappingOf(page, "Nation")).toHaveValue("Country");
  await expect(mappingOf(page, "Web")).toHaveValue("Website");
  await expect(mappingOf(page, "Sector")).toHaveValue("Don't import");
  // A retried run meets the mapping remembered from the first: Region is corrected already.
  const remembered = await page
    .getByText("Remembered from your last file with these columns")
    .isVisible();
  await expect(mappingOf(page, "Region")).toHaveValue(
    remembered ? "Don't import" : "State / region",
  );
  await pick(page, mappingOf(page, "Region"), "Don't import");
  await expect(mappingOf(page, "Region")).toHaveValue("Don't import");
  await pick(
    page,
    page.getByRole("combobox", { name: "Add matched companies to portfolios" }),
    portfolio.name,
  );
  const bulkId = await startBulkRequest(page);

  // Processing to the end, then the middle band waits for review.
  const progress = progressSection(page);
  await expect(
    progress.getByRole("progressbar", { name: `Progress of ${fileName}` }),
  ).toHaveAttribute("aria-valuenow", "100", { timeout: 120_000 });
  await expect(progress).toContainText("6 of 6 rows processed");
  await expect(definitionOf(progress, "Matched")).toHaveText("2");
  await expect(definitionOf(progress, "To review")).toHaveText("1");
  await expect(definitionOf(progress, "Requested as new")).toHaveText("3");
  await expect(definitionOf(progress, "Invalid")).toHaveText("0");
  await expect(page.getByText("Needs review", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: portfolio.name })).toBeVisible();

  const review = page.getByRole("region", { name: "Review possible matches" });
  // Rows are named by their line in the file: the header is line 1, the misspelt name line 5.
  const row = review.getByRole("article", { name: "Line 5" });
  await expect(row.getByRole("region", { name: "Line 5 of the file" })).toContainText(misspelt);
  const candidate = row.getByRole("article", { name: umbrella.name });
  await expect(candidate).toContainText("Similar name");
  await row.getByRole("button", { name: "Confirm line 5" }).click();
  await expect(snackbar(page, "1 row confirmed.")).toBeVisible();
  // Nothing is left to review: the bulk request is complete.
  await expect(review).toBeHidden();
  await expect(definitionOf(progress, "Matched")).toHaveText("3");
  await expect(definitionOf(progress, "To review")).toHaveText("0");
  await expect(page.getByText("Complete", { exact: true })).toBeVisible();

  // The rest are company requests made by this bulk request, listed on its page.
  const made = page.getByRole("region", { name: "Company requests made" });
  const requests = made.getByRole("table", { name: "Company requests" });
  await expect(requests.getByRole("row")).toHaveCount(unknown.length + 1);
  for (const supplier of unknown) {
    const line = requests.getByRole("row").filter({ hasText: supplier.name });
    await expect(line).toContainText(supplier.country);
    await expect(line).toContainText("Requested");
  }
  await requests.getByRole("link", { name: quillmere.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: quillmere.name })).toBeVisible();
  const details = page.getByRole("region", { name: "Requested company" });
  await expect(definitionOf(details, "Website")).toHaveText(quillmere.web);
  // Region was not imported: no state on the request.
  await expect(definitionOf(details, "State / region")).toHaveText("—");
  await details.getByRole("link", { name: fileName }).click();
  await expect(page).toHaveURL(`/requests/bulk/${bulkId}`);

  // The confident matches and the confirmed one are in the chosen portfolio, and only they.
  await page.getByRole("link", { name: portfolio.name }).click();
  await expect(page).toHaveURL(`/portfolios/${portfolio.slug}`);
  const companies = page.getByRole("table", { name: "Portfolio companies" });
  for (const company of [northwind, globex, umbrella]) {
    await expect(companies.getByRole("link", { name: company.name, exact: true })).toBeVisible();
  }
  await expect(companies.getByRole("row")).toHaveCount(4);
});
