import { matchBandOf } from "@tierwise/common/company-requests";
import { describe, expect, it } from "vitest";
import { normaliseCompanyName, websiteDomainOf } from "./company-name.ts";
import {
  type MatchableCompany,
  nameSimilarity,
  scoreMatch,
  trigramSimilarity,
} from "./score-match.ts";

const northwind: MatchableCompany = {
  id: "c1",
  displayName: "Northwind Traders",
  legalName: "Northwind Traders GmbH",
  website: "https://www.northwind-traders.example/about",
  countryCode: "DE",
  region: "Hamburg",
  city: "Hamburg",
  duns: "123456789",
};

describe("normaliseCompanyName", () => {
  it.each([
    ["Acme Inc.", "acme"],
    ["ACME, Incorporated", "acme"],
    ["Acme Co., Ltd.", "acme"],
    ["Müller & Söhne GmbH & Co. KG", "muller and sohne"],
    ["Société Générale S.A.", "societe generale"],
    ["Philips B.V.", "philips"],
    ["  Northwind   Traders  LLC ", "northwind traders"],
    ["O'Reilly Media", "oreilly media"],
    // A legal form in the middle is part of the name; a name of legal forms only keeps one.
    ["Co-operative Bank plc", "co operative bank"],
    ["Co", "co"],
  ])("%s → %s", (name, key) => {
    expect(normaliseCompanyName(name)).toBe(key);
  });
});

describe("websiteDomainOf", () => {
  it.each([
    ["https://www.Example.com/about", "example.com"],
    ["example.com", "example.com"],
    ["www.example.co.uk:8080/x?y#z", "example.co.uk"],
    ["HTTP://shop.example.com", "shop.example.com"],
    ["", null],
    [null, null],
  ])("%s → %s", (website, domain) => {
    expect(websiteDomainOf(website)).toBe(domain);
  });
});

describe("name similarity", () => {
  it("is 1 for names that differ only in case, punctuation and legal form", () => {
    expect(nameSimilarity("NORTHWIND TRADERS, LTD.", "Northwind Traders GmbH")).toBe(1);
  });
  it("forgives a slip more than an unrelated name", () => {
    const slip = nameSimilarity("Northwnd Traders", "Northwind Traders");
    expect(slip).toBeGreaterThan(0.75);
    expect(slip).toBeLessThan(1);
    expect(nameSimilarity("Zebra Analytics", "Northwind Traders")).toBeLessThan(0.3);
  });
  it("computes trigram similarity like pg_trgm", () => {
    // pg_trgm: similarity('word', 'words') = 0.5714286 (4 shared of 7).
    expect(trigramSimilarity("word", "words")).toBeCloseTo(4 / 7, 5);
  });
});

describe("scoreMatch", () => {
  it("is confident on the same DUNS whatever the name", () => {
    const { score, reasons } = scoreMatch({ companyName: "NWT", duns: "123456789" }, northwind);
    expect(matchBandOf(score)).toBe("confident");
    expect(reasons).toContain("Same DUNS");
  });

  it("is confident on the same website domain", () => {
    const { score, reasons } = scoreMatch(
      { companyName: "NW Trading", website: "northwind-traders.example" },
      northwind,
    );
    expect(matchBandOf(score)).toBe("confident");
    expect(reasons).toContain("Same website domain");
  });

  it("is confident on a tax id the organisation resolved before", () => {
    const { score, reasons } = scoreMatch(
      { companyName: "Something else", taxId: "DE 123-456" },
      { ...northwind, taxIds: ["de123456"] },
    );
    expect(matchBandOf(score)).toBe("confident");
    expect(reasons).toContain("Same tax ID");
  });

  it("is confident on the same name in the same country", () => {
    const { score, reasons } = scoreMatch(
      { companyName: "Northwind Traders Ltd", country: "DE" },
      northwind,
    );
    expect(matchBandOf(score)).toBe("confident");
    expect(reasons).toEqual(expect.arrayContaining(["Same name", "Same country"]));
  });

  it("sends a slightly misspelt name to review", () => {
    const { score, reasons } = scoreMatch(
      { companyName: "Northwnd Traders", country: "DE" },
      northwind,
    );
    expect(matchBandOf(score)).toBe("review");
    expect(reasons).toContain("Similar name");
  });

  it("sends the same name without a country to review", () => {
    expect(matchBandOf(scoreMatch({ companyName: "Northwind Traders" }, northwind).score)).toBe(
      "review",
    );
  });

  it("keeps an unrelated company weak, even in the same country and city", () => {
    const { score } = scoreMatch(
      { companyName: "Zebra Analytics", country: "DE", city: "Hamburg" },
      northwind,
    );
    expect(matchBandOf(score)).toBe("weak");
  });

  it("lowers the score in another country", () => {
    const here = scoreMatch({ companyName: "Northwind Traders", country: "DE" }, northwind).score;
    const there = scoreMatch({ companyName: "Northwind Traders", country: "FR" }, northwind);
    expect(there.score).toBeLessThan(here);
    expect(there.reasons).toContain("Different country");
  });

  it("adds the address: city, ZIP and a similar street", () => {
    const withAddress = { ...northwind, zipCode: "20095", address: "Mönckebergstraße 7" };
    const bare = scoreMatch({ companyName: "Northwnd Traders", country: "DE" }, withAddress);
    const located = scoreMatch(
      {
        companyName: "Northwnd Traders",
        country: "DE",
        city: "hamburg",
        zipCode: "20 095",
        address: "Monckebergstrasse 7",
      },
      withAddress,
    );
    expect(located.score).toBeGreaterThan(bare.score);
    expect(located.reasons).toEqual(
      expect.arrayContaining(["Same city", "Same ZIP / postal code", "Similar address"]),
    );
  });

  it("never makes two different DUNS numbers confident", () => {
    const { score, reasons } = scoreMatch(
      {
        companyName: "Northwind Traders",
        country: "DE",
        website: "northwind-traders.example",
        duns: "987654321",
      },
      northwind,
    );
    expect(matchBandOf(score)).toBe("review");
    expect(reasons).toContain("Different DUNS");
  });

  it("stays within 0 and 1", () => {
    const everything = scoreMatch(
      {
        companyName: "Northwind Traders",
        country: "DE",
        city: "Hamburg",
        state: "Hamburg",
        website: "northwind-traders.example",
        duns: "123456789",
      },
      northwind,
    );
    expect(everything.score).toBeLessThanOrEqual(1);
    expect(
      scoreMatch({ companyName: "Zebra", country: "FR" }, northwind).score,
    ).toBeGreaterThanOrEqual(0);
  });
});

describe("an exact name with its city", () => {
  it("is confident without a country when nothing contradicts it, and not when the region does", () => {
    const same = scoreMatch({ companyName: "Northwind Traders", city: "hamburg" }, northwind);
    expect(matchBandOf(same.score)).toBe("confident");
    expect(same.reasons).toEqual(expect.arrayContaining(["Same name", "Same city"]));
    const elsewhere = scoreMatch(
      { companyName: "Northwind Traders", city: "Hamburg", state: "New York" },
      northwind,
    );
    expect(matchBandOf(elsewhere.score)).toBe("review");
  });
});
