/**
 * How likely a known company is the one a request (or a row of a supplier list) means, 0–1,
 * with the reasons a person can check. Pure: the candidates come from match-companies.ts.
 *
 * Identifiers decide when they agree: a DUNS number, a tax id or a website domain names one
 * company far more surely than a name does. Otherwise the name carries the score and the
 * country and address move it: an exact name in the same country is a confident match
 * (matchBands.confident), one slip in the name or a missing country sends it to review, an
 * unrelated name stays weak. The weights were set so those three cases land in those bands.
 */
import { slipDistance } from "../../companies/search/name-slips.ts";
import { normaliseCompanyName, websiteDomainOf } from "./company-name.ts";

/** What a request (or an uploaded row) says about the company it means. */
export type MatchInput = {
  companyName: string;
  legalName?: string | null;
  website?: string | null;
  /** ISO 3166-1 alpha-2. */
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address?: string | null;
  zipCode?: string | null;
  duns?: string | null;
  taxId?: string | null;
};

/** A known company as matching sees it; a row of `companies` fits. */
export type MatchableCompany = {
  id: string;
  displayName: string;
  legalName?: string | null;
  website?: string | null;
  countryCode?: string | null;
  region?: string | null;
  city?: string | null;
  duns?: string | null;
  /** Tax ids known for it (companies hold none; an organisation's resolved requests do). */
  taxIds?: readonly string[];
  address?: string | null;
  zipCode?: string | null;
};

export type MatchScore = { score: number; reasons: string[] };

/** How much each agreeing identifier alone makes the score (before the name adds to it). */
const identifierWeights = { duns: 0.95, taxId: 0.9, websiteDomain: 0.85 } as const;
/** The name's share of the score without identifiers; an exact name scores this much. */
const nameWeight = 0.7;
const sameCountryBonus = 0.15;
const otherCountryPenalty = 0.2;
/** City, region, ZIP and address together add at most this much. */
const locationBonusMax = 0.1;
/**
 * Two different DUNS numbers are two legal entities (a branch and its head office share a
 * name and a website): at most the review band, whatever else agrees.
 */
const differentDunsCeiling = 0.75;
/** Longer names are compared by their start: edit distance grows with the square. */
const comparedLength = 200;

export function scoreMatch(input: MatchInput, company: MatchableCompany): MatchScore {
  const reasons: string[] = [];

  const duns = digits(input.duns);
  const companyDuns = digits(company.duns);
  const sameDuns = duns !== "" && duns === companyDuns;
  const taxId = identifierKey(input.taxId);
  const sameTaxId = taxId !== "" && (company.taxIds ?? []).some((t) => identifierKey(t) === taxId);
  const domain = websiteDomainOf(input.website);
  const sameDomain = domain !== null && domain === websiteDomainOf(company.website);
  if (sameDuns) reasons.push("Same DUNS");
  if (sameTaxId) reasons.push("Same tax ID");
  if (sameDomain) reasons.push("Same website domain");
  const identifier = Math.max(
    sameDuns ? identifierWeights.duns : 0,
    sameTaxId ? identifierWeights.taxId : 0,
    sameDomain ? identifierWeights.websiteDomain : 0,
  );

  const name = bestNameSimilarity(input, company);
  if (name === 1) reasons.push("Same name");
  else if (name >= 0.5) reasons.push("Similar name");
  let evidence = nameWeight * name;

  const country = upper(input.country);
  const companyCountry = upper(company.countryCode);
  if (country && companyCountry) {
    if (country === companyCountry) {
      evidence += sameCountryBonus;
      reasons.push("Same country");
    } else {
      evidence -= otherCountryPenalty;
      reasons.push("Different country");
    }
  }
  evidence += locationBonus(input, company, reasons);

  // Noisy-or: independent evidence adds up without passing 1.
  let score = identifier + (1 - identifier) * clamp(evidence);
  if (duns !== "" && companyDuns !== "" && duns !== companyDuns) {
    score = Math.min(score, differentDunsCeiling);
    reasons.push("Different DUNS");
  }
  return { score: Math.round(clamp(score) * 1000) / 1000, reasons };
}

/**
 * How alike two names are, 0–1, after normalising both (so "ACME Inc." and "Acme" are 1):
 * the mean of pg_trgm's trigram similarity, which forgives reordered and missing words, and
 * the share of letters an edit distance keeps, which forgives a slip in a short name that
 * trigrams punish hard ("coorn" / "coron").
 */
export function nameSimilarity(a: string, b: string): number {
  const x = normaliseCompanyName(a).slice(0, comparedLength);
  const y = normaliseCompanyName(b).slice(0, comparedLength);
  if (x === "" || y === "") return 0;
  if (x === y) return 1;
  const edits = 1 - slipDistance(x, y) / Math.max(x.length, y.length);
  return (trigramSimilarity(x, y) + Math.max(0, edits)) / 2;
}

/** pg_trgm's similarity(): shared trigrams of the padded words over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  return shared / (x.size + y.size - shared);
}

function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    if (word === "") continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

function bestNameSimilarity(input: MatchInput, company: MatchableCompany): number {
  let best = 0;
  for (const mine of [input.companyName, input.legalName]) {
    if (!mine) continue;
    for (const theirs of [company.displayName, company.legalName]) {
      if (!theirs) continue;
      best = Math.max(best, nameSimilarity(mine, theirs));
      if (best === 1) return 1;
    }
  }
  return best;
}

function locationBonus(input: MatchInput, company: MatchableCompany, reasons: string[]): number {
  let bonus = 0;
  if (sameText(input.city, company.city)) {
    bonus += 0.05;
    reasons.push("Same city");
  }
  if (sameText(input.state, company.region)) bonus += 0.02;
  const zip = identifierKey(input.zipCode);
  if (zip !== "" && zip === identifierKey(company.zipCode)) {
    bonus += 0.05;
    reasons.push("Same ZIP / postal code");
  }
  if (
    input.address &&
    company.address &&
    trigramSimilarity(lower(input.address), lower(company.address)) >= 0.6
  ) {
    bonus += 0.05;
    reasons.push("Similar address");
  }
  return Math.min(bonus, locationBonusMax);
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const lower = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
const upper = (value: string | null | undefined) => value?.trim().toUpperCase() ?? "";
const digits = (value: string | null | undefined) => value?.replace(/\D/g, "") ?? "";
/** Tax ids and postal codes are written with and without spaces, dashes and dots. */
const identifierKey = (value: string | null | undefined) =>
  value?.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase() ?? "";
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && lower(a.trim()) === lower(b.trim());
