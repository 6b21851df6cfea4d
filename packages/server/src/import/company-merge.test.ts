import { describe, expect, it } from "vitest";
import { fieldProviderOrder, mayReplace, mergeCompanyFields, sourceRank } from "./company-merge.ts";

const at = "2026-01-01T00:00:00.000Z";
const later = "2026-02-01T00:00:00.000Z";

describe("provider priority for company fields", () => {
  it("uses the field's own order, then the `company` order, then the common fallback", () => {
    expect(fieldProviderOrder("employeeCount", { employeeCount: ["import", "dnb"] })).toEqual([
      "import",
      "dnb",
    ]);
    expect(fieldProviderOrder("city", { company: ["geonames"] })).toEqual(["geonames"]);
    expect(fieldProviderOrder("city", {})[0]).toBe("tierwise");
  });

  it("ranks providers not in the order after all named ones, and equal to each other", () => {
    const order = ["dnb", "import"];
    expect(sourceRank("dnb", order)).toBe(0);
    expect(sourceRank("acme-feed", order)).toBe(2);
    expect(sourceRank("other-feed", order)).toBe(sourceRank("acme-feed", order));
  });

  it("lets a field recorded under the seed's `location` entry be replaced only by a provider ranked as high", () => {
    const provenance = { location: { source: "geonames", fetchedAt: at } };
    expect(mayReplace("city", "dnb", "Oslo", provenance, {})).toBe(true);
    expect(mayReplace("city", "acme-feed", "Oslo", provenance, {})).toBe(false);
    expect(mayReplace("city", "acme-feed", null, provenance, {})).toBe(true);
  });
});

describe("merging a row into a stored company", () => {
  const stored = { displayName: "Tannery Row", employeeCount: 64, website: null };
  const provenance = {
    displayName: { source: "dnb", fetchedAt: at },
    employeeCount: { source: "import", fetchedAt: at },
  };

  it("takes values from a source ranked equal or higher, records their provenance, and keeps the rest", () => {
    const merged = mergeCompanyFields(
      stored,
      provenance,
      { displayName: "Tannery Row Leather", employeeCount: 70, website: "https://t.example" },
      "import",
      later,
      {},
    );
    expect(merged.values).toMatchObject({
      displayName: "Tannery Row",
      employeeCount: 70,
      website: "https://t.example",
    });
    expect(merged.kept).toEqual(["displayName"]);
    expect(merged.provenance.displayName).toEqual({ source: "dnb", fetchedAt: at });
    expect(merged.provenance.employeeCount).toEqual({ source: "import", fetchedAt: later });
    expect(merged.provenance.website).toEqual({ source: "import", fetchedAt: later });
    expect(merged.changed).toBe(true);
  });

  it("never clears a value for a blank cell and reports no change when nothing differs", () => {
    const merged = mergeCompanyFields(stored, provenance, { employeeCount: 64 }, "import", at, {});
    expect(merged.changed).toBe(false);
    expect(merged.values).toEqual(stored);
  });

  it("follows COMPANY_PROVIDER_PRIORITY for a single field", () => {
    const merged = mergeCompanyFields(
      stored,
      provenance,
      { displayName: "Tannery Row Leather" },
      "import",
      later,
      { displayName: ["import", "dnb"] },
    );
    expect(merged.values.displayName).toBe("Tannery Row Leather");
    expect(merged.kept).toEqual([]);
  });
});
