import { describe, expect, it } from "vitest";
import {
  type Any,
  allRows,
  createFromFile,
  importFixture,
  sp500Mapping,
  startAndRun,
  useBulkWorld,
} from "./bulk-test-support.ts";

/**
 * Real public lists with headers of their own (import/fixtures/README.md says where they come
 * from): the mapping is guessed, the values cleaned, and every row becomes something.
 */

const suite = useBulkWorld();

const proposedOf = (bulk: Any) =>
  Object.fromEntries(bulk.proposedMapping.map((c: Any) => [c.header, c.target]));
const mappingOf = proposedOf;

describe("real supplier lists", () => {
  it("takes the S&P 500 extract: Security is the name, Headquarters Location the place", async () => {
    const admin = suite.world.people.admin.client;
    const created = await createFromFile(
      suite.h,
      admin,
      "sp500.csv",
      importFixture("sp500-extract.csv"),
    );
    expect(proposedOf(created)).toEqual(sp500Mapping);
    const done = await startAndRun(suite.h, admin, created.id, mappingOf(created));
    expect(done.counts).toMatchObject({ total: 12, requested: 12, invalid: 0, duplicate: 0 });
    const rows = await allRows(admin, created.id);
    const cleaned = Object.fromEntries(rows.map((r: Any) => [r.cleaned.companyName, r.cleaned]));
    expect(cleaned["3M"]).toEqual({
      companyName: "3M",
      city: "Saint Paul",
      state: "Minnesota",
      country: "US",
    });
    expect(cleaned.Amcor).toMatchObject({ city: "Warmley", state: "Bristol", country: "GB" });
    expect(cleaned["Northrop Grumman"]).toMatchObject({
      city: "West Falls Church",
      state: "Virginia",
      country: "US",
    });
  });

  it("takes an Open Supply Hub facility list: countries as names and codes, addresses tidied", async () => {
    const admin = suite.world.people.admin.client;
    const created = await createFromFile(
      suite.h,
      admin,
      "facilities.csv",
      importFixture("osh-facility-list-extract.csv"),
    );
    expect(proposedOf(created)).toEqual({
      country: "country",
      name: "companyName",
      address: "address",
      sector: "ignore",
      lat: "ignore",
      lng: "ignore",
    });
    const done = await startAndRun(suite.h, admin, created.id, mappingOf(created));
    expect(done.counts).toMatchObject({ total: 15, requested: 15, invalid: 0, duplicate: 0 });
    const rows = await allRows(admin, created.id);
    expect(rows.map((r: Any) => r.cleaned.country)).toEqual([
      "BD",
      "BD",
      "BD",
      "BD",
      "CN",
      "CN",
      "CN",
      "NI",
      "US",
      "US",
      "VN",
      "VN",
      "PK",
      "ES",
      "CN",
    ]);
    const boxRing = rows.find((r: Any) => r.cleaned.companyName === "BOX RING");
    expect(boxRing.cleaned.address).toBe(
      "MAQBOOL ROAD, NOAL MORE OPP WAZIRABAD ROAD, Sialkot, 51310, Punjab",
    );
    expect(rows.at(-1).cleaned.companyName).toBe("Jiangsu Feilong Plastic Co., Ltd");
  });
});
