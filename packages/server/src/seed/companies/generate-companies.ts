import type {
  CompanyProvenance,
  CompanyStatusCode,
  NewCompany,
} from "../../features/companies/company.table.ts";
import type { NewFinancialStatement } from "../../features/companies/financial-statement.table.ts";
import { naicsIndustries, naicsSectors, sectorOf } from "./naics.ts";
import { cities, countries } from "./places.ts";
import { Random } from "./prng.ts";

/** One generated company with its five years of statements. */
export type GeneratedCompany = {
  company: NewCompany & { id: string; slug: string; displayName: string; duns: string };
  statements: (NewFinancialStatement & { companyId: string })[];
};

export type GenerateOptions = {
  count: number;
  seed: number;
  /** The last fiscal year with a statement; five years end here. Fixed so output never drifts. */
  lastFiscalYear?: number;
};

/** Rough units of each currency per US dollar, so amounts have the right magnitude. */
const perUsd: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 1.36,
  MXN: 17,
  BRL: 5,
  ARS: 850,
  CLP: 930,
  COP: 3900,
  PEN: 3.7,
  GBP: 0.79,
  EUR: 0.92,
  CHF: 0.88,
  DKK: 6.9,
  SEK: 10.5,
  NOK: 10.6,
  PLN: 4,
  CZK: 23,
  HUF: 360,
  RON: 4.6,
  BGN: 1.8,
  TRY: 32,
  ILS: 3.7,
  AED: 3.67,
  SAR: 3.75,
  QAR: 3.64,
  EGP: 48,
  MAD: 10,
  NGN: 1500,
  KES: 130,
  ZAR: 18.5,
  GHS: 14,
  ETB: 57,
  INR: 83,
  PKR: 280,
  BDT: 110,
  CNY: 7.2,
  HKD: 7.8,
  TWD: 32,
  KRW: 1350,
  JPY: 150,
  SGD: 1.35,
  MYR: 4.7,
  THB: 36,
  IDR: 15800,
  PHP: 56,
  VND: 25000,
  AUD: 1.52,
  NZD: 1.65,
};

const statusWeights: Readonly<Record<CompanyStatusCode, number>> = {
  active: 78,
  imported_active: 8,
  closed: 5,
  imported_closed: 2,
  basic: 4,
  draft: 2,
  deleted: 1,
};

const nameStarts = [
  "Al",
  "Ar",
  "Bel",
  "Bran",
  "Cal",
  "Cor",
  "Dal",
  "Dor",
  "El",
  "Fal",
  "Gar",
  "Hal",
  "Hel",
  "Ir",
  "Jor",
  "Kel",
  "Kes",
  "Lor",
  "Lum",
  "Mar",
  "Mer",
  "Nor",
  "Nov",
  "Or",
  "Pel",
  "Quin",
  "Ros",
  "Sol",
  "Sten",
  "Tor",
  "Tal",
  "Ul",
  "Ver",
  "Val",
  "Wes",
  "Xan",
  "Yor",
  "Zel",
  "Ash",
  "Brook",
];
const nameEnds = [
  "den",
  "ton",
  "ric",
  "vex",
  "lan",
  "mont",
  "ford",
  "ex",
  "ia",
  "on",
  "ara",
  "ida",
  "wick",
  "field",
  "tech",
  "gard",
  "stone",
  "berg",
  "ley",
  "ora",
  "is",
  "ant",
  "ium",
  "way",
];
const surnames = [
  "Abbott",
  "Becker",
  "Carver",
  "Dawson",
  "Eriksen",
  "Fischer",
  "Garcia",
  "Hartmann",
  "Ito",
  "Jansen",
  "Keller",
  "Larsen",
  "Moreau",
  "Nakamura",
  "Olsen",
  "Patel",
  "Quinn",
  "Rossi",
  "Schmidt",
  "Tanaka",
  "Underwood",
  "Vogel",
  "Weber",
  "Yamada",
  "Zhang",
  "Novak",
  "Silva",
  "Kowalski",
  "Lindqvist",
  "Meyer",
  "Brennan",
  "Costa",
  "Dubois",
  "Horvat",
  "Kim",
  "Singh",
];
const groupWords = ["Group", "Holdings", "International", "Global"];

const domainSuffix: Readonly<Record<string, string>> = { US: "com", GB: "co.uk", AU: "com.au" };

const slugify = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Luhn (mod 10) check digit, as D&B appends to an eight-digit base. */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

const dunsSpace = 90_000_000; // eight-digit bases 10000000…99999999
const dunsStep = 611_953; // coprime with 90,000,000 (no factor 2, 3 or 5): a permutation

/** The i-th DUNS number for a seed: nine digits, distinct for every i below 90 million. */
export function dunsFor(i: number, seed: number): string {
  const offset = (Math.imul(seed >>> 0, 0x9e3779b1) >>> 0) % dunsSpace;
  const base = String(10_000_000 + ((i * dunsStep + offset) % dunsSpace));
  return base + luhnCheckDigit(base);
}

type FamilyHead = { id: string; baseName: string; depth: number };

/**
 * Yields `count` companies, deterministic for a seed: real cities, countries, NAICS industries,
 * legal suffixes per country, corporate families (a parent always comes before its
 * subsidiaries) and five fiscal years of statements that add up.
 */
export function* generateCompanies(options: GenerateOptions): Generator<GeneratedCompany> {
  const { count, seed } = options;
  const lastYear = options.lastFiscalYear ?? 2024;
  const random = new Random(seed);
  const slugCounts = new Map<string, number>();
  const heads: FamilyHead[] = [];

  for (let i = 0; i < count; i++) {
    const id = random.uuid();
    const [city, countryCode, region, lat, lon] = random.pick(cities);
    const country = countries[countryCode];
    if (!country) throw new Error(`no country entry for ${countryCode}`);
    const [naicsCode, naicsTitle, words] = random.pick(naicsIndustries);

    const parent = heads.length > 0 && random.chance(0.3) ? random.pick(heads) : null;
    let baseName: string;
    let displayName: string;
    if (parent) {
      baseName = parent.baseName;
      displayName = `${baseName} ${random.chance(0.5) ? country.name : random.pick(words)}`;
    } else {
      baseName = random.chance(0.3)
        ? random.pick(surnames)
        : `${random.pick(nameStarts)}${random.pick(nameEnds)}`;
      const isGroup = random.chance(0.1);
      displayName = `${baseName} ${isGroup ? random.pick(groupWords) : random.pick(words)}`;
      if (isGroup) {
        if (heads.length < 40) heads.push({ id, baseName, depth: 0 });
        else heads[random.int(0, heads.length - 1)] = { id, baseName, depth: 0 };
      }
    }
    if (parent && parent.depth < 2 && random.chance(0.15)) {
      heads.push({ id, baseName, depth: parent.depth + 1 });
    }
    const suffix = random.pick(country.suffixes);
    const legalName = suffix === "PT" ? `PT ${displayName}` : `${displayName} ${suffix}`;

    const slugBase = slugify(displayName);
    const seen = slugCounts.get(slugBase) ?? 0;
    slugCounts.set(slugBase, seen + 1);
    const slug = seen === 0 ? slugBase : `${slugBase}-${seen + 1}`;
    const duns = dunsFor(i, seed);
    const fetchedAt = new Date(
      Date.UTC(lastYear + 1, random.int(0, 11), random.int(1, 28)),
    ).toISOString();
    const provenance: CompanyProvenance = {
      displayName: { source: "tierwise", fetchedAt },
      duns: { source: "dnb", fetchedAt },
      employeeCount: { source: random.chance(0.5) ? "dnb" : "pitchbook", fetchedAt },
      naicsCode: { source: "dnb", fetchedAt },
      location: { source: "geonames", fetchedAt },
    };
    const employeeCount = Math.round(random.logFloat(5, parent ? 20_000 : 250_000));
    const domain = `${slugBase.replace(/-/g, "")}.${domainSuffix[countryCode] ?? countryCode.toLowerCase()}`;

    const company: GeneratedCompany["company"] = {
      id,
      slug,
      displayName,
      legalName,
      logoUrl: null,
      duns,
      globalId: `TW${duns}`,
      statusCode: random.weighted(statusWeights),
      countryCode,
      region,
      city,
      latitude: Math.round((lat + random.float(-0.05, 0.05)) * 1e5) / 1e5,
      longitude: Math.round((lon + random.float(-0.05, 0.05)) * 1e5) / 1e5,
      naicsCode,
      naicsTitle,
      sector: naicsSectors[sectorOf(naicsCode)] ?? null,
      employeeCount,
      foundedYear: Math.round(lastYear - random.logFloat(2, 150)),
      website: `https://www.${domain}`,
      parentCompanyId: parent?.id ?? null,
      provenance,
    };
    const statements = generateStatements(random, {
      companyId: id,
      currency: country.currency,
      rate: perUsd[country.currency] ?? 1,
      employeeCount,
      lastYear,
      fetchedAt: new Date(fetchedAt),
    });
    yield { company, statements };
  }
}

type StatementContext = {
  companyId: string;
  currency: string;
  rate: number;
  employeeCount: number;
  lastYear: number;
  fetchedAt: Date;
};

/**
 * Five fiscal years. Everything is whole currency units, and the balance sheet holds:
 * total assets = total liabilities + total equity, cash + inventory ≤ current assets ≤ total
 * assets, current liabilities ≤ total liabilities, working capital = current assets − current
 * liabilities, free cash flow = operating cash flow − capital expenditure.
 */
function generateStatements(random: Random, c: StatementContext): GeneratedCompany["statements"] {
  const revenuePerEmployee = random.logFloat(60_000, 600_000) * c.rate;
  let revenue = c.employeeCount * revenuePerEmployee;
  const assetsToRevenue = random.float(0.5, 1.6);
  const currentShare = random.float(0.25, 0.6);
  const equityShare = random.float(0.15, 0.65);
  const currentLiabilityShare = random.float(0.25, 0.6);
  const margin = random.float(-0.04, 0.18);
  const payout = random.float(0, 0.6);
  let retainedShare = random.float(0.15, 0.7);
  const statements: GeneratedCompany["statements"] = [];
  for (let year = c.lastYear - 4; year <= c.lastYear; year++) {
    revenue *= 1 + random.float(-0.08, 0.15);
    const totalAssets = Math.round(revenue * assetsToRevenue * random.float(0.95, 1.05));
    const currentAssets = Math.round(totalAssets * currentShare * random.float(0.9, 1.1));
    const cash = Math.round(currentAssets * random.float(0.1, 0.35));
    const inventory = Math.round(currentAssets * random.float(0.1, 0.45));
    const totalEquity = Math.round(totalAssets * equityShare * random.float(0.9, 1.1));
    const totalLiabilities = totalAssets - totalEquity;
    const currentLiabilities = Math.round(totalLiabilities * currentLiabilityShare);
    const ebit = Math.round(revenue * (margin + random.float(-0.02, 0.02)));
    const netIncome = Math.round(ebit > 0 ? ebit * random.float(0.65, 0.8) : ebit * 1.1);
    // Retained earnings move with the year's profit kept, as a share of equity.
    retainedShare += (0.5 * netIncome * (1 - payout)) / Math.max(totalEquity, 1);
    retainedShare = Math.min(0.9, Math.max(-0.5, retainedShare));
    const retainedEarnings = Math.round(totalEquity * retainedShare);
    const depreciation = revenue * random.float(0.03, 0.06);
    const operatingCashFlow = Math.round(
      netIncome + depreciation + revenue * random.float(-0.02, 0.02),
    );
    const capitalExpenditure = Math.round(revenue * random.float(0.02, 0.08));
    statements.push({
      companyId: c.companyId,
      fiscalYear: year,
      currency: c.currency,
      totalAssets,
      currentAssets,
      cash,
      inventory,
      totalLiabilities,
      currentLiabilities,
      totalEquity,
      retainedEarnings,
      workingCapital: currentAssets - currentLiabilities,
      revenue: Math.round(revenue),
      ebit,
      netIncome,
      operatingCashFlow,
      capitalExpenditure,
      freeCashFlow: operatingCashFlow - capitalExpenditure,
      source: "tierwise",
      fetchedAt: c.fetchedAt,
    });
  }
  return statements;
}
