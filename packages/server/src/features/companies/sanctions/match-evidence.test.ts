import { describe, expect, it } from "vitest";
import { isLei, ofacRemarkFacts, typedIdentifier } from "./identifiers.ts";
import { entryHash, type MatchFacts, scoreMatch } from "./match-evidence.ts";

const facts = (over: Partial<MatchFacts> & { name?: string }): MatchFacts => ({
  subject: "company",
  subjectSide: { name: over.name ?? "sirius", countries: [], identifiers: [] },
  entrySide: { name: over.name ?? "sirius", countries: [], identifiers: [], schema: "Company" },
  nameScore: 100,
  otherEntriesWithName: 0,
  otherCompaniesWithName: 0,
  ...over,
});

describe("match evidence", () => {
  it("makes a short name of another country possible, and of the same country at most probable", () => {
    const abroad = scoreMatch(
      facts({
        subjectSide: { name: "sirius", countries: ["US"], identifiers: [] },
        entrySide: { name: "sirius", countries: ["IR"], identifiers: [], schema: "Company" },
      }),
    );
    expect(abroad).toEqual({
      score: 55,
      strength: "possible",
      reasons: ["same name", "country differs (US vs IR): −30", "short name (6 letters): −15"],
    });
    const home = scoreMatch(
      facts({
        subjectSide: { name: "sirius", countries: ["IR"], identifiers: [] },
        entrySide: { name: "sirius", countries: ["IR"], identifiers: [], schema: "Company" },
      }),
    );
    expect(home.strength).toBe("probable");
    expect(home.reasons.at(-1)).toBe(
      "short or common name: at most probable without an identifier",
    );
  });

  it("keeps a long distinctive name of the same country certain", () => {
    const name = "kalinka heavy machinery works";
    const result = scoreMatch(
      facts({
        subjectSide: { name, countries: ["RU"], identifiers: [] },
        entrySide: { name, countries: ["RU"], identifiers: [], schema: "Company" },
      }),
    );
    expect(result).toMatchObject({ score: 100, strength: "certain" });
  });

  it("lets identifiers decide: equal makes certain, a different LEI rules it out", () => {
    const lei = "HWUPKR0MPOU8FGXBT394";
    const equal = scoreMatch(
      facts({
        subjectSide: {
          name: "sirius",
          countries: ["US"],
          identifiers: [{ type: "duns", value: "565215633" }],
        },
        entrySide: {
          name: "sirius",
          countries: ["IR"],
          identifiers: [{ type: "other", value: "565215633" }],
          schema: "Company",
        },
      }),
    );
    expect(equal).toMatchObject({ score: 100, strength: "certain" });
    const different = scoreMatch(
      facts({
        name: "northern star shipping",
        subjectSide: {
          name: "northern star shipping",
          countries: [],
          identifiers: [{ type: "lei", value: lei }],
        },
        entrySide: {
          name: "northern star shipping",
          countries: [],
          identifiers: [{ type: "lei", value: "5493001KJTIIGC8Y1R12" }],
          schema: "Company",
        },
      }),
    );
    expect(different.strength).toBe("possible");
    expect(different.reasons).toContain("different LEI: −45");
  });

  it("counts common names, everyday words and organisations against a match", () => {
    const result = scoreMatch(
      facts({
        name: "international trading group",
        otherCompaniesWithName: 6,
        otherEntriesWithName: 1,
        entrySide: {
          name: "international trading group",
          countries: [],
          identifiers: [],
          schema: "Organization",
        },
      }),
    );
    expect(result.reasons).toEqual([
      "same name",
      "no country on the list entry",
      "only everyday business words: −15",
      "6 other companies share the name: −20",
      "1 other list entry shares the name: −10",
      "listed as an organisation, not a company: −5",
    ]);
    expect(result).toMatchObject({ score: 50, strength: "possible" });
  });

  it("hashes what an entry says, not when it was read", () => {
    const entry = {
      name: "SIRIUS LLC",
      aliases: ["Sirius Trading", "Sirius"],
      schema: "Company",
      programs: ["IR-1"],
      countries: ["IR"],
      identifiers: [],
      listedOn: "2024-01-01",
    };
    expect(entryHash({ ...entry, aliases: ["Sirius", "Sirius Trading"] })).toBe(entryHash(entry));
    expect(entryHash({ ...entry, programs: ["IR-1", "IR-2"] })).not.toBe(entryHash(entry));
  });
});

describe("identifiers", () => {
  it("reads OFAC remarks as the SDN list writes them (2024 entries)", () => {
    // Remarks of real SDN entries: HAVIN BANK LIMITED (906) and a Russian bank's registration.
    expect(
      ofacRemarkFacts(
        "SWIFT/BIC HAVIGB2L; Website www.havanaintbank.co.uk; Company Number 01074897 (United Kingdom).",
      ),
    ).toEqual({
      identifiers: [
        { type: "swift", value: "HAVIGB2L" },
        { type: "registration", value: "01074897" },
      ],
      countries: ["GB"],
    });
    expect(
      ofacRemarkFacts(
        "Tax ID No. 7702070139 (Russia); Registration ID 1027739609391 (Russia); Legal Entity Number 253400V1H6ART1UQ0N94; nationality Korea, North",
      ),
    ).toEqual({
      identifiers: [
        { type: "tax", value: "7702070139" },
        { type: "registration", value: "1027739609391" },
        { type: "lei", value: "253400V1H6ART1UQ0N94" },
      ],
      countries: ["RU", "KP"],
    });
    expect(ofacRemarkFacts("Vessel Registration Identification IMO 7406784.", "Panama")).toEqual({
      identifiers: [{ type: "imo", value: "7406784" }],
      countries: ["PA"],
    });
  });

  it("types unlabelled identifiers by their shape", () => {
    // Apple Inc.'s LEI, and the same with a wrong check digit.
    expect(isLei("HWUPKR0MPOU8FGXBT394")).toBe(true);
    expect(isLei("HWUPKR0MPOU8FGXBT395")).toBe(false);
    expect(typedIdentifier("IMO 9123456")).toEqual({ type: "imo", value: "9123456" });
    expect(typedIdentifier("1027700070518")).toEqual({ type: "other", value: "1027700070518" });
  });
});
