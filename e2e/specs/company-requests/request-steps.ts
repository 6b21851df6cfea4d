import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { graphql } from "../cases/case-steps.ts";

/** Steps the company-request specs share: setup through the API, files, and the pages' parts. */

export { snackbarWith, uniqueName } from "../portfolios/portfolio-steps.ts";
export { graphql };

/** A company of the demo data as the supplier lists of the tests name it. */
export type KnownCompany = {
  id: string;
  slug: string;
  name: string;
  website: string;
  countryCode: string;
  country: string;
};

export async function knownCompany(page: Page, slug: string): Promise<KnownCompany> {
  const data = await graphql<{
    company: {
      id: string;
      slug: string;
      displayName: string;
      website: string | null;
      locations: { hq: boolean; country: string | null; countryCode: string | null }[];
    } | null;
  }>(
    page,
    `query ($slug: String!) {
      company(slug: $slug) { id slug displayName website locations { hq country countryCode } }
    }`,
    { slug },
  );
  const company = data.company;
  const hq = company?.locations.find((location) => location.hq) ?? company?.locations[0];
  if (!company?.website || !hq?.countryCode || !hq.country) throw new Error(`no company ${slug}`);
  return {
    id: company.id,
    slug: company.slug,
    name: company.displayName,
    website: company.website,
    countryCode: hq.countryCode,
    country: hq.country,
  };
}

export type CreatedPortfolio = { id: string; slug: string; name: string };

/** A top-level portfolio made through the API (the specs' subject is requests, not portfolios). */
export async function createPortfolioViaApi(page: Page, name: string): Promise<CreatedPortfolio> {
  const data = await graphql<{
    createPortfolio: { __typename: string; portfolio?: CreatedPortfolio };
  }>(
    page,
    `mutation ($input: PortfolioInput!) {
      createPortfolio(input: $input) {
        __typename
        ... on PortfolioChangeSuccess { portfolio { id slug name } }
      }
    }`,
    { input: { name } },
  );
  const portfolio = data.createPortfolio.portfolio;
  if (!portfolio) throw new Error(`portfolio not created: ${data.createPortfolio.__typename}`);
  return portfolio;
}

/** Adds companies to portfolios through the API (the alert and risk specs' setup). */
export async function addCompaniesViaApi(page: Page, companyIds: string[], portfolioIds: string[]) {
  const added = await graphql<{ addCompaniesToPortfolios: { __typename: string } }>(
    page,
    `mutation ($companyIds: [ID!]!, $portfolioIds: [ID!]!) {
      addCompaniesToPortfolios(companyIds: $companyIds, portfolioIds: $portfolioIds) { __typename }
    }`,
    { companyIds, portfolioIds },
  );
  expect(added.addCompaniesToPortfolios.__typename).toBe("PortfolioCompaniesSuccess");
}

// ---------------------------------------------------------------- CSV files

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** Writes a CSV file (header row first) to a fresh temporary directory; its path. */
export function writeCsv(fileName: string, rows: readonly (readonly string[])[]): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "tierwise-e2e-")), fileName);
  writeFileSync(file, `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`);
  return file;
}

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF or LF), a leading BOM ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const input = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

// ---------------------------------------------------------------- pages

/** A Mantine select or multi-select: opens it and picks the option. */
export async function pick(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** /requests/individual's "New request": the create_company_request modal. */
export async function openNewRequest(page: Page): Promise<Locator> {
  await page.goto("/requests/individual");
  await page.getByRole("button", { name: "New request" }).click();
  const dialog = page.getByRole("dialog", { name: "New company request" });
  await expect(dialog.getByRole("textbox", { name: "Company name" })).toBeVisible();
  return dialog;
}

/** The snackbar message (several may be on screen; the newest with this text). */
export function snackbar(page: Page, text: string | RegExp): Locator {
  return page.getByRole("status").getByText(text).last();
}

/** /requests/bulk/create: chooses the file as a person would, then waits for the mapping step. */
export async function uploadSupplierList(page: Page, file: string) {
  await page.goto("/requests/bulk/create");
  const choosing = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose a file" }).click();
  await (await choosing).setFiles(file);
  await expect(
    page.getByRole("heading", { name: `Match the columns of ${path.basename(file)}` }),
  ).toBeVisible({ timeout: 30_000 });
}

/** The mapping step's choice for one column of the file. */
export function mappingOf(page: Page, header: string): Locator {
  return page.getByRole("combobox", { name: `Import ${header} as` });
}

/** Start on the mapping step; the bulk request's page follows. Its id. */
export async function startBulkRequest(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/\/requests\/bulk\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split("/").at(-1) as string;
}

/** The bulk request page's Progress section. */
export function progressSection(page: Page): Locator {
  return page.getByRole("region", { name: "Progress" });
}

/**
 * The value of a term in a description list: a count of a Progress section ("Invalid"; the
 * first of a name, the row outcomes come before the requests' statuses), a request's field.
 */
export function definitionOf(container: Locator, term: string): Locator {
  return container
    .getByRole("term")
    .and(container.getByText(term, { exact: true }))
    .first()
    .locator("xpath=following-sibling::dd[1]");
}

/**
 * Records every value the named progress bar shows from the next page load on (a
 * MutationObserver in the page, so no poll can miss one); the returned function reads them.
 */
export async function recordProgress(page: Page, label: string): Promise<() => Promise<number[]>> {
  await page.addInitScript((name) => {
    const seen: number[] = [];
    Object.assign(window, { __progressSeen: seen });
    const read = () => {
      for (const bar of document.querySelectorAll(`[role="progressbar"][aria-label="${name}"]`)) {
        const value = Number(bar.getAttribute("aria-valuenow"));
        if (seen.at(-1) !== value) seen.push(value);
      }
    };
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  }, label);
  return () =>
    page.evaluate(() => (window as unknown as { __progressSeen: number[] }).__progressSeen);
}
