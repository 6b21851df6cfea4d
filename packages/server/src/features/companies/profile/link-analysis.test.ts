import { describe, expect, it } from "vitest";
import { filterLinks } from "./link-analysis.ts";

const link = (
  entityName: string,
  entity: "person" | "company",
  country: string,
  beneficial: number,
) => ({
  entityName,
  entity,
  country,
  relation: "shareholder",
  beneficial,
});
const links = [
  link("Jörg Müller", "person", "DE", 40),
  link("Nordsee Holding", "company", "DE", 100),
  link("Paris Capital", "company", "FR", 0),
];

describe("link-analysis filters", () => {
  it("keeps the whole 0–100 range by default", () => {
    expect(filterLinks(links, {})).toHaveLength(3);
  });
  it("filters by search text without accents, countries, entity and an inclusive range", () => {
    expect(filterLinks(links, { search: "jorg" }).map((l) => l.entityName)).toEqual([
      "Jörg Müller",
    ]);
    expect(filterLinks(links, { countries: ["FR"] })).toHaveLength(1);
    expect(filterLinks(links, { entity: "company" })).toHaveLength(2);
    expect(filterLinks(links, { beneficialGte: 40, beneficialLte: 100 })).toHaveLength(2);
  });
  it("clamps out-of-range bounds to 0 and 100", () => {
    expect(filterLinks(links, { beneficialGte: -50, beneficialLte: 500 })).toHaveLength(3);
  });
});
