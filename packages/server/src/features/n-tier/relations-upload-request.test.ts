import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import type { TestClient } from "../../test/harness.ts";
import { companyRequests } from "../company-requests/company-request.table.ts";
import {
  type Any,
  call,
  createUploadHarness,
  type UploadHarness,
  uploadFile,
  uploadOps,
  uploadOrganization,
} from "./relations-upload-test-support.ts";

// Row 2 and row 4 name the same unknown supplier; row 3 is matched on both sides.
const relationsCsv = [
  "Customer,Customer country,Supplier,Supplier country,Site address,Lat,Lng",
  "Northwind Traders,DE,Quillfeather Gaskets,FR,4 Rue des Forges,45.76,4.83",
  "Northwind Traders,DE,Contoso Manufacturing,US,,,",
  "Northwind Traders,DE,Quillfeather Gaskets,FR,,,",
].join("\n");

const quillfeather = {
  companyName: "Quillfeather Gaskets",
  country: "FR",
  address: "4 Rue des Forges",
};

let h: UploadHarness;
let acme: {
  organization: { id: string };
  admin: TestClient;
  person: (r: Any) => Promise<TestClient>;
};
let other: TestClient;
let uploadId: string;
let rows: Any[];

beforeAll(async () => {
  h = await createUploadHarness();
  const db = h.database.db;
  const northwind = await buildCompany(db, { displayName: "Northwind Traders", countryCode: "DE" });
  await buildCompany(db, { displayName: "Contoso Manufacturing", countryCode: "US" });
  acme = await uploadOrganization(h, [northwind.id]);
  other = (await uploadOrganization(h, [northwind.id])).admin;
  const uploaded = await uploadFile(h, acme.admin, "relations.csv", relationsCsv);
  uploadId = uploaded.id;
  rows = await call(acme.admin, uploadOps.rows, { id: uploadId });
}, 60_000);
afterAll(() => h.close());

const row = (n: number) => rows.find((r: Any) => r.rowNumber === n);
const requestsOf = (organizationId: string) =>
  h.database.db
    .select()
    .from(companyRequests)
    .where(eq(companyRequests.organizationId, organizationId));

describe("requesting the company an upload row did not find", () => {
  it("offers the known companies first when the typed name may be one", async () => {
    expect(row(2).outcome).toBe("unmatched");
    const answer = await call(acme.admin, uploadOps.request, {
      rowId: row(2).id,
      side: "supplier",
      input: { companyName: "Contoso Manufacturing", country: "US" },
    });
    expect(answer.__typename).toBe("LikelyMatches");
    expect(answer.candidates[0].company.name).toBe("Contoso Manufacturing");
    expect(await requestsOf(acme.organization.id)).toEqual([]);
  });

  it("makes one company request with the row's name, country and address, and the row shows it", async () => {
    const answer = await call(acme.admin, uploadOps.request, {
      rowId: row(2).id,
      side: "supplier",
      input: quillfeather,
    });
    expect(answer).toMatchObject({
      __typename: "NTierUploadRow",
      outcome: "unmatched",
      supplier: { request: { status: "requested", companyName: "Quillfeather Gaskets" } },
    });
    const made = await requestsOf(acme.organization.id);
    expect(made).toMatchObject([{ ...quillfeather, id: answer.supplier.request.id }]);
    // Read again, the row keeps it, with the request's status of now.
    await h.database.db
      .update(companyRequests)
      .set({ status: "needs_action" })
      .where(eq(companyRequests.organizationId, acme.organization.id));
    const listed = await call(acme.admin, uploadOps.rows, { id: uploadId });
    expect(listed.find((r: Any) => r.rowNumber === 2).supplier.request).toEqual({
      id: made[0]?.id,
      status: "needs_action",
      companyName: "Quillfeather Gaskets",
    });
  });

  it("follows the open request when another row names the same company", async () => {
    const answer = await call(acme.admin, uploadOps.request, {
      rowId: row(4).id,
      side: "supplier",
      input: { companyName: "Quillfeather Gaskets", country: "FR" },
    });
    const made = await requestsOf(acme.organization.id);
    expect(made).toHaveLength(1);
    expect(answer.supplier.request.id).toBe(made[0]?.id);
  });

  it("refuses a side that needs no request, in words naming the row", async () => {
    const twice = await call(acme.admin, uploadOps.request, {
      rowId: row(2).id,
      side: "supplier",
      input: quillfeather,
    });
    expect(twice.fieldErrors[0].message).toBe("The supplier of row 2 needs no company request.");
    const matched = await call(acme.admin, uploadOps.request, {
      rowId: row(3).id,
      side: "customer",
      input: { companyName: "Northwind Traders" },
    });
    expect(matched.fieldErrors[0].message).toBe("The customer of row 3 needs no company request.");
    const unnamed = await call(acme.admin, uploadOps.request, {
      rowId: row(4).id,
      side: "customer",
      input: { companyName: " " },
    });
    expect(unnamed.fieldErrors[0]).toEqual({
      path: "companyName",
      message: "Enter the company name.",
    });
  });

  it("is for people who may upload relations and request companies, of the organisation", async () => {
    const member = await acme.person("user");
    const asked = { rowId: row(4).id, side: "supplier", input: quillfeather };
    expect((await call(member, uploadOps.request, asked)).__typename).toBe("FORBIDDEN");
    expect((await call(other, uploadOps.request, asked)).__typename).toBe("NotFoundError");
    const db = h.database.db;
    const t1 = await buildCompany(db, { displayName: "Flagless Corp", countryCode: "DE" });
    const flagless = await uploadOrganization(h, [t1.id], { companyRequests: true, nTier: false });
    expect((await call(flagless.admin, uploadOps.request, asked)).__typename).toBe("FORBIDDEN");
  });
});
