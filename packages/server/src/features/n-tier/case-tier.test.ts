import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { type Any, call, caseOps, createCase } from "../cases/cases-test-support.ts";
import { companiesNamed, nTierOrganization, relate } from "./n-tier-test-support.ts";

// T1 is tier 1 (the portfolio), S2 supplies it (tier 2), D3 supplies S2 (tier 3).
let h: Harness;
let ids: Record<string, string>;
let acme: TestClient;
const flags = { nTier: true, caseManagementEnabled: true, comments: true };

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  ids = await companiesNamed(db, ["T1", "S2", "D3"]);
  await relate(db, ids.S2 as string, ids.T1 as string, "frames");
  await relate(db, ids.D3 as string, ids.S2 as string, "steel");
  acme = (await nTierOrganization(h, flags, [ids.T1 as string])).client;
}, 60_000);
afterAll(() => h.close());

/** The tier of one company as the n-tier table, the company profile and its case give it. */
async function tiersOf(company: string, caseId: string) {
  const table = await acme.gql<Any>(
    `query($search: String) { nTierCompanies(filter: { search: $search }) { items { name tier } } }`,
    { search: company },
  );
  const node = table.data.nTierCompanies.items.find((n: Any) => n.name === company);
  const profile = await acme.gql<Any>(`query($id: ID!) { companyById(id: $id) { supplierTier } }`, {
    id: ids[company],
  });
  const detail = await call(acme, caseOps.get, { id: caseId });
  const list = await call(acme, caseOps.list, { sort: { key: "id", direction: "Asc" } });
  return {
    table: node?.tier ?? null,
    profile: profile.data.companyById.supplierTier,
    detail: detail.supplierTier,
    list: list.items.find((c: Any) => c.id === caseId)?.supplierTier,
  };
}

describe("a case's supplier tier", () => {
  it("is its company's tier in the organisation's network, the same on the case list, the case and the n-tier views", async () => {
    // The organisation's first case queues its network's first computation, which fills it in.
    const first = await createCase(acme, { title: "Frame check", companyId: ids.S2 });
    expect(first.supplierTier).toEqual([]);
    expect(await h.runJobs()).toBeGreaterThan(0);
    expect((await call(acme, caseOps.get, { id: first.id })).supplierTier).toEqual([2]);
    const d3 = await createCase(acme, { title: "Steel quality", companyId: ids.D3 });
    expect(d3.supplierTier).toEqual([3]);
    expect(await tiersOf("D3", d3.id)).toEqual({ table: 3, profile: 3, detail: [3], list: [3] });
    const none = await createCase(acme, { title: "No company" });
    expect(none.supplierTier).toEqual([]);
  });

  it("follows the network when it is recomputed after a relation changes", async () => {
    const list = await call(acme, caseOps.list, { filters: { ntier: [3] } });
    const [d3] = list.items;
    expect(d3.title).toBe("Steel quality");
    // D3 now supplies T1 directly: tier 2 once the computation job has run.
    await relate(h.database.db, ids.D3 as string, ids.T1 as string, "bolts");
    await tiersOf("D3", d3.id);
    expect(await h.runJobs()).toBeGreaterThan(0);
    expect(await tiersOf("D3", d3.id)).toEqual({ table: 2, profile: 2, detail: [2], list: [2] });
  });

  it("filters and sorts the case list by the network's tier", async () => {
    await createCase(acme, { title: "Frame audit", companyId: ids.T1 });
    const titles = async (variables: Record<string, unknown>) =>
      (await call(acme, caseOps.list, variables)).items.map((c: Any) => c.title);
    const byTier = { filters: { ntier: [2] }, sort: { key: "id", direction: "Asc" } };
    expect(await titles(byTier)).toEqual(["Frame check", "Steel quality"]);
    expect(await titles({ filters: { ntier: [3] } })).toEqual([]);
    expect(await titles({ sort: { key: "ntier", direction: "Asc" } })).toEqual([
      "Frame audit",
      "Frame check",
      "Steel quality",
      "No company",
    ]);
  });

  it("is empty without nTier, as the profile's supplier tier is null", async () => {
    const { client } = await nTierOrganization(h, { caseManagementEnabled: true, comments: true }, [
      ids.T1 as string,
    ]);
    const made = await createCase(client, { title: "Frame audit", companyId: ids.T1 });
    expect(made.supplierTier).toEqual([]);
  });
});
