import {
  type CompanySearchParams,
  companySearchParamsSchema,
  creditAgencyRatings,
  creditRatings,
  diversityCertifications,
  type FacetKey,
  type NumericMetric,
  numericMetrics,
  securityGrades,
} from "@tierwise/common/company-search";
import type { Database } from "../db/client.ts";
import type { CompanyStatusCode, NewCompany } from "../features/companies/company.table.ts";
import { companies } from "../features/companies/company.table.ts";
import { companyCustomData } from "../features/companies/search/company-custom-data.table.ts";
import { searchableStatuses } from "../features/companies/search/search-filters.ts";

/** A test company: the row inserted, with an id chosen up front. */
export type TestCompany = NewCompany & { id: string; displayName: string; slug: string };

const industries = [
  [
    "541511",
    "Custom Computer Programming Services",
    "Professional, Scientific, and Technical Services",
  ],
  ["541330", "Engineering Services", "Professional, Scientific, and Technical Services"],
  ["336111", "Automobile Manufacturing", "Manufacturing"],
  ["331110", "Iron and Steel Mills and Ferroalloy Manufacturing", "Manufacturing"],
  ["522110", "Commercial Banking", "Finance and Insurance"],
] as const;
const countries = ["US", "DE", "GB", "FR", "JP"] as const;
const statuses: CompanyStatusCode[] = [
  "active",
  "active",
  "basic",
  "closed",
  "imported_active",
  "imported_closed",
  "active",
  "draft",
  "deleted",
];
const collections = ["Global 2000", "Critical suppliers", "Fast growing"];
const investors = ["Sequoia", "Accel", "Index Ventures"];
const tags = [
  { name: "Key supplier", slug: "key-supplier" },
  { name: "Single source", slug: "single-source" },
];

const uuid = (i: number, prefix = "c0000000") =>
  `${prefix}-0000-4000-8000-${String(i).padStart(12, "0")}`;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const every = <T>(list: readonly T[], i: number, step: number) =>
  list.filter((_, j) => (i + j) % step === 0);

/**
 * `count` companies whose facets and metrics cycle through known values (some left empty),
 * with every status, drafts and deleted ones included, so a test can compute any expected
 * result itself. Names are "Company 001" … unless `names` gives others.
 */
export function testCompanies(count: number, names: readonly string[] = []): TestCompany[] {
  return Array.from({ length: count }, (_, i) => {
    // Strides differ so that facets vary independently of each other.
    const [naicsCode, naicsTitle, sector] = pick(industries, Math.floor(i / 5));
    const missing = i % 11 === 10; // every eleventh company lacks most data
    const companyTags = every(tags, i, 3).map((tag, j) => ({ ...tag, primary: j === 0 }));
    const displayName = names[i] ?? `Company ${String(i + 1).padStart(3, "0")}`;
    return {
      id: uuid(i + 1),
      slug: `test-company-${i + 1}`,
      displayName,
      legalName: `${displayName} Ltd`,
      statusCode: pick(statuses, i),
      countryCode: missing ? null : pick(countries, i),
      naicsCode: missing ? null : naicsCode,
      naicsTitle: missing ? null : naicsTitle,
      sector: missing ? null : sector,
      creditRating: missing ? null : pick(creditRatings, i),
      creditAgencyRating: pick(creditAgencyRatings, i * 3),
      securityGrade: pick(securityGrades, Math.floor(i / 3)),
      collections: every(collections, i, 2),
      diversity: every(diversityCertifications, i, 4),
      investors: every(investors, i, 3),
      tags: companyTags,
      tagSlugs: companyTags.map((tag) => tag.slug),
      employeeCount: missing ? null : 10 + ((i * 7919) % 50_000),
      revenueUsd: missing ? null : 1_000_000 * (1 + ((i * 104_729) % 5_000)),
      foundedYear: 1900 + ((i * 37) % 120),
      creditScore: (i * 13) % 101,
      fraudScore: (i * 29) % 101,
      viabilityScore: 1 + (i % 9),
      securityRating: 250 + ((i * 97) % 651),
      esgScore: missing ? null : ((i * 17) % 1000) / 10,
      currentRatio: ((i * 31) % 100) / 10,
      quickRatio: ((i * 23) % 80) / 10,
      altmanZScore: ((i * 41) % 200) / 10 - 5,
      revenueGrowth: ((i * 53) % 200) - 100,
    } satisfies TestCompany;
  });
}

export async function insertTestCompanies(db: Database, rows: TestCompany[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(companies).values(rows.slice(i, i + 500));
  }
}

export async function insertCustomData(
  db: Database,
  organizationId: string,
  entries: { companyId: string; key: string; value: string }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(companyCustomData).values(entries.map((e) => ({ ...e, organizationId })));
}

// A reference implementation of the filters, in plain TypeScript, to check SQL results against.

const scalar: Partial<Record<FacetKey, (c: TestCompany) => string | null | undefined>> = {
  industries: (c) => c.naicsCode,
  sectors: (c) => c.sector,
  creditRatings: (c) => c.creditRating,
  locations: (c) => c.countryCode,
  securityRatings: (c) => c.securityGrade,
  creditAgencyRatings: (c) => c.creditAgencyRating,
  statuses: (c) => c.statusCode,
};
const arrays: Partial<Record<FacetKey, (c: TestCompany) => string[]>> = {
  collections: (c) => (c.collections as string[]) ?? [],
  diversity: (c) => (c.diversity as string[]) ?? [],
  investors: (c) => (c.investors as string[]) ?? [],
  tags: (c) => (c.tagSlugs as string[]) ?? [],
};

/** Custom data one organisation holds: company id → key → value. */
export type CustomDataIndex = Map<string, Map<string, string>>;

/** A company's values for a facet (one for scalar facets). */
export function facetValuesOf(c: TestCompany, key: FacetKey, custom: CustomDataIndex): string[] {
  const one = scalar[key];
  if (one) {
    const value = one(c);
    return value == null ? [] : [value];
  }
  const many = arrays[key];
  if (many) return many(c);
  if (key === "customData") {
    return [...(custom.get(c.id) ?? new Map())].map(([k, v]) => `${k}=${v}`);
  }
  if (key === "productCodeLevels") {
    const code = c.naicsCode ?? "";
    return [2, 3, 4, 5, 6].filter((n) => code.length >= n).map((n) => code.slice(0, n));
  }
  return [];
}

function metricOf(c: TestCompany, metric: NumericMetric): number | null {
  const value = c[metric];
  return typeof value === "number" ? value : null;
}

/** Whether a company passes every filter of `params` except `except` (no keywords). */
export function passes(
  c: TestCompany,
  params: CompanySearchParams,
  custom: CustomDataIndex,
  except: string | null = null,
): boolean {
  if (!(searchableStatuses as readonly string[]).includes(c.statusCode ?? "active")) return false;
  for (const [key, values] of Object.entries(params.facets) as [FacetKey, string[]][]) {
    if (key === except || values.length === 0) continue;
    const own = facetValuesOf(c, key, custom);
    if (!values.some((value) => own.includes(value))) return false;
  }
  for (const [metric, range] of Object.entries(params.ranges) as [
    NumericMetric,
    { lower: number; upper: number },
  ][]) {
    if (metric === except) continue;
    const value = metricOf(c, metric);
    const whole = numericMetrics[metric].type === "INT";
    const lower = whole ? Math.ceil(range.lower) : range.lower;
    const upper = whole ? Math.floor(range.upper) : range.upper;
    if (value === null || value < lower || value > upper) return false;
  }
  return true;
}

export function expectedFacetCounts(
  rows: TestCompany[],
  params: CompanySearchParams,
  key: FacetKey,
  custom: CustomDataIndex,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of rows) {
    if (!passes(c, params, custom, key)) continue;
    for (const value of new Set(facetValuesOf(c, key, custom))) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return counts;
}

export function expectedMetric(
  rows: TestCompany[],
  params: CompanySearchParams,
  metric: NumericMetric,
  custom: CustomDataIndex,
) {
  const values = rows
    .filter((c) => passes(c, params, custom, metric))
    .map((c) => metricOf(c, metric))
    .filter((v): v is number => v !== null);
  return {
    count: values.length,
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
  };
}

export const searchParams = (input: unknown): CompanySearchParams =>
  companySearchParamsSchema.parse(input);
