import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { companySites } from "./n-tier.table.ts";
import { regionMessages } from "./n-tier-exposure-region.ts";
import { companiesNamed, nTierOrganization, relate } from "./n-tier-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const allFlags = { nTier: true };
let h: Harness;
let acme: TestClient;

// Tier 1: Inland, Coastal, Islands, Shadowed. Inland ← Mill (a site in Vietnam, inside the box
// below); Coastal ← Port (a site in Germany, outside it); Islands ← Atoll (Fiji, across the
// antimeridian); Shadowed ← Hidden, whose only site in the box is another organisation's own.
beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const ids = await companiesNamed(db, [
    ...["Inland", "Coastal", "Islands", "Shadowed"],
    ...["Mill", "Port", "Atoll", "Hidden"],
  ]);
  const id = (name: string) => ids[name] as string;
  for (const [supplier, customer] of [
    ["Mill", "Inland"],
    ["Port", "Coastal"],
    ["Atoll", "Islands"],
    ["Hidden", "Shadowed"],
  ] as const)
    await relate(db, id(supplier), id(customer), "part");
  const tierOne = ["Inland", "Coastal", "Islands", "Shadowed"].map(id);
  acme = (await nTierOrganization(h, allFlags, tierOne)).client;
  const other = await nTierOrganization(h, allFlags, tierOne);
  const at = (name: string, countryCode: string, latitude: number, longitude: number) => ({
    companyId: id(name),
    countryCode,
    latitude,
    longitude,
    name: `${name} site`,
    source: "test",
  });
  await db
    .insert(companySites)
    .values([
      at("Mill", "VN", 21, 105.8),
      at("Port", "DE", 53.5, 10),
      at("Atoll", "FJ", -17.7, 178.1),
      { ...at("Hidden", "VN", 20, 106), organizationId: other.organization.id },
    ]);
}, 60_000);
afterAll(() => h.close());

async function exposure(client: TestClient, args: string) {
  return client.gql<Any>(`{ nTierExposure(${args}) { name tier } }`);
}
const names = (answer: Any) => answer.data.nTierExposure.map((n: Any) => n.name);

describe("the exposure question for a drawn region", () => {
  it("counts a site inside the box and not one outside, nor another organisation's own", async () => {
    const answer = await exposure(acme, "region: { west: 100, south: 10, east: 110, north: 25 }");
    expect(answer.errors).toBeUndefined();
    expect(answer.data.nTierExposure).toEqual([{ name: "Inland", tier: 1 }]);
    // Edges count as inside.
    const edge = await exposure(acme, "region: { west: 105.8, south: 21, east: 106, north: 22 }");
    expect(names(edge)).toEqual(["Inland"]);
  });

  it("takes a box across the antimeridian as running east from its west edge", async () => {
    const across = await exposure(acme, "region: { west: 170, south: -30, east: -170, north: 0 }");
    expect(names(across)).toEqual(["Islands"]);
    const world = await exposure(acme, "region: { west: -180, south: -90, east: 180, north: 90 }");
    expect(names(world)).toEqual(["Coastal", "Inland", "Islands"]);
  });

  it("asks for a site in both when given countries and a region", async () => {
    const world = "region: { west: -180, south: -90, east: 180, north: 90 }";
    expect(names(await exposure(acme, `countries: ["de"], ${world}`))).toEqual(["Coastal"]);
    const asia = "region: { west: 100, south: 10, east: 110, north: 25 }";
    expect(names(await exposure(acme, `countries: ["DE"], ${asia}`))).toEqual([]);
  });

  it("refuses a region out of range, upside down, or no question at all, saying why", async () => {
    const cases: [string, string][] = [
      ["region: { west: -181, south: 0, east: 10, north: 10 }", regionMessages.longitude("west")],
      ["region: { west: 0, south: 0, east: 180.5, north: 10 }", regionMessages.longitude("east")],
      ["region: { west: 0, south: -91, east: 10, north: 10 }", regionMessages.latitude("south")],
      ["region: { west: 0, south: 0, east: 10, north: 95 }", regionMessages.latitude("north")],
      ["region: { west: 0, south: 20, east: 10, north: 10 }", regionMessages.southOfNorth],
      ["hasRisks: true", regionMessages.nothingChosen],
    ];
    for (const [args, message] of cases) {
      const answer = await exposure(acme, args);
      expect(answer.errors?.[0]?.message, args).toBe(message);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ type: "ValidationError" });
    }
    expect(regionMessages.longitude("west")).toBe(
      "The region's west edge must be a longitude from -180 to 180.",
    );
  });
});
