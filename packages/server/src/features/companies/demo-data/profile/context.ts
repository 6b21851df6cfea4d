import type { Company } from "../../company.table.ts";
import type { FinancialStatement } from "../../financial-statement.table.ts";
import { type DemoCompanySpec, demoCompanyBySlug } from "../demo-companies.ts";
import { defaultLastFiscalYear } from "../generate-companies.ts";
import { naicsIndustries, sectorOf } from "../naics.ts";
import { type CountryInfo, loadCountries } from "../places.ts";
import type { Random } from "../prng.ts";
import { type CompanyTraits, companyTraits, type TraitName } from "../traits.ts";

/** Optional facts a pure function cannot look up; the caller passes them when it has them. */
export type ProfileOptions = {
  /** The parent company (beneficial ownership and link analysis name it). */
  parent?: { displayName: string; countryCode: string | null; slug?: string } | null;
  /** Other companies of the same industry: competitors then link to real profiles. */
  peers?: readonly { slug: string; displayName: string }[];
  /**
   * The company's stored credit-score observations (any order): the series its alerts were
   * raised from. The profile's credit-score history is read from it when given.
   */
  creditScoreHistory?: readonly { on: string; value: number }[];
};

export type SectorGroup =
  | "manufacturing"
  | "lifeSciences"
  | "resources"
  | "energy"
  | "construction"
  | "trade"
  | "logistics"
  | "tech"
  | "finance"
  | "services"
  | "health"
  | "hospitality";

/** Everything the area builders share for one company. */
export type ProfileContext = {
  company: Company;
  options: ProfileOptions;
  /** Statements oldest first. */
  statements: readonly FinancialStatement[];
  traits: CompanyTraits;
  random: Random;
  /** The day the demo provider's data describe; every date falls on or before it. */
  asOf: Date;
  lastYear: number;
  countryCode: string;
  country: CountryInfo | undefined;
  countryName: string;
  city: string;
  group: SectorGroup;
  sectorKey: string;
  industry: string;
  industryWords: readonly string[];
  /** What the company sells, in a few lower-case words, such as "auto parts". */
  product: string;
  demo: DemoCompanySpec | undefined;
  isPublic: boolean;
  isGovernmentContractor: boolean;
  ageYears: number;
  /** The owner of a subsidiary's shares: the parent's name when known. */
  parentName: string;
};

const lifeScienceIndustries = new Set(["325412", "339112", "541714", "621511"]);
const techIndustries = new Set(["513210", "518210", "541511", "423430"]);

export function sectorGroup(naicsCode: string | null): SectorGroup {
  if (!naicsCode) return "services";
  if (lifeScienceIndustries.has(naicsCode)) return "lifeSciences";
  if (techIndustries.has(naicsCode)) return "tech";
  const sector = sectorOf(naicsCode);
  switch (sector) {
    case "11":
    case "21":
      return "resources";
    case "22":
      return "energy";
    case "23":
      return "construction";
    case "31-33":
      return "manufacturing";
    case "42":
    case "44-45":
      return "trade";
    case "48-49":
      return "logistics";
    case "51":
      return "tech";
    case "52":
    case "53":
      return "finance";
    case "62":
      return "health";
    case "72":
      return "hospitality";
    default:
      return "services";
  }
}

export function buildContext(
  company: Company & { profileSeed: number },
  statements: readonly FinancialStatement[],
  options: ProfileOptions,
): ProfileContext {
  const demo = demoCompanyBySlug.get(company.slug);
  const forced = Object.fromEntries(
    (demo?.traits ?? []).map((t): [TraitName, boolean] => [t, true]),
  );
  const traits = companyTraits(company.profileSeed, forced);
  const sorted = [...statements].sort((a, b) => a.fiscalYear - b.fiscalYear);
  const latest = sorted.at(-1);
  const lastYear = latest?.fiscalYear ?? defaultLastFiscalYear;
  // The statements' fetch date is when the demo provider "looked": a fixed date per company,
  // never the clock, so a profile reads the same on every machine and every day.
  const asOf = latest ? new Date(latest.fetchedAt) : new Date(Date.UTC(lastYear + 1, 2, 31, 12));
  const countryCode = company.countryCode ?? "US";
  const country = loadCountries().get(countryCode);
  const naics = naicsIndustries.find(([code]) => code === company.naicsCode);
  const words = naics?.[2] ?? ["Solutions", "Services", "Industries"];
  const product = naics?.[4] ?? company.naicsTitle?.toLowerCase() ?? "business services";
  const brand = company.displayName.split(" ")[0] ?? company.displayName;
  return {
    company,
    options,
    statements: sorted,
    traits,
    random: traits.random,
    asOf,
    lastYear,
    countryCode,
    country,
    countryName: country?.name ?? countryCode,
    city: company.city ?? country?.name ?? countryCode,
    group: sectorGroup(company.naicsCode),
    sectorKey: company.naicsCode ? sectorOf(company.naicsCode) : "54",
    industry: company.naicsTitle ?? "Business services",
    industryWords: words,
    product,
    demo,
    isPublic: company.collections.includes("Public companies"),
    isGovernmentContractor: company.collections.includes("Government contractors"),
    ageYears: Math.max(1, lastYear - (company.foundedYear ?? lastYear - 20)),
    parentName: options.parent?.displayName ?? `${brand} Group`,
  };
}

const dayMs = 86_400_000;

/** The date `days` before the context's reference day. */
export const daysBefore = (ctx: ProfileContext, days: number): Date =>
  new Date(ctx.asOf.getTime() - Math.round(days) * dayMs);

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** A random moment in the last `days` days before the reference day, as an ISO datetime. */
export function recentDateTime(ctx: ProfileContext, days: number): string {
  const at = ctx.asOf.getTime() - ctx.random.float(0, days) * dayMs;
  return new Date(Math.floor(at / 60_000) * 60_000).toISOString();
}

/** A date between two years (inclusive), never after the reference day. */
export function dateBetweenYears(ctx: ProfileContext, fromYear: number, toYear: number): Date {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Math.min(Date.UTC(toYear, 11, 31), ctx.asOf.getTime());
  return new Date(Math.floor(ctx.random.float(from, Math.max(from, to)) / dayMs) * dayMs);
}

/** A short money figure for headlines: "$4.2 million", "$1.3 billion". */
export function money(usd: number): string {
  if (usd >= 1e9) return `$${(usd / 1e9).toFixed(1)} billion`;
  if (usd >= 1e6) return `$${(usd / 1e6).toFixed(usd >= 1e8 ? 0 : 1)} million`;
  return `$${Math.round(usd / 1e3)},000`;
}

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;
