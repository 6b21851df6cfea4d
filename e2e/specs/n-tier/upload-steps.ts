import { expect, type Locator, type Page } from "@playwright/test";
import { graphql } from "../cases/case-steps.ts";
import { tableRows } from "./n-tier-steps.ts";

/** Steps of the n-tier relations upload, done as a person would (data looked up by the API). */

export type Company = { id: string; name: string; countryCode: string | null };

/** The organisation's tier-1 suppliers with a name of their own and a country, by name. */
export async function tierOneSuppliers(page: Page): Promise<Company[]> {
  const data = await graphql<{ nTierCompanies: { items: (Company & { tier: number })[] } }>(
    page,
    `{ nTierCompanies(filter: { tiers: [1] }, sort: { field: name, direction: asc }, pageSize: 100) {
      items { id name countryCode tier } } }`,
  );
  const items = data.nTierCompanies.items;
  const once = (name: string) => items.filter((each) => each.name === name).length === 1;
  return items.filter((each) => each.countryCode && once(each.name));
}

/** Known companies (the catalogue) that are not in the organisation's network, found by name. */
export async function companiesOutsideTheNetwork(page: Page, words: string[]): Promise<Company[]> {
  const found: Company[] = [];
  for (const text of words) {
    const hits = await graphql<{
      quickSearch: { companies: { id: string; displayName: string; countryCode: string | null }[] };
    }>(
      page,
      "query ($text: String!) { quickSearch(text: $text, first: 20) { companies { id displayName countryCode } } }",
      { text },
    );
    for (const hit of hits.quickSearch.companies) {
      if (!hit.countryCode || found.some((each) => each.name === hit.displayName)) continue;
      const same = await graphql<{ quickSearch: { companies: { displayName: string }[] } }>(
        page,
        "query ($text: String!) { quickSearch(text: $text, first: 5) { companies { displayName } } }",
        { text: hit.displayName },
      );
      // A name of its own: the matcher is then sure of it.
      if (same.quickSearch.companies.filter((c) => c.displayName === hit.displayName).length !== 1)
        continue;
      const inNetwork = await graphql<{ nTierCompanies: { total: number } }>(
        page,
        "query ($search: String!) { nTierCompanies(filter: { search: $search }) { total } }",
        { search: hit.displayName },
      );
      if (inNetwork.nTierCompanies.total === 0)
        found.push({ id: hit.id, name: hit.displayName, countryCode: hit.countryCode });
    }
    if (found.length >= 3) break;
  }
  return found;
}

/** A CSV file as the file chooser gets it. */
export function csvFile(name: string, lines: string[]) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\n")}\n`) };
}

/** A cell of a CSV line, quoted. */
export const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Opens "Upload relations" and chooses the file; the mapping step's dialog. */
export async function chooseUploadFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<Locator> {
  await page.getByRole("button", { name: "Upload relations" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload relations or a facility list" });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByRole("table", { name: "Column mapping" })).toBeVisible();
  return dialog;
}

/** A row of the upload's result by its label ("Row 2"). */
export function uploadRow(dialog: Locator, label: string): Locator {
  return dialog
    .getByRole("row")
    .filter({ has: dialog.page().getByRole("rowheader", { name: label, exact: true }) });
}

/**
 * Waits until the n-tier table shows the company at this tier: the network is recomputed by a
 * job after an upload, so the table is read again until the job's result is in.
 */
export async function expectTier(page: Page, name: string, tier: number) {
  const search = new URLSearchParams({ search: name });
  await expect(async () => {
    await page.goto(`/n-tier/table?${search}`);
    await expect(tableRows(page).filter({ hasText: name }).first()).toContainText(`Tier ${tier}`, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
}
