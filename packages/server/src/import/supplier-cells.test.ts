import type { ColumnMapping } from "@tierwise/common/company-requests";
import { describe, expect, it } from "vitest";
import { cellDate, cellNumber, cellText, isBlank } from "./cell-values.ts";
import { splitPlace, tidyAddress } from "./supplier-cells.ts";
import { cleanSupplierRow } from "./supplier-row.ts";

/**
 * What people type for "no value" ("none", "n/a", "-") is no value in any cell, and a place
 * in a US state says the supplier is in the US, as real supplier lists write them.
 */

const mapping: ColumnMapping = {
  Supplier: "companyName",
  City: "city",
  Country: "country",
  DUNS: "duns",
  Zip: "zipCode",
};
const clean = (raw: Record<string, unknown>) => cleanSupplierRow(raw, mapping).fields;

describe("placeholders for no value", () => {
  const placeholders = ["none", "None", "n/a", "N/A", " n/a ", "-", "null", "NULL", "—", "–"];

  it("are empty to every cell cleaner", () => {
    for (const value of placeholders) {
      expect(isBlank(value), value).toBe(true);
      expect(cellText(value), value).toBeUndefined();
      expect(cellNumber(value), value).toBeUndefined();
      expect(cellDate(value), value).toBeUndefined();
    }
    // Words that merely contain one stay.
    expect(cellText("Nonesuch Ltd")).toBe("Nonesuch Ltd");
    expect(cellNumber("-5")).toBe(-5);
  });

  it("are left out of a supplier row, not kept as a city called none", () => {
    expect(clean({ Supplier: "Acme Tools", City: "none", Country: "N/A", DUNS: "-" })).toEqual({
      companyName: "Acme Tools",
    });
    // Hidden characters around one are tidied away first.
    expect(clean({ Supplier: "Acme Tools", Zip: "\u200Bn/a\u00A0" })).toEqual({
      companyName: "Acme Tools",
    });
    expect(tidyAddress("12 Main St, n/a, Springfield")).toBe("12 Main St, Springfield");
  });
});

describe("places in the US", () => {
  it('read "Washington, D.C." as Washington, D.C., in the US', () => {
    expect(splitPlace("Washington, D.C.")).toEqual({
      city: "Washington",
      state: "D.C.",
      country: "US",
    });
    expect(clean({ Supplier: "Acme Tools", City: "Washington, D.C." })).toEqual({
      companyName: "Acme Tools",
      city: "Washington",
      state: "D.C.",
      country: "US",
    });
  });

  it('take "City, ST" as the US unless the country column says otherwise', () => {
    expect(clean({ Supplier: "Acme Tools", City: "Austin, TX" })).toMatchObject({
      state: "TX",
      country: "US",
    });
    expect(clean({ Supplier: "Acme Tools", City: "Albany, N.Y." })).toMatchObject({
      state: "N.Y.",
      country: "US",
    });
    // DE beside Germany is Germany, not Delaware: no state is made of it.
    expect(clean({ Supplier: "Acme Tools", City: "Hamburg, DE", Country: "Germany" })).toEqual({
      companyName: "Acme Tools",
      city: "Hamburg",
      country: "DE",
    });
    expect(clean({ Supplier: "Acme Tools", City: "Toronto, ON", Country: "Canada" })).toEqual({
      companyName: "Acme Tools",
      city: "Toronto",
      state: "ON",
      country: "CA",
    });
    // Lower case "tx" is no state code.
    expect(splitPlace("Paris, tx").country).toBeNull();
  });
});
