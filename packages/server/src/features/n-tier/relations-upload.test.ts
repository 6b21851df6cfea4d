import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildCompany } from "../../test/company-factory.ts";
import type { TestClient } from "../../test/harness.ts";
import { companyRelations } from "./n-tier.table.ts";
import {
  type Any,
  call,
  createUploadHarness,
  tiersOf,
  type UploadHarness,
  uploadFile,
  uploadOps,
  uploadOrganization,
} from "./relations-upload-test-support.ts";

let h: UploadHarness;
let acme: {
  organization: { id: string };
  admin: TestClient;
  person: (r: Any) => Promise<TestClient>;
};
let other: TestClient;
let uploaded: Any;
let rows: Any[];
let slugs: { contoso: string; fabrikam: string };

// Row 2: both sides known (created); row 3: a slip in the supplier's name (review); row 4: an
// unknown supplier (unmatched); row 5: no supplier name; row 6: a latitude past the pole.
const relationsCsv = [
  "Customer,Customer country,Supplier,Supplier country,Part,Site address,Site country,Lat,Lng",
  'Northwind Traders,DE,Contoso Manufacturing,US,Bearings,"12  Main St,, Springfield",US,39.78,-89.65',
  "Northwind Traders,Germany,Fabrikam Industres,CN,Gaskets,,,,",
  "Northwind Traders,DE,Nobody Such Widgets,FR,Nuts,,,,",
  "Northwind Traders,DE,,US,Bolts,,,,",
  "Northwind Traders,DE,Contoso Manufacturing,US,Springs,Plant 2,US,123.5,10",
].join("\n");

beforeAll(async () => {
  h = await createUploadHarness();
  const db = h.database.db;
  const northwind = await buildCompany(db, { displayName: "Northwind Traders", countryCode: "DE" });
  const contoso = await buildCompany(db, {
    displayName: "Contoso Manufacturing",
    countryCode: "US",
  });
  const fabrikam = await buildCompany(db, {
    displayName: "Fabrikam Industries",
    countryCode: "CN",
  });
  slugs = { contoso: contoso.slug, fabrikam: fabrikam.slug };
  acme = await uploadOrganization(h, [northwind.id]);
  other = (await uploadOrganization(h, [northwind.id])).admin;
  uploaded = await uploadFile(h, acme.admin, "relations.csv", relationsCsv);
  rows = await call(acme.admin, uploadOps.rows, { id: uploaded.id });
}, 60_000);
afterAll(() => h.close());

const byRow = (n: number) => rows.find((r: Any) => r.rowNumber === n);

describe("uploading a relations file", () => {
  it("keeps every row with its outcome, named by its place in the file", () => {
    expect(uploaded).toMatchObject({
      __typename: "NTierUpload",
      kind: "relations",
      rowUnit: "row",
      counts: { total: 5, created: 1, review: 1, unmatched: 1, invalid: 2 },
    });
    expect(rows.map((r: Any) => [r.label, r.outcome])).toEqual([
      ["Row 2", "created"],
      ["Row 3", "review"],
      ["Row 4", "unmatched"],
      ["Row 5", "invalid"],
      ["Row 6", "invalid"],
    ]);
    // The cleaning of supplier lists: the address tidied, "Germany" read as DE.
    expect(byRow(2)).toMatchObject({
      part: "Bearings",
      supplier: { companyName: "Contoso Manufacturing", band: "confident" },
      site: { address: "12 Main St, Springfield", countryCode: "US", latitude: 39.78 },
    });
    expect(byRow(2).relationId).toBeTruthy();
    expect(byRow(3).customer).toMatchObject({ country: "DE", band: "confident" });
    expect(byRow(3).supplier).toMatchObject({ band: "review", companyId: null });
    expect(byRow(3).supplier.candidates[0].name).toBe("Fabrikam Industries");
    // The profile addresses, so the browser links each company and candidate.
    expect(byRow(2).supplier.companySlug).toBe(slugs.contoso);
    expect(byRow(3).supplier.candidates[0].slug).toBe(slugs.fabrikam);
    expect(byRow(4).reasons).toContain(
      'Supplier "Nobody Such Widgets" was not found among the known companies.',
    );
    expect(byRow(5).reasons).toEqual(["Supplier: Enter the company name."]);
    expect(byRow(6).reasons).toEqual(["Latitude 123.5 is not between -90 and 90."]);
  });

  it("adds the created relation to the uploader's network only", async () => {
    await h.runJobs();
    expect(await tiersOf(acme.admin)).toEqual({
      "Northwind Traders": 1,
      "Contoso Manufacturing": 2,
    });
    expect(await tiersOf(other)).toEqual({ "Northwind Traders": 1 });
  });

  it("writes a confirmed review row as a tier-2 supplier of the uploader alone", async () => {
    const decided = await call(acme.admin, uploadOps.decide, {
      rowId: byRow(3).id,
      decision: "confirm",
    });
    expect(decided).toMatchObject({
      __typename: "NTierUploadRow",
      outcome: "created",
      supplier: { companyName: "Fabrikam Industries", companySlug: slugs.fabrikam },
    });
    const [relation] = await h.database.db
      .select()
      .from(companyRelations)
      .where(eq(companyRelations.id, decided.relationId));
    expect(relation).toMatchObject({ organizationId: acme.organization.id, parts: ["Gaskets"] });
    // The read notices the new relation and queues the computation; the job brings it in.
    await tiersOf(acme.admin);
    await h.runJobs();
    expect(await tiersOf(acme.admin)).toMatchObject({ "Fabrikam Industries": 2 });
    expect(await tiersOf(other)).toEqual({ "Northwind Traders": 1 });
    const again = await call(acme.admin, uploadOps.decide, {
      rowId: byRow(3).id,
      decision: "confirm",
    });
    expect(again).toMatchObject({ __typename: "ValidationError" });
    expect(again.fieldErrors[0].message).toBe("Row 3 is not waiting for a decision.");
  });

  it("audits uploads and decisions by counts and ids, never by names", async () => {
    const entries = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, acme.organization.id));
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["nTierUpload.created", "nTierUploadRow.decided"]),
    );
    const text = JSON.stringify(entries.map((e) => [e.before, e.after]));
    for (const name of ["Contoso", "Fabrikam", "Northwind", "relations.csv", "Bearings"])
      expect(text).not.toContain(name);
  });

  it("is for people who may upload supplier lists, of the organisation, with nTier", async () => {
    const member = await acme.person("user");
    expect((await call(member, uploadOps.rows, { id: uploaded.id })).__typename).toBe("FORBIDDEN");
    expect(
      (await call(member, uploadOps.decide, { rowId: byRow(4).id, decision: "reject" })).__typename,
    ).toBe("FORBIDDEN");
    // Another organisation's upload and rows are not found.
    expect((await call(other, uploadOps.rows, { id: uploaded.id })).__typename).toBe(
      "BAD_USER_INPUT",
    );
    expect(
      (await call(other, uploadOps.decide, { rowId: byRow(4).id, decision: "reject" })).__typename,
    ).toBe("NotFoundError");
    const db = h.database.db;
    const t1 = await buildCompany(db, { displayName: "Flagless Corp", countryCode: "DE" });
    const flagless = await uploadOrganization(h, [t1.id], { companyRequests: true, nTier: false });
    expect((await call(flagless.admin, uploadOps.rows, { id: uploaded.id })).__typename).toBe(
      "FORBIDDEN",
    );
  });
});
