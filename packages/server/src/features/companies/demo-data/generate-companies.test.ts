import {
  companyCollections,
  creditAgencyRatings,
  creditRatings,
  diversityCertifications,
  securityGrades,
} from "@tierwise/common/company-search";
import { describe, expect, it } from "vitest";
import { companyRatios } from "../company-ratios.ts";
import { demoCompanies, demoCompanySpecs } from "./demo-companies.ts";
import {
  dunsFor,
  type GeneratedCompany,
  generateCompanies,
  luhnCheckDigit,
} from "./generate-companies.ts";
import { naicsIndustries, naicsSectors } from "./naics.ts";
import { investors } from "./names.ts";
import { loadPlaces } from "./places.ts";
import { mulberry32 } from "./prng.ts";
import {
  agencyRatedFromRevenueUsd,
  agencyRatingFor,
  creditRatingFor,
  securityGradeFor,
  viabilityFor,
} from "./scores.ts";

const generate = (count: number, seed: number): GeneratedCompany[] =>
  Array.from(generateCompanies({ count, seed }));
const rows = generate(3_000, 42);
const byId = new Map(rows.map((r, index) => [r.company.id, { ...r, index }]));

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
    // Compared as JSON: a deep toEqual of 3,000 companies takes seconds.
    expect(JSON.stringify(generate(3_000, 42))).toBe(JSON.stringify(rows));
    const other = generate(200, 43).slice(48);
    expect(other.map((r) => r.company.displayName)).not.toEqual(
      rows.slice(48, 200).map((r) => r.company.displayName),
    );
  });

  it("starts with the fixed demo companies, active and each heading a family", () => {
    for (const [k, spec] of demoCompanySpecs.entries()) {
      const top = rows[k * 8]?.company;
      expect(top).toMatchObject({
        displayName: spec.displayName,
        slug: spec.slug,
        statusCode: "active",
        countryCode: spec.countryCode,
        city: spec.city,
        naicsCode: spec.naicsCode,
        familyRoleCode: "9141",
        parentCompanyId: null,
      });
      const family = rows.slice(k * 8 + 1, k * 8 + 8).map((r) => r.company);
      expect(new Set(family.map((c) => c.familyRoleCode))).toEqual(
        new Set(["9142", "9155", "9159", "9140"]),
      );
      for (const column of ["creditAgencyRating", "revenueGrowth", "altmanZScore"] as const) {
        expect(top?.[column]).not.toBeNull();
      }
      expect(top?.collections).toEqual(spec.collections);
      expect(top?.investors).toHaveLength(spec.investorCount);
    }
    expect(demoCompanies.map((c) => c.slug)).toEqual(
      demoCompanySpecs.map((s) => s.displayName.toLowerCase().replace(/ /g, "-")),
    );
    // Any seed: the same six names and slugs.
    expect(
      generate(48, 9)
        .filter((_, i) => i % 8 === 0)
        .map((r) => r.company.slug),
    ).toEqual(demoCompanies.map((c) => c.slug));
  });

  it("gives every company a distinct nine-digit DUNS number with a valid Luhn check digit", () => {
    const duns = rows.map((r) => r.company.duns);
    for (const d of duns) {
      expect(d).toMatch(/^[0-9]{9}$/);
      expect(luhnCheckDigit(d.slice(0, 8))).toBe(Number(d[8]));
    }
    expect(new Set(duns).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.company.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.company.id)).size).toBe(rows.length);
    // Far apart indexes stay distinct and nine digits long.
    const far = [0, 1, 999_999, 1_000_000, 89_999_999].map((i) => dunsFor(i, 42));
    expect(new Set(far).size).toBe(far.length);
    expect(far.every((d) => d.length === 9)).toBe(true);
    expect(luhnCheckDigit("7992739871")).toBe(3);
  });

  it("builds corporate families whose roles match the tree", () => {
    const children = new Map<string, GeneratedCompany["company"][]>();
    for (const { company } of rows) {
      if (!company.parentCompanyId) continue;
      const list = children.get(company.parentCompanyId) ?? [];
      list.push(company);
      children.set(company.parentCompanyId, list);
    }
    expect(children.size).toBeGreaterThan(100);
    for (const [index, { company }] of rows.entries()) {
      const kids = children.get(company.id) ?? [];
      const parentEntry = company.parentCompanyId ? byId.get(company.parentCompanyId) : undefined;
      const parent = parentEntry?.company;
      if (company.parentCompanyId) {
        // A parent exists and comes earlier, so batch inserts never dangle.
        expect(parentEntry?.index).toBeLessThan(index);
        expect(company.displayName.split(" ")[0]).toBe(parent?.displayName.split(" ")[0]);
      }
      switch (company.familyRoleCode) {
        case null:
          expect(parent).toBeUndefined();
          expect(kids).toHaveLength(0);
          break;
        case "9141":
          expect(parent).toBeUndefined();
          expect(kids.length).toBeGreaterThan(0);
          break;
        case "9142":
          expect(kids.length).toBeGreaterThan(0);
          expect(company.countryCode).not.toBe(parent?.countryCode);
          break;
        case "9159":
          expect(kids.length).toBeGreaterThan(0);
          expect(company.countryCode).toBe(parent?.countryCode);
          break;
        case "9155":
          expect(parent).toBeDefined();
          expect(kids).toHaveLength(0);
          break;
        case "9140":
          expect(kids).toHaveLength(0);
          expect(company.countryCode).toBe(parent?.countryCode);
          expect(company.displayName.startsWith(`${parent?.displayName} (`)).toBe(true);
          break;
        default:
          throw new Error(`unexpected role ${company.familyRoleCode}`);
      }
    }
    const roles = new Set(rows.map((r) => r.company.familyRoleCode));
    expect(roles).toEqual(new Set([null, "9141", "9142", "9159", "9155", "9140"]));
  });

  it("uses real countries, NAICS industries and legal suffixes", () => {
    const places = loadPlaces();
    const codes = new Set(naicsIndustries.map(([code]) => code));
    for (const { company } of rows) {
      const country = places.countryByCode.get(company.countryCode as string);
      expect(country).toBeDefined();
      expect(country?.suffixes.some((s) => company.legalName?.includes(s))).toBe(true);
      expect(Object.values(naicsSectors)).toContain(company.sector);
      expect(codes.has(company.naicsCode as string)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.company.countryCode)).size).toBeGreaterThan(40);
    expect(new Set(rows.map((r) => r.company.statusCode))).toContain("closed");
  });

  it("writes five fiscal years per company whose balance sheets add up", () => {
    // Checked in plain code and asserted once: 75,000 expect() calls would take seconds.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, id: string) => {
      if (!ok) problems.push(`${id}: ${what}`);
    };
    for (const { company, statements } of rows) {
      check(
        statements.map((s) => s.fiscalYear).join() === "2021,2022,2023,2024,2025",
        "five years",
        company.slug,
      );
      for (const s of statements) {
        const id = `${company.slug} ${s.fiscalYear}`;
        check(s.companyId === company.id, "company id", id);
        check(
          s.totalAssets === s.totalLiabilities + s.totalEquity,
          "assets = liabilities + equity",
          id,
        );
        check(s.totalAssets > 0 && s.totalEquity > 0, "positive assets and equity", id);
        check(s.currentAssets <= s.totalAssets, "current assets within total", id);
        check(s.cash + s.inventory <= s.currentAssets, "cash and inventory within current", id);
        check(s.currentLiabilities <= s.totalLiabilities, "current liabilities within total", id);
        check(s.workingCapital === s.currentAssets - s.currentLiabilities, "working capital", id);
        check(s.freeCashFlow === s.operatingCashFlow - s.capitalExpenditure, "free cash flow", id);
        check(s.retainedEarnings <= s.totalEquity, "retained earnings within equity", id);
        check(
          [s.totalAssets, s.revenue, s.ebit, s.netIncome].every(Number.isInteger),
          "whole units",
          id,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it("computes ratios, revenue and ratings from the latest statements", () => {
    const places = loadPlaces();
    for (const { company, statements } of rows) {
      const latest = statements.at(-1) as (typeof statements)[number];
      const previous = statements.at(-2) as (typeof statements)[number];
      const rate = places.countryByCode.get(company.countryCode as string)?.unitsPerUsd ?? 1;
      expect(latest.currency).toBe(
        places.countryByCode.get(company.countryCode as string)?.currency,
      );
      const ratios = companyRatios(latest);
      expect(company.currentRatio).toBe(ratios.currentRatio);
      expect(company.quickRatio).toBe(ratios.quickRatio);
      expect(company.altmanZScore).toBe(ratios.altmanZScore);
      expect(company.revenueUsd).toBe(Math.round(latest.revenue / rate));
      expect(company.revenueGrowth).toBeCloseTo((latest.revenue / previous.revenue - 1) * 100, 9);
      expect(company.creditRating).toBe(creditRatingFor(latest.totalEquity / rate));
      const score = company.creditScore as number;
      expect(company.viabilityScore).toBe(viabilityFor(score));
      expect(company.creditAgencyRating).toBe(
        (company.revenueUsd as number) >= agencyRatedFromRevenueUsd ? agencyRatingFor(score) : null,
      );
      expect(company.securityGrade).toBe(securityGradeFor(company.securityRating as number));
    }
  });

  it("fills every search column with values the facets know", () => {
    const investorSlugs = new Set(investors.map((i) => i.slug));
    for (const { company } of rows) {
      expect(company.creditScore).toBeGreaterThanOrEqual(0);
      expect(company.creditScore).toBeLessThanOrEqual(100);
      expect(company.fraudScore).toBeGreaterThanOrEqual(0);
      expect(company.fraudScore).toBeLessThanOrEqual(100);
      expect(company.viabilityScore).toBeGreaterThanOrEqual(1);
      expect(company.viabilityScore).toBeLessThanOrEqual(9);
      expect(company.securityRating).toBeGreaterThanOrEqual(250);
      expect(company.securityRating).toBeLessThanOrEqual(900);
      expect(securityGrades).toContain(company.securityGrade);
      expect(company.esgScore).toBeGreaterThanOrEqual(0);
      expect(company.esgScore).toBeLessThanOrEqual(100);
      expect(creditRatings).toContain(company.creditRating);
      if (company.creditAgencyRating !== null) {
        expect(creditAgencyRatings).toContain(company.creditAgencyRating);
      }
      for (const d of company.diversity ?? []) expect(diversityCertifications).toContain(d);
      for (const c of company.collections ?? []) expect(companyCollections).toContain(c);
      for (const i of company.investors ?? []) expect(investorSlugs.has(i)).toBe(true);
      const tags = company.tags ?? [];
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.map((t) => t.primary)).toEqual(tags.map((_, i) => i === 0));
      expect(company.tagSlugs).toEqual(tags.map((t) => t.slug));
      expect(Number.isInteger(company.profileSeed)).toBe(true);
      expect(company.profileSeed).toBeGreaterThan(0);
      expect(company.profileSeed).toBeLessThan(2 ** 31);
    }
    const count = (f: (c: GeneratedCompany["company"]) => boolean) =>
      rows.filter((r) => f(r.company)).length;
    expect(count((c) => (c.investors ?? []).length > 0)).toBeGreaterThan(50);
    expect(count((c) => (c.diversity ?? []).length > 0)).toBeGreaterThan(100);
    expect(count((c) => c.creditAgencyRating !== null)).toBeGreaterThan(100);
    expect(new Set(rows.flatMap((r) => r.company.collections))).toEqual(
      new Set(companyCollections),
    );
  });
});
