import { readFileSync } from "node:fs";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  definitionOf,
  mappingOf,
  parseCsv,
  progressSection,
  recordProgress,
  startBulkRequest,
  uniqueName,
  uploadSupplierList,
  writeCsv,
} from "./request-steps.ts";

test.setTimeout(240_000);

const rowCount = 1_000;
const countries = ["Germany", "FR", "USA", "Japan", "Brazil"];

/**
 * The ten bad rows, by data row (the header not counted), and the reason each is refused. The
 * report names them by their line in the file, the header being line 1: data row n is line n + 1.
 */
const badRows = new Map<number, { cells: (name: string, web: string) => string[]; reason: string }>(
  [
    [7, { cells: (_, web) => ["", "Germany", web, ""], reason: "Enter the company name." }],
    [118, { cells: (_, web) => ["", "Italy", web, ""], reason: "Enter the company name." }],
    [402, { cells: () => ["", "Spain", "", "804735132"], reason: "Enter the company name." }],
    [
      251,
      {
        cells: (name, web) => [name, "France", web, "12ab"],
        reason: "A DUNS number has 9 digits.",
      },
    ],
    [
      633,
      { cells: (name, web) => [name, "USA", web, "12ab"], reason: "A DUNS number has 9 digits." },
    ],
    [
      999,
      { cells: (name, web) => [name, "Japan", web, "12ab"], reason: "A DUNS number has 9 digits." },
    ],
    [
      340,
      {
        cells: (name) => [name, "Germany", "not a website", ""],
        reason: "Enter a website such as example.com.",
      },
    ],
    [
      512,
      {
        cells: (name) => [name, "Brazil", "http://bad site", ""],
        reason: "Enter a website such as example.com.",
      },
    ],
    [
      777,
      {
        cells: (name) => [name, "FR", "www.", ""],
        reason: "Enter a website such as example.com.",
      },
    ],
    [
      1000,
      {
        cells: (name) => [name, "Germany", "ftp//nowhere", ""],
        reason: "Enter a website such as example.com.",
      },
    ],
  ],
);

test("a 1,000-row list with 10 bad rows: progress to the end, 10 invalid, and a report of exactly those rows", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const tag = uniqueName("").trim();
  const fileName = `vendors-${tag}.csv`;
  const rows = [["Company", "Country", "Website", "DUNS"]];
  for (let number = 1; number <= rowCount; number += 1) {
    const name = `Zyvorant Supply ${tag} ${number}`;
    const web = `https://zyvorant-${tag}-${number}.example`;
    const bad = badRows.get(number);
    rows.push(
      bad ? bad.cells(name, web) : [name, countries[number % countries.length] ?? "", web, ""],
    );
  }
  const file = writeCsv(fileName, rows);

  const progressSeen = await recordProgress(page, `Progress of ${fileName}`);
  await uploadSupplierList(page, file);
  await expect(mappingOf(page, "Company")).toHaveValue("Company name");
  await expect(mappingOf(page, "DUNS")).toHaveValue("DUNS number");
  await startBulkRequest(page);

  // The bar moves to the end while the page polls; no fixed waits.
  const progress = progressSection(page);
  const bar = progress.getByRole("progressbar", { name: `Progress of ${fileName}` });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "100", { timeout: 180_000 });
  await expect(progress).toContainText(`${rowCount} of ${rowCount} rows processed`);
  // Every value the bar showed on the way, in order: it only ever moved forward.
  const seen = await progressSeen();
  expect(seen.at(-1)).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(page.getByText("Complete", { exact: true })).toBeVisible();
  await expect(definitionOf(progress, "Invalid")).toHaveText("10");
  await expect(definitionOf(progress, "Duplicates")).toHaveText("0");
  await expect(definitionOf(progress, "Requested as new")).toHaveText(String(rowCount - 10));
  await expect(progress.getByText("10 rows were not imported.")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await progress.getByRole("link", { name: "Download error report" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`vendors-${tag}-report.csv`);
  const [header, ...lines] = parseCsv(readFileSync(await download.path(), "utf8"));
  expect(header).toEqual(["row", "outcome", "reasons", "warnings", ...(rows[0] ?? [])]);
  const dataRowOf = (line: string[]) => Number(line[0]) - 1;
  expect(lines.map(dataRowOf)).toEqual([...badRows.keys()].sort((a, b) => a - b));
  for (const line of lines) {
    const number = dataRowOf(line);
    const bad = badRows.get(number);
    expect(line[1], `row ${number}`).toBe("invalid");
    expect(line[2], `row ${number}`).toBe(bad?.reason);
    // The row's own cells, as in the file.
    expect(line.slice(4), `row ${number}`).toEqual(rows[number]);
  }
});
