import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { companySites } from "./n-tier.table.ts";
import { companiesNamed, nTierOrganization, relate } from "./n-tier-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let ids: Record<string, string>;
let acme: TestClient;

const mapFields = `siteCount countryCount siteIds positions hasRisks companyIds companyFirstSites`;
const siteFields = `id companyId companyName tier name address countryCode latitude longitude hasRisks`;

/** A site of the company at this position (latitude first, as people say it). */
async function siteAt(
  companyId: string,
  name: string,
  countryCode: string | null,
  latitude: number,
  longitude: number,
) {
  const [row] = await h.database.db
    .insert(companySites)
    .values({ companyId, name, countryCode, latitude, longitude, source: "test" })
    .returning({ id: companySites.id });
  return row?.id as string;
}

// T1 is tier 1 with two sites, S2 (tier 2) supplies it with two sites in Łódź, one without a
// country and one whose recorded position is off the earth; Other's site is outside the network.
beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  ids = await companiesNamed(db, ["T1", "S2", "Other"]);
  await relate(db, ids.S2 as string, ids.T1 as string, "steel");
  await siteAt(ids.T1 as string, "Stuttgart plant", "DE", 48.7758459, 9.1829321);
  await siteAt(ids.T1 as string, "Essen plant", "DE", 51.45, 7.01);
  await siteAt(ids.S2 as string, "Łódź mill", "PL", 51.76, 19.46);
  await siteAt(ids.S2 as string, "Łódź store", "PL", 51.77, 19.47);
  await siteAt(ids.S2 as string, "Depot", null, 10, 10);
  await siteAt(ids.S2 as string, "Typo", "PL", 95, 19);
  await siteAt(ids.Other as string, "Elsewhere", "FR", 45.76, 4.84);
  acme = (await nTierOrganization(h, { nTier: true }, [ids.T1 as string])).client;
}, 60_000);
afterAll(() => h.close());

describe("the map's sites", () => {
  it("lists the drawable sites as parallel lists, in the order of nTierSites", async () => {
    const map = (await acme.gql<Any>(`{ nTierSiteMap { ${mapFields} } }`)).data.nTierSiteMap;
    const sites = (await acme.gql<Any>(`{ nTierSites { ${siteFields} } }`)).data.nTierSites;
    expect(map.siteCount).toBe(sites.length);
    expect(map.siteCount).toBe(6);
    // The site off the earth cannot be drawn; the one without a country counts as a country.
    const drawable = sites.filter((site: Any) => Math.abs(site.latitude) <= 90);
    expect(map.siteIds).toEqual(drawable.map((site: Any) => site.id));
    expect(map.countryCount).toBe(3);
    expect(map.positions).toHaveLength(drawable.length * 2);
    drawable.forEach((site: Any, i: number) => {
      expect(map.positions[2 * i]).toBeCloseTo(site.longitude, 5);
      expect(map.positions[2 * i + 1]).toBeCloseTo(site.latitude, 5);
    });
    const stuttgart = drawable.findIndex((site: Any) => site.name === "Stuttgart plant");
    expect(map.positions.slice(2 * stuttgart, 2 * stuttgart + 2)).toEqual([9.18293, 48.77585]);
    expect(map.hasRisks).toEqual(drawable.map((site: Any) => site.hasRisks));
    // Each company once, with the index of its first drawable site.
    expect(map.companyIds).toEqual([ids.T1, ids.S2]);
    expect(map.companyFirstSites).toEqual([0, 2]);
  });

  it("follows the filter", async () => {
    const map = (await acme.gql<Any>(`{ nTierSiteMap(filter: { tiers: [2] }) { ${mapFields} } }`))
      .data.nTierSiteMap;
    expect(map.siteCount).toBe(4);
    expect(map.companyIds).toEqual([ids.S2]);
    const pairs = [0, 1, 2].map((i) => map.positions.slice(2 * i, 2 * i + 2));
    expect(pairs.sort()).toEqual([
      [10, 10],
      [19.46, 51.76],
      [19.47, 51.77],
    ]);
  });

  it("gives the companies and addresses of the clicked sites, and nothing outside the network", async () => {
    const sites = (await acme.gql<Any>(`{ nTierSites { id name } }`)).data.nTierSites;
    const idOf = (name: string) => sites.find((site: Any) => site.name === name)?.id;
    const [outside] = await h.database.db
      .select({ id: companySites.id })
      .from(companySites)
      .where(eq(companySites.name, "Elsewhere"));
    const clicked = [idOf("Essen plant"), idOf("Łódź mill"), outside?.id, "not-an-id"];
    const answer = await acme.gql<Any>(
      `query($ids: [ID!]) { nTierSites(ids: $ids) { ${siteFields} } }`,
      { ids: clicked },
    );
    expect(answer.errors).toBeUndefined();
    expect(
      answer.data.nTierSites.map((site: Any) => [site.companyName, site.tier, site.name]),
    ).toEqual([
      ["T1", 1, "Essen plant"],
      ["S2", 2, "Łódź mill"],
    ]);
  });

  it("sums the drawable sites by grid cell for the first drawing, a lone site with its id", async () => {
    const overview = (
      await acme.gql<Any>(
        `{ nTierSiteOverview { siteCount countryCount positions siteCounts riskyCounts siteIds } }`,
      )
    ).data.nTierSiteOverview;
    const sites = (await acme.gql<Any>(`{ nTierSites { id name } }`)).data.nTierSites;
    const idOf = (name: string) => sites.find((site: Any) => site.name === name)?.id;
    expect([overview.siteCount, overview.countryCount]).toEqual([6, 3]);
    const cells = overview.siteCounts.map((count: number, i: number) => ({
      at: overview.positions.slice(2 * i, 2 * i + 2),
      count,
      risky: overview.riskyCounts[i],
      siteId: overview.siteIds[i],
    }));
    // Both Łódź sites share a cell, drawn at their mean position; the site off the earth is in none.
    expect(cells).toHaveLength(4);
    expect(cells).toEqual(
      expect.arrayContaining([
        { at: [9.18293, 48.77585], count: 1, risky: 0, siteId: idOf("Stuttgart plant") },
        { at: [7.01, 51.45], count: 1, risky: 0, siteId: idOf("Essen plant") },
        { at: [19.465, 51.765], count: 2, risky: 0, siteId: null },
        { at: [10, 10], count: 1, risky: 0, siteId: idOf("Depot") },
      ]),
    );
    const tierTwo = await acme.gql<Any>(
      `{ nTierSiteOverview(filter: { tiers: [2] }) { siteCount siteCounts } }`,
    );
    expect(tierTwo.data.nTierSiteOverview).toEqual({ siteCount: 4, siteCounts: [1, 2] });
  });

  it("sums the same sites as nTierSiteMap when the network has more than the limit", async () => {
    const limited = await acme.gql<Any>(
      `{ nTierSiteOverview(limit: 3) { siteCount siteCounts siteIds }
         nTierSiteMap(limit: 3) { siteIds } }`,
    );
    const { nTierSiteOverview: overview, nTierSiteMap: map } = limited.data;
    expect(overview.siteCount).toBe(3);
    expect(overview.siteCounts.reduce((a: number, b: number) => a + b, 0)).toBe(map.siteIds.length);
    for (const id of overview.siteIds.filter(Boolean)) expect(map.siteIds).toContain(id);
  });

  it("is refused without nTier", async () => {
    const { client } = await nTierOrganization(h, { nTier: false }, [ids.T1 as string]);
    for (const query of [`{ nTierSiteMap { siteCount } }`, `{ nTierSiteOverview { siteCount } }`]) {
      const result = await client.gql(query);
      expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });
});
