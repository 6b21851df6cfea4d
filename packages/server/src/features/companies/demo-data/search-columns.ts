import type { diversityCertifications } from "@tierwise/common/company-search";
import type { NewCompany } from "../company.table.ts";
import { companyRatios } from "../company-ratios.ts";
import { investors, slugify } from "./names.ts";
import type { Random } from "./prng.ts";
import {
  agencyRatedFromRevenueUsd,
  agencyRatingFor,
  clamp,
  creditRatingFor,
  securityGradeFor,
  viabilityFor,
} from "./scores.ts";
import type { GeneratedStatement } from "./statements.ts";
import type { CompanyTraits } from "./traits.ts";

export type SearchColumnValues = Required<
  Pick<
    NewCompany,
    | "revenueUsd"
    | "revenueGrowth"
    | "currentRatio"
    | "quickRatio"
    | "altmanZScore"
    | "creditScore"
    | "creditRating"
    | "creditAgencyRating"
    | "fraudScore"
    | "viabilityScore"
    | "securityRating"
    | "securityGrade"
    | "esgScore"
    | "diversity"
    | "investors"
    | "collections"
    | "tags"
    | "tagSlugs"
  >
>;

export type SearchColumnInput = {
  /** Oldest first; the last one is the latest fiscal year. */
  statements: readonly GeneratedStatement[];
  unitsPerUsd: number;
  countryCode: string;
  sectorKey: string;
  naicsCode: string;
  industryTag: string;
  employeeCount: number;
  foundedYear: number;
  lastYear: number;
  /** Part of a corporate family below its top: owned by a parent, so never listed or certified. */
  isSubsidiary: boolean;
  traits: CompanyTraits;
  /** Values a fixed demo company must have. */
  forced?: { collections: readonly string[]; diversity: readonly string[]; investorCount: number };
};

/** Industries where young companies are usually venture-funded. */
const ventureSectors = new Set(["51", "52", "54", "62"]);
const ventureIndustries = new Set(["325412", "334413", "335911", "339112", "541714", "334418"]);

/**
 * The search columns of one company, computed from its latest statements and traits: ratios
 * with company-ratios.ts, scores and ratings with the bands of scores.ts, and the facet values
 * (diversity, investors, collections, tags) from the company's size, age, sector and listing.
 */
export function deriveSearchColumns(random: Random, input: SearchColumnInput): SearchColumnValues {
  const latest = input.statements.at(-1);
  const previous = input.statements.at(-2);
  if (!latest) throw new Error("a company needs at least one statement");
  const ratios = companyRatios(latest);
  const revenueUsd = Math.round(latest.revenue / input.unitsPerUsd);
  const equityUsd = latest.totalEquity / input.unitsPerUsd;
  const revenueGrowth =
    previous && previous.revenue !== 0 ? (latest.revenue / previous.revenue - 1) * 100 : null;
  const z = ratios.altmanZScore ?? 1.8;
  const margin = latest.revenue === 0 ? 0 : latest.ebit / latest.revenue;

  // Solvency (Altman zone), liquidity, profitability and size move the credit score; the noise
  // stands for what the statements do not show (payment history, owners).
  const creditScore = Math.round(
    clamp(
      22 +
        9 * clamp(z, -1, 5) +
        6 * clamp(ratios.currentRatio ?? 1, 0, 3) +
        60 * clamp(margin, -0.1, 0.2) +
        3 * Math.log10(Math.max(revenueUsd, 100_000) / 1_000_000) +
        random.float(-12, 12),
      1,
      99,
    ),
  );
  const fraudScore = Math.round(
    clamp(
      5 +
        0.3 * (100 - creditScore) +
        random.float(0, 15) +
        (input.traits.adverseMedia ? 20 : 0) +
        (input.traits.regulatoryEnforcement ? 15 : 0),
      0,
      100,
    ),
  );
  // Bigger companies run more mature security programmes; a disclosed breach costs points.
  const securityRating = Math.round(
    clamp(
      480 +
        random.float(0, 160) +
        random.float(0, 160) +
        15 * Math.log10(Math.max(input.employeeCount, 1)) -
        (input.traits.dataBreach ? 130 : 0),
      250,
      900,
    ),
  );
  const esgBase = lowEsgSectors.has(input.sectorKey) ? 42 : 55;
  const esgScore =
    Math.round(
      clamp(esgBase + random.float(-20, 20) + 2 * Math.log10(input.employeeCount + 1), 5, 98) * 10,
    ) / 10;

  const age = input.lastYear - input.foundedYear;
  const isPublic =
    input.forced?.collections.includes("Public companies") ??
    (!input.isSubsidiary &&
      ((revenueUsd >= 5_000_000_000 && random.chance(0.85)) ||
        (revenueUsd >= 500_000_000 && random.chance(0.45))));
  const investorSlugs = pickInvestors(random, input, isPublic, age);
  const diversity = input.forced
    ? [...input.forced.diversity]
    : pickDiversity(random, input, isPublic);

  const collections = input.forced ? [...input.forced.collections] : [];
  if (!input.forced) {
    // Forbes Global 2000 ranks listed companies only.
    if (isPublic && revenueUsd >= 8_000_000_000) collections.push("Global 2000");
    if (random.chance(0.06)) collections.push("Critical suppliers");
    if (revenueGrowth !== null && revenueGrowth >= 12) collections.push("Fast growing");
    if (isPublic) collections.push("Public companies");
    const contractorOdds = govContractSectors.has(input.sectorKey) ? 0.15 : 0.03;
    if (random.chance(input.countryCode === "US" ? contractorOdds : contractorOdds / 4)) {
      collections.push("Government contractors");
    }
  }

  const tagNames = [input.industryTag];
  const optional: [string, boolean][] = [
    ["Publicly traded", isPublic],
    ["Venture-backed", investorSlugs.length > 0 && age <= 20],
    ["Private equity-backed", investorSlugs.length > 0 && age > 20],
    ["Government contractor", collections.includes("Government contractors")],
    ["Diverse supplier", diversity.some((d) => d !== "small_business")],
    ["Startup", age <= 5],
    ["ISO 9001 certified", input.sectorKey === "31-33" && random.chance(0.45)],
    ["ISO 14001 certified", input.sectorKey === "31-33" && random.chance(0.15)],
    ["Exporter", input.sectorKey === "31-33" && random.chance(0.35)],
    [
      "Family-owned",
      !isPublic &&
        !input.isSubsidiary &&
        investorSlugs.length === 0 &&
        age > 30 &&
        random.chance(0.3),
    ],
    ["B2B", !consumerSectors.has(input.sectorKey)],
  ];
  for (const [name, applies] of optional) if (applies && tagNames.length < 4) tagNames.push(name);
  const tags = tagNames.map((name, i) => ({ name, slug: slugify(name), primary: i === 0 }));

  return {
    revenueUsd,
    revenueGrowth,
    currentRatio: ratios.currentRatio,
    quickRatio: ratios.quickRatio,
    altmanZScore: ratios.altmanZScore,
    creditScore,
    creditRating: creditRatingFor(equityUsd),
    creditAgencyRating:
      revenueUsd >= agencyRatedFromRevenueUsd ? agencyRatingFor(creditScore) : null,
    fraudScore,
    viabilityScore: viabilityFor(creditScore),
    securityRating,
    securityGrade: securityGradeFor(securityRating),
    esgScore,
    diversity,
    investors: investorSlugs,
    collections,
    tags,
    tagSlugs: tags.map((t) => t.slug),
  };
}

const lowEsgSectors = new Set(["21", "22", "31-33", "48-49"]);
const govContractSectors = new Set(["23", "31-33", "48-49", "54", "56", "51"]);
const consumerSectors = new Set(["44-45", "72", "71", "61"]);

function pickInvestors(
  random: Random,
  input: SearchColumnInput,
  isPublic: boolean,
  age: number,
): string[] {
  let count = input.forced?.investorCount ?? 0;
  if (!input.forced && !input.isSubsidiary) {
    const venture = ventureSectors.has(input.sectorKey) || ventureIndustries.has(input.naicsCode);
    if (age <= 20 && !isPublic && random.chance(venture ? 0.5 : 0.08)) count = random.int(2, 7);
    else if (age > 20 && input.employeeCount >= 100 && random.chance(0.06))
      count = random.int(1, 2);
  }
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(random.pick(investors).slug);
  return [...chosen];
}

function pickDiversity(random: Random, input: SearchColumnInput, isPublic: boolean): string[] {
  // Certifications need individual owners: a listed company or a subsidiary cannot hold one.
  if (isPublic || input.isSubsidiary) return [];
  const us = input.countryCode === "US";
  const chances: [(typeof diversityCertifications)[number], number][] = [
    ["women_owned", 0.05],
    ["minority_owned", 0.04],
    ["veteran_owned", us ? 0.03 : 0],
    ["lgbtq_owned", 0.008],
    ["disability_owned", 0.008],
    ["small_business", input.employeeCount < 500 ? (us ? 0.45 : 0.3) : 0],
  ];
  const size = input.employeeCount < 5_000 ? 1 : 0.2;
  return chances.filter(([, p]) => random.chance(p * size)).map(([name]) => name);
}
