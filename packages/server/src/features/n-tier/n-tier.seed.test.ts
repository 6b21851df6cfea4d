import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFoundation } from "../../seed/seed.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { seedDemoCompanies } from "../companies/demo-data/seed-companies.ts";
import { seedPortfoliosDemo } from "../portfolios/portfolios.seed.ts";
import { seedNTierDemo } from "./n-tier.seed.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const password = "Seed-Password-2026!";
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password, LOG_LEVEL: "error" });
  await seedFoundation(h.database.db, h.config);
  await seedDemoCompanies(h.database.db, { count: 600 });
  await seedPortfoliosDemo(h.database.db);
  await seedNTierDemo(h.database.db);
}, 120_000);
afterAll(() => h.close());

describe("demo n-tier network", () => {
  it("gives Acme a network three tiers deep with shared sub-suppliers, sites and parts; seeding twice changes nothing", async () => {
    const member = await h.signIn("member@acme.test", password);
    const query = `query($tiers: [Int!]) {
      nTierCompanies(filter: { tiers: $tiers }, pageSize: 100, sort: { field: impact, direction: desc }) {
        total items { name tier impact centrality siteCount parts } } }`;
    const tiers = [];
    for (const tier of [1, 2, 3]) {
      const result = await member.gql<Any>(query, { tiers: [tier] });
      expect(result.errors).toBeUndefined();
      tiers.push(result.data.nTierCompanies);
    }
    for (const page of tiers) expect(page.total).toBeGreaterThan(0);
    const [, second, third] = tiers;
    // Concentration: some sub-supplier serves several of Acme's tier-1 suppliers.
    expect(
      Math.max(...[...second.items, ...third.items].map((n: Any) => n.impact)),
    ).toBeGreaterThan(1);
    expect(second.items.every((n: Any) => n.parts.length > 0 && n.siteCount > 0)).toBe(true);
    const sites = await member.gql<Any>(`{ nTierSites { latitude longitude tier } }`);
    expect(new Set(sites.data.nTierSites.map((s: Any) => s.tier))).toEqual(new Set([1, 2, 3]));
    const before = await member.gql<Any>(
      `{ nTierGraph { nodes { id tier } edges { supplierId customerId parts } } }`,
    );
    await seedNTierDemo(h.database.db);
    const again = await member.gql<Any>(
      `{ nTierGraph { nodes { id tier } edges { supplierId customerId parts } } }`,
    );
    expect(again.data).toEqual(before.data);
    expect(before.data.nTierGraph.edges.length).toBeGreaterThan(
      before.data.nTierGraph.nodes.length / 2,
    );
  });
});
