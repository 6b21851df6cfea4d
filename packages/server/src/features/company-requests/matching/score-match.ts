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
import { type Trigrams, trigramOverlap, trigramsOf } from "./trigrams.ts";

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
  const mine = inputKeysOf(input);
  const theirs = companyKeysOf(company);

  const sameDuns = mine.duns !== "" && mine.duns === theirs.duns;
  const sameTaxId = mine.taxIds[0] !== undefined && theirs.taxIds.includes(mine.taxIds[0]);
  const sameDomain = mine.domain !== null && mine.domain === theirs.domain;
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

  if (mine.country && theirs.country) {
    if (mine.country === theirs.country) {
      evidence += sameCountryBonus;
      reasons.push("Same country");
    } else {
      evidence -= otherCountryPenalty;
      reasons.push("Different country");
    }
  } else if (placeImpliesCountry(mine, theirs)) {
    // A city says at least as much as its country: without a country on one side, the same
    // city (in no other region) stands for it, so an exact name and its city are confident.
    evidence += sameCountryBonus;
  }
  evidence += locationBonus(mine, theirs, reasons);

  // Noisy-or: independent evidence adds up without passing 1.
  let score = identifier + (1 - identifier) * clamp(evidence);
  if (mine.duns !== "" && theirs.duns !== "" && mine.duns !== theirs.duns) {
    score = Math.min(score, differentDunsCeiling);
    reasons.push("Different DUNS");
  }
  return { score: Math.round(clamp(score) * 1000) / 1000, reasons };
}

/** What scoreMatch compares besides names, of an input or a company, in comparable form. */
type Keys = {
  duns: string;
  taxIds: string[];
  domain: string | null;
  country: string;
  city: string | null;
  region: string | null;
  zip: string;
  address: Trigrams | null;
};

/**
 * Keys worked out once per object (inputs and companies are not changed once scored): a row is
 * scored against several companies and a company against several rows of a batch, and working
 * them out (regular expressions, Unicode normalisation) cost more than comparing them.
 */
const inputKeys = new WeakMap<MatchInput, Keys>();
const companyKeys = new WeakMap<MatchableCompany, Keys>();

const inputKeysOf = (input: MatchInput) =>
  remembered(inputKeys, input, () =>
    keysOf({ ...input, region: input.state, taxIds: input.taxId ? [input.taxId] : [] }),
  );

const companyKeysOf = (company: MatchableCompany) =>
  remembered(companyKeys, company, () =>
    keysOf({ ...company, country: company.countryCode, taxIds: company.taxIds ?? [] }),
  );

function remembered<T extends object>(keys: WeakMap<T, Keys>, of: T, work: () => Keys): Keys {
  let found = keys.get(of);
  if (!found) {
    found = work();
    keys.set(of, found);
  }
  return found;
}

function keysOf(side: {
  duns?: string | null;
  taxIds: readonly string[];
  website?: string | null;
  country?: string | null;
  city?: string | null;
  region?: string | null;
  zipCode?: string | null;
  address?: string | null;
}): Keys {
  return {
    duns: digits(side.duns),
    taxIds: side.taxIds.map(identifierKey).filter((key) => key !== ""),
    domain: websiteDomainOf(side.website),
    country: upper(side.country),
    city: placeKey(side.city),
    region: placeKey(side.region),
    zip: identifierKey(side.zipCode),
    address: side.address ? trigramsOf(lower(side.address)) : null,
  };
}

/** A name as nameSimilarity compares it: normalised, cut to comparedLength, and its trigrams. */
type PreparedName = { text: string; trigrams: Trigrams };

/**
 * Names prepared lately. A supplier row is scored against several companies and a company
 * against many rows, so most names are normalised once instead of at every comparison; the
 * cache is emptied when full, which keeps it to a few MB.
 */
const preparedNames = new Map<string, PreparedName>();
const preparedNamesMax = 20_000;

function prepared(name: string): PreparedName {
  let found = preparedNames.get(name);
  if (!found) {
    if (preparedNames.size >= preparedNamesMax) preparedNames.clear();
    const text = normaliseCompanyName(name).slice(0, comparedLength);
    found = { text, trigrams: trigramsOf(text) };
    preparedNames.set(name, found);
  }
  return found;
}

/**
 * How alike two names are, 0–1, after normalising both (so "ACME Inc." and "Acme" are 1):
 * the mean of pg_trgm's trigram similarity, which forgives reordered and missing words, and
 * the share of letters an edit distance keeps, which forgives a slip in a short name that
 * trigrams punish hard ("coorn" / "coron").
 */
export function nameSimilarity(a: string, b: string): number {
  const x = prepared(a);
  const y = prepared(b);
  if (x.text === "" || y.text === "") return 0;
  if (x.text === y.text) return 1;
  const edits = 1 - slipDistance(x.text, y.text) / Math.max(x.text.length, y.text.length);
  return (trigramOverlap(x.trigrams, y.trigrams) + Math.max(0, edits)) / 2;
}

/** pg_trgm's similarity(): shared trigrams of the padded words over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  return trigramOverlap(trigramsOf(a), trigramsOf(b));
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

function placeImpliesCountry(mine: Keys, theirs: Keys): boolean {
  if (mine.city === null || mine.city !== theirs.city) return false;
  return mine.region === null || theirs.region === null || mine.region === theirs.region;
}

function locationBonus(mine: Keys, theirs: Keys, reasons: string[]): number {
  let bonus = 0;
  if (mine.city !== null && mine.city === theirs.city) {
    bonus += 0.05;
    reasons.push("Same city");
  }
  if (mine.region !== null && mine.region === theirs.region) bonus += 0.02;
  if (mine.zip !== "" && mine.zip === theirs.zip) {
    bonus += 0.05;
    reasons.push("Same ZIP / postal code");
  }
  if (mine.address && theirs.address && trigramOverlap(mine.address, theirs.address) >= 0.6) {
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
/** A city or region as compared: accents and case aside; null when not given. */
const placeKey = (value: string | null | undefined) => (value ? lower(value.trim()) : null);
