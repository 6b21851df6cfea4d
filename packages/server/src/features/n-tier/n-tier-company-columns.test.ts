import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { companies } from "../companies/company.table.ts";
import { companiesNamed, nTierOrganization, relate } from "./n-tier-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let ids: Record<string, string>;
let acme: TestClient;

// T1 is tier 1; Alpha, Bravo and Charlie supply it (tier 2).
beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  ids = await companiesNamed(db, ["T1", "Alpha", "Bravo", "Charlie"]);
  for (const name of ["Alpha", "Bravo", "Charlie"])
    await relate(db, ids[name] as string, ids.T1 as string, `part of ${name}`);
  acme = (await nTierOrganization(h, { nTier: true }, [ids.T1 as string])).client;
}, 60_000);
afterAll(() => h.close());

async function table(filter: Record<string, unknown> = {}) {
  const result = await acme.gql<Any>(
    `query($filter: NTierFilter) {
      nTierCompanies(filter: $filter, page: 1, pageSize: 50, sort: { field: name, direction: asc }) {
        total items { name countryCode industry } } }`,
    { filter },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.nTierCompanies;
}

async function filterValues(field: "country" | "industry") {
  const result = await acme.gql<Any>(
    `query($field: NTierFilterField!) { nTierFilterValues(field: $field) { values { value } } }`,
    { field },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.nTierFilterValues.values.map((v: Any) => v.value);
}

const update = (name: string, set: Partial<typeof companies.$inferInsert>) =>
  h.database.db
    .update(companies)
    .set(set)
    .where(eq(companies.id, ids[name] as string));

// The table filters, sorts and counts on the network's copies of its companies' columns; a
// company changed after the network was computed (no recomputation follows) must read as the
// company now is, as when every read joined companies.
describe("n-tier table after a company changes", () => {
  it("hides a company made draft or deleted from the page, the total and the filter values", async () => {
    expect((await table()).total).toBe(4);
    await update("Bravo", { statusCode: "draft" });
    await update("Charlie", { statusCode: "deleted", countryCode: "VN" });
    const page = await table();
    expect(page.items.map((n: Any) => n.name)).toEqual(["Alpha", "T1"]);
    expect(page.total).toBe(2);
    expect((await table({ countries: ["VN"] })).total).toBe(0);
    expect(await filterValues("country")).toEqual(["DE"]);
    await update("Bravo", { statusCode: "active" });
    expect((await table()).items.map((n: Any) => n.name)).toEqual(["Alpha", "Bravo", "T1"]);
  });

  it("sorts, searches and filters by the company's current name, country and sector", async () => {
    await update("Alpha", { displayName: "Zulu", countryCode: "PL", sector: "Metals" });
    expect((await table()).items.map((n: Any) => n.name)).toEqual(["Bravo", "T1", "Zulu"]);
    expect((await table({ search: "zul" })).items).toEqual([
      { name: "Zulu", countryCode: "PL", industry: "Metals" },
    ]);
    expect((await table({ search: "alpha" })).total).toBe(0);
    expect((await table({ countries: ["PL"], industries: ["Metals"] })).total).toBe(1);
    expect(await filterValues("industry")).toEqual(["Metals"]);
  });
});
