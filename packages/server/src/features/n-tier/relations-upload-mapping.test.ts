import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import type { TestClient } from "../../test/harness.ts";
import {
  type Any,
  call,
  createUploadHarness,
  sendFile,
  tiersOf,
  type UploadHarness,
  uploadFile,
  uploadOps,
  uploadOrganization,
} from "./relations-upload-test-support.ts";

// Headers nobody's synonyms know: the proposal leaves them out, the person maps them.
const oddCsv = [
  "Abnehmer,Land des Abnehmers,Lieferant,Land des Lieferanten,Teil",
  "Northwind Traders,DE,Contoso Manufacturing,US,Bearings",
].join("\n");

const oshExtract = readFileSync(
  path.join(import.meta.dirname, "../../import/fixtures/osh-facility-list-extract.csv"),
);

let h: UploadHarness;
let admin: TestClient;
let member: TestClient;
let northwind: { id: string; displayName: string };

beforeAll(async () => {
  h = await createUploadHarness();
  const db = h.database.db;
  northwind = await buildCompany(db, { displayName: "Northwind Traders", countryCode: "DE" });
  await buildCompany(db, { displayName: "Contoso Manufacturing", countryCode: "US" });
  const acme = await uploadOrganization(h, [northwind.id]);
  admin = acme.admin;
  member = await acme.person("user");
}, 60_000);
afterAll(() => h.close());

const messagesOf = (answer: Any) => answer.fieldErrors.map((e: Any) => e.message);

describe("the mapping step of a relations upload", () => {
  it("previews the columns with their first values and the proposed mapping, using nothing up", async () => {
    const fileKey = await sendFile(h, admin, "osh.csv", oshExtract);
    const preview = await call(admin, uploadOps.preview, { fileKey, filename: "osh.csv" });
    expect(preview).toMatchObject({
      __typename: "NTierUploadPreview",
      kind: "facilities",
      rowCount: 15,
      rowUnit: "row",
      headers: ["country", "name", "address", "sector", "lat", "lng"],
    });
    expect(preview.columns[1]).toEqual({
      header: "name",
      target: "supplierName",
      samples: ["Supreme Embellishment Ltd.", expect.any(String), expect.any(String)],
    });
    expect(preview.columns[3].target).toBe("ignore");
    expect(preview.targets).toContainEqual({ target: "ignore", label: "Don't import" });
    // The preview left the file to be read and matched.
    const again = await call(admin, uploadOps.upload, { fileKey, filename: "osh.csv" });
    expect(again).toMatchObject({ __typename: "NTierUpload", counts: { total: 15 } });
  });

  it("reads the rows with the mapping the person corrected", async () => {
    const fileKey = await sendFile(h, admin, "odd.csv", oddCsv);
    const preview = await call(admin, uploadOps.preview, { fileKey, filename: "odd.csv" });
    expect(preview.columns.map((c: Any) => c.target)).toEqual(Array(5).fill("ignore"));
    const mapping = {
      Abnehmer: "customerName",
      "Land des Abnehmers": "customerCountry",
      Lieferant: "supplierName",
      "Land des Lieferanten": "supplierCountry",
      Teil: "part",
    };
    const uploaded = await call(admin, uploadOps.upload, { fileKey, filename: "odd.csv", mapping });
    expect(uploaded).toMatchObject({ kind: "relations", mapping, counts: { created: 1 } });
    await h.runJobs();
    expect(await tiersOf(admin)).toEqual({ "Northwind Traders": 1, "Contoso Manufacturing": 2 });
  });

  it("refuses a mapping that cannot read the file, saying every field missing", async () => {
    const noSupplier = await uploadFile(h, admin, "a.csv", oddCsv, {
      Abnehmer: "customerName",
      Teil: "part",
    });
    expect(noSupplier.__typename).toBe("ValidationError");
    expect(messagesOf(noSupplier)).toEqual(["Map one column to Supplier or facility name."]);
    const neither = await uploadFile(h, admin, "b.csv", oddCsv, {}, { kind: "relations" });
    expect(messagesOf(neither)).toEqual([
      "Map one column to Customer.",
      "Map one column to Supplier or facility name.",
    ]);
    const facilities = await uploadFile(
      h,
      admin,
      "c.csv",
      oddCsv,
      { Abnehmer: "customerName", Lieferant: "supplierName" },
      { kind: "facilities" },
    );
    expect(messagesOf(facilities)).toEqual([
      "A facility list has no customer: import its customer columns as Don't import.",
      "Map one column to Supplier country or Site country.",
      "Map one column to Latitude.",
      "Map one column to Longitude.",
    ]);
    const unknown = await uploadFile(h, admin, "d.csv", oddCsv, { Kunde: "customerName" });
    expect(messagesOf(unknown)).toEqual(['The file has no column "Kunde".']);
    const oneCompany = await uploadFile(h, admin, "e.csv", oddCsv, undefined, {
      kind: "relations",
      siteCompanyId: northwind.id,
    });
    expect(messagesOf(oneCompany)).toContain(
      "Only a facility list can be the sites of one company.",
    );
  });

  it("makes a facility list the sites of one chosen company, the name column naming each site", async () => {
    const uploaded = await uploadFile(h, admin, "osh.csv", oshExtract, undefined, {
      siteCompanyId: northwind.id,
    });
    expect(uploaded).toMatchObject({ kind: "facilities", counts: { total: 15, created: 15 } });
    const rows = await call(admin, uploadOps.rows, { id: uploaded.id });
    expect(rows[0]).toMatchObject({
      outcome: "created",
      supplier: { companyId: northwind.id, companyName: "Northwind Traders", band: "confident" },
      site: { name: "Supreme Embellishment Ltd.", countryCode: "BD", latitude: 23.9563066 },
    });
    await h.runJobs();
    const answer = await admin.gql<Any>(`{ nTierSites { companyName name } }`);
    const sites = answer.data.nTierSites.filter((s: Any) => s.companyName === "Northwind Traders");
    expect(sites).toHaveLength(15);
    const missing = await uploadFile(h, admin, "f.csv", oshExtract, undefined, {
      siteCompanyId: "00000000-0000-4000-8000-000000000000",
    });
    expect(messagesOf(missing)).toEqual(["The company was not found."]);
  });

  it("is for people who may upload supplier lists", async () => {
    const fileKey = await sendFile(h, member, "osh.csv", oshExtract).catch(() => "none");
    expect(
      (await call(member, uploadOps.preview, { fileKey, filename: "osh.csv" })).__typename,
    ).toBe("FORBIDDEN");
  });
});
