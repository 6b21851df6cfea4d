import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
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

beforeAll(async () => {
  h = await createUploadHarness();
}, 60_000);
afterAll(() => h.close());

// Issue 29: one relation added → its tiers visible in under 2 s. The request that adds relations
// applies the quick tier update itself, so the next read shows them with no job having run
// (the job's poll alone took up to 1 s); the job still does the full computation later.
describe("relations added by a request", () => {
  it("show in the network's tiers on the next read, before any job runs", async () => {
    const db = h.database.db;
    const buyer = await buildCompany(db, { displayName: "Litware Foods", countryCode: "DE" });
    await buildCompany(db, { displayName: "Tailspin Packaging", countryCode: "PL" });
    await buildCompany(db, { displayName: "Wingtip Farms", countryCode: "FR" });
    const acme = await uploadOrganization(h, [buyer.id]);
    // The network is computed by its first read, before any relation exists.
    expect(await tiersOf(acme.admin)).toEqual({ "Litware Foods": 1 });
    const uploaded = await uploadFile(
      h,
      acme.admin,
      "relations.csv",
      [
        "Customer,Customer country,Supplier,Supplier country,Part",
        "Litware Foods,DE,Tailspin Packaging,PL,Trays",
        "Litware Foods,DE,Wingtip Farmz,FR,Apples",
      ].join("\n"),
    );
    expect(uploaded.counts).toMatchObject({ created: 1, review: 1 });
    expect(await tiersOf(acme.admin)).toEqual({ "Litware Foods": 1, "Tailspin Packaging": 2 });

    const rows: Any[] = await call(acme.admin, uploadOps.rows, { id: uploaded.id });
    const review = rows.find((r: Any) => r.outcome === "review");
    const decided = await call(acme.admin, uploadOps.decide, {
      rowId: review.id,
      decision: "confirm",
    });
    expect(decided).toMatchObject({ __typename: "NTierUploadRow", outcome: "created" });
    expect(await tiersOf(acme.admin)).toEqual({
      "Litware Foods": 1,
      "Tailspin Packaging": 2,
      "Wingtip Farms": 2,
    });
  });
});
