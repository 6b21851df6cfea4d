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

// Real GLEIF Level 2 relationship records (CC0), with the Level 1 legal names beside the LEIs
// (origin in fixtures/README.md). They are ownership, not supply: child → parent is read as
// supplier → customer only to give tiers, matching and a cycle real legal names to work on.
const gleifFile = readFileSync(
  path.join(import.meta.dirname, "fixtures/gleif-relationship-records.csv"),
  "utf8",
);

const gleifMapping = {
  "Relationship.StartNode.NodeID": "ignore",
  "StartNode.LegalName": "supplierName",
  "StartNode.Country": "supplierCountry",
  "Relationship.EndNode.NodeID": "ignore",
  "EndNode.LegalName": "customerName",
  "EndNode.Country": "customerCountry",
  "Relationship.RelationshipType": "part",
};

let h: UploadHarness;
let admin: TestClient;
let uploaded: Any;
let rows: Any[];

beforeAll(async () => {
  h = await createUploadHarness();
  const db = h.database.db;
  // The catalogue writes the names as people do; the file as the registers do.
  await buildCompany(db, { displayName: "Commerzbank AG", countryCode: "DE" });
  const finance = await buildCompany(db, {
    displayName: "Commerzbank Finance Limited",
    countryCode: "GB",
  });
  await buildCompany(db, { displayName: "Commerzbank Finance B.V.", countryCode: "NL" });
  await buildCompany(db, { displayName: "Sony Group Corporation", countryCode: "JP" });
  admin = (await uploadOrganization(h, [finance.id])).admin;
  const fileKey = await sendFile(h, admin, "gleif-rr.csv", gleifFile);
  const preview = await call(admin, uploadOps.preview, { fileKey, filename: "gleif-rr.csv" });
  // GLEIF's dotted headers are nobody's synonyms: the mapping step is where they are read.
  expect(preview.columns.filter((c: Any) => c.target !== "ignore")).toEqual([]);
  uploaded = await call(admin, uploadOps.upload, {
    fileKey,
    filename: "gleif-rr.csv",
    mapping: gleifMapping,
  });
  rows = await call(admin, uploadOps.rows, { id: uploaded.id });
}, 60_000);
afterAll(() => h.close());

describe("GLEIF parent–child records as a relations file", () => {
  it("keeps every row with its outcome", () => {
    expect(uploaded).toMatchObject({
      kind: "relations",
      counts: { total: 4, created: 1, review: 0, unmatched: 3, invalid: 0 },
    });
    expect(
      rows.map((r: Any) => [
        r.label,
        r.outcome,
        r.supplier.companyName ?? r.supplier.name,
        r.customer.companyName ?? r.customer.name,
        r.part,
      ]),
    ).toEqual([
      [
        "Row 2",
        "created",
        "Commerzbank Finance B.V.",
        "Commerzbank Finance Limited",
        "IS_DIRECTLY_CONSOLIDATED_BY",
      ],
      [
        "Row 3",
        "unmatched",
        "Commerzbank Finance B.V.",
        "COMMERZBANK Aktiengesellschaft",
        "IS_ULTIMATELY_CONSOLIDATED_BY",
      ],
      [
        "Row 4",
        "unmatched",
        "Sony Semiconductor Solutions Corp",
        "Sony Group Corporation",
        "IS_DIRECTLY_CONSOLIDATED_BY",
      ],
      [
        "Row 5",
        "unmatched",
        "Sony Semiconductor Solutions Corp",
        "Sony Group Corporation",
        "IS_ULTIMATELY_CONSOLIDATED_BY",
      ],
    ]);
    // A register's capitals match the catalogue's spelling ("COMMERZBANK FINANCE LIMITED")…
    expect(rows[0].customer).toMatchObject({
      name: "COMMERZBANK FINANCE LIMITED",
      band: "confident",
    });
    // …but its spelled-out legal form does not match the short one: "Aktiengesellschaft" is not
    // read as "AG" (score 0.41), so the row waits for a company request or a better catalogue.
    expect(rows[1].reasons).toEqual([
      'Customer "COMMERZBANK Aktiengesellschaft" was not found among the known companies.',
    ]);
    expect(rows[1].customer.candidates[0]).toMatchObject({ name: "Commerzbank AG", band: "weak" });
    expect(rows[2].reasons).toEqual([
      'Supplier "Sony Semiconductor Solutions Corp" was not found among the known companies.',
    ]);
  });

  it("gives the chain its tiers, and a cycle closed through it changes none", async () => {
    await h.runJobs();
    const tiers = { "Commerzbank Finance Limited": 1, "Commerzbank Finance B.V.": 2 };
    expect(await tiersOf(admin)).toEqual(tiers);
    // Not GLEIF's: a made-up row closing the circle parent → child → parent.
    const cycle = [
      "Customer,Customer country,Supplier,Supplier country",
      "Commerzbank Finance B.V.,NL,COMMERZBANK FINANCE LIMITED,GB",
    ].join("\n");
    const closed = await uploadFile(h, admin, "cycle.csv", cycle);
    expect(closed.counts).toMatchObject({ total: 1, created: 1 });
    await tiersOf(admin);
    await h.runJobs();
    expect(await tiersOf(admin)).toEqual(tiers);
  });
});
