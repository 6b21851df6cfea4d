import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import type { TestClient } from "../../test/harness.ts";
import {
  type Any,
  call,
  createUploadHarness,
  type UploadHarness,
  uploadFile,
  uploadOps,
  uploadOrganization,
} from "./relations-upload-test-support.ts";

// A real facility list: 15 rows of Open Supply Hub's own test lists (MIT License; origin in
// import/fixtures/README.md), in its layout country,name,address,sector,lat,lng.
const oshExtract = readFileSync(
  path.join(import.meta.dirname, "../../import/fixtures/osh-facility-list-extract.csv"),
);

let h: UploadHarness;
let acme: TestClient;
let other: TestClient;
let uploaded: Any;
let rows: Any[];

beforeAll(async () => {
  h = await createUploadHarness();
  const db = h.database.db;
  // Three of the list's facilities are known companies of the organisation's network.
  const known = [
    await buildCompany(db, { displayName: "Supreme Embellishment Ltd.", countryCode: "BD" }),
    await buildCompany(db, { displayName: "Centro Textil S.A.", countryCode: "NI" }),
    await buildCompany(db, { displayName: "Impress Designs Inc.", countryCode: "US" }),
  ];
  acme = (
    await uploadOrganization(
      h,
      known.map((c) => c.id),
    )
  ).admin;
  other = (
    await uploadOrganization(
      h,
      known.map((c) => c.id),
    )
  ).admin;
  uploaded = await uploadFile(h, acme, "osh-facility-list-extract.csv", oshExtract);
  rows = await call(acme, uploadOps.rows, { id: uploaded.id });
}, 60_000);
afterAll(() => h.close());

async function sitesOf(client: TestClient) {
  const answer = await client.gql<Any>(
    `{ nTierSites { companyName countryCode address latitude longitude } }`,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.nTierSites;
}

describe("uploading a facility list in the Open Supply Hub layout", () => {
  it("reads its columns without a mapping and keeps all 15 rows", () => {
    expect(uploaded).toMatchObject({
      kind: "facilities",
      mapping: {
        country: "supplierCountry",
        name: "supplierName",
        address: "siteAddress",
        sector: "ignore",
        lat: "latitude",
        lng: "longitude",
      },
      counts: { total: 15, created: 3 },
    });
    expect(rows).toHaveLength(15);
    expect(rows.map((r: Any) => r.rowNumber)).toEqual([...Array(15).keys()].map((i) => i + 2));
    const created = rows.filter((r: Any) => r.outcome === "created");
    expect(created.map((r: Any) => [r.label, r.supplier.companyName])).toEqual([
      ["Row 2", "Supreme Embellishment Ltd."],
      ["Row 9", "Centro Textil S.A."],
      ["Row 10", "Impress Designs Inc."],
    ]);
    // Facilities of companies nobody knows are reported, not dropped.
    expect(rows.filter((r: Any) => r.outcome !== "created").map((r: Any) => r.outcome)).toEqual(
      Array(12).fill("unmatched"),
    );
  });

  it("adds the known facilities as sites with their coordinates, for the uploader only", async () => {
    const sites = await sitesOf(acme);
    expect(sites).toEqual(
      expect.arrayContaining([
        {
          companyName: "Supreme Embellishment Ltd.",
          countryCode: "BD",
          address: "140/1, East Bagbari, Kashimpur. Gazipur, Dhaka. Bangladesh",
          latitude: 23.9563066,
          longitude: 90.3113278,
        },
        expect.objectContaining({
          companyName: "Centro Textil S.A.",
          countryCode: "NI",
          latitude: 12.0732802,
          longitude: -86.4957568,
        }),
        expect.objectContaining({
          companyName: "Impress Designs Inc.",
          countryCode: "US",
          latitude: 32.951219,
          longitude: -96.91132999999999,
        }),
      ]),
    );
    expect(sites).toHaveLength(3);
    expect(await sitesOf(other)).toEqual([]);
  });

  it("adds no second site when the same list comes again", async () => {
    const second = await uploadFile(h, acme, "again.csv", oshExtract);
    expect(second.counts.created).toBe(3);
    expect(await sitesOf(acme)).toHaveLength(3);
  });

  it("reports a coordinate out of range by its row and writes nothing of it", async () => {
    const csv = [
      "country,name,address,sector,lat,lng",
      "Bangladesh,Supreme Embellishment Ltd.,Gazipur,Apparel,95.5,90.31",
      "Nicaragua,Centro Textil S.A.,Chinandega,Apparel,12.07,-186.5",
      "USA,Impress Designs Inc.,Carrolton,Apparel,,",
    ].join("\n");
    const answer = await uploadFile(h, acme, "bad.csv", csv);
    expect(answer.counts).toMatchObject({ total: 3, invalid: 3, created: 0 });
    const bad = await call(acme, uploadOps.rows, { id: answer.id, outcomes: ["invalid"] });
    expect(bad.map((r: Any) => [r.label, r.reasons])).toEqual([
      ["Row 2", ["Latitude 95.5 is not between -90 and 90."]],
      ["Row 3", ["Longitude -186.5 is not between -180 and 180."]],
      ["Row 4", ["A facility needs its latitude and longitude."]],
    ]);
    expect(await sitesOf(acme)).toHaveLength(3);
  });
});
