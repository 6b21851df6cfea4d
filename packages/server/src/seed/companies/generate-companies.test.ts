import { describe, expect, it } from "vitest";
import { dunsFor, type GeneratedCompany, generateCompanies } from "./generate-companies.ts";
import { naicsSectors } from "./naics.ts";
import { countries } from "./places.ts";
import { mulberry32 } from "./prng.ts";

const generate = (count: number, seed: number): GeneratedCompany[] =>
  Array.from(generateCompanies({ count, seed }));
const rows = generate(3_000, 42);

describe("mulberry32", () => {
  it("repeats a sequence for a seed and differs across seeds", () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe("generateCompanies", () => {
  it("is deterministic: the same seed gives the same output, another seed does not", () => {
    expect(generate(3_000, 42)).toEqual(rows);
    expect(generate(50, 43).map((r) => r.company.displayName)).not.toEqual(
      rows.slice(0, 50).map((r) => r.company.displayName),
    );
  });

  it("gives every company unique nine-digit DUNS numbers with a valid check digit, and unique slugs and ids", () => {
    const duns = rows.map((r) => r.company.duns);
    expect(duns.every((d) => /^[0-9]{9}$/.test(d))).toBe(true);
    expect(new Set(duns).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.company.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.company.id)).size).toBe(rows.length);
    // Far apart indexes stay distinct and nine digits long.
    const far = [0, 1, 999_999, 1_000_000, 89_999_999].map((i) => dunsFor(i, 42));
    expect(new Set(far).size).toBe(far.length);
    expect(far.every((d) => d.length === 9)).toBe(true);
  });

  it("uses real countries, sectors and legal suffixes, and builds corporate families", () => {
    const ids = new Map(rows.map((r, index) => [r.company.id, index]));
    const children = rows.filter((r) => r.company.parentCompanyId);
    expect(children.length).toBeGreaterThan(100);
    for (const [index, { company }] of rows.entries()) {
      const country = countries[company.countryCode as string];
      expect(country).toBeDefined();
      expect(country?.suffixes.some((s) => company.legalName?.includes(s))).toBe(true);
      expect(Object.values(naicsSectors)).toContain(company.sector);
      expect(company.naicsCode).toMatch(/^[0-9]{6}$/);
      if (company.parentCompanyId) {
        const parentIndex = ids.get(company.parentCompanyId);
        // A parent exists and comes earlier, so batch inserts never dangle.
        expect(parentIndex).toBeDefined();
        expect(parentIndex as number).toBeLessThan(index);
        expect(company.displayName.split(" ")[0]).toBe(
          rows[parentIndex as number]?.company.displayName.split(" ")[0],
        );
      }
    }
    expect(new Set(rows.map((r) => r.company.countryCode)).size).toBeGreaterThan(40);
    expect(new Set(rows.map((r) => r.company.statusCode))).toContain("closed");
  });

  it("writes five fiscal years per company whose balance sheets add up", () => {
    for (const { company, statements } of rows) {
      expect(statements.map((s) => s.fiscalYear)).toEqual([2020, 2021, 2022, 2023, 2024]);
      for (const s of statements) {
        expect(s.companyId).toBe(company.id);
        expect(s.totalAssets).toBe(s.totalLiabilities + s.totalEquity);
        expect(s.totalAssets).toBeGreaterThan(0);
        expect(s.totalEquity).toBeGreaterThan(0);
        expect(s.currentAssets).toBeLessThanOrEqual(s.totalAssets);
        expect(s.cash + s.inventory).toBeLessThanOrEqual(s.currentAssets);
        expect(s.currentLiabilities).toBeLessThanOrEqual(s.totalLiabilities);
        expect(s.workingCapital).toBe(s.currentAssets - s.currentLiabilities);
        expect(s.freeCashFlow).toBe(s.operatingCashFlow - s.capitalExpenditure);
        expect(s.retainedEarnings).toBeLessThanOrEqual(s.totalEquity);
        for (const value of [s.totalAssets, s.revenue, s.ebit, s.netIncome]) {
          expect(Number.isInteger(value)).toBe(true);
        }
      }
    }
  });
});
