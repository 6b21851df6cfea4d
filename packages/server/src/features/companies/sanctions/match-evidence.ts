import { createHash } from "node:crypto";
import type { MatchStrength } from "@tierwise/common/risk";
import { globalIdentifierTypes, type Identifier } from "./identifiers.ts";

/**
 * A match's score from all the evidence, not the name alone (issue 14). The name's trigram
 * similarity (the old score, `nameScore`) is the start; what else both sides say moves it:
 *
 * - an equal LEI, DUNS, IMO, tax or registration number makes it certain whatever else;
 * - a different LEI, DUNS or IMO (global schemes) means another entity: −45;
 * - the same country +5, another country −30 (no country on a side: no change);
 * - a short name (under 8 letters) −15: few letters agree by chance; one long word −5;
 * - a common name: other companies or other entries of the list share it, or it is made only of
 *   everyday business words ("Global Trading") −10 to −20;
 * - an entry listed as an organisation or public body when a company is screened −5.
 *
 * Without an equal identifier, a short or common name is capped below "certain". Strength:
 * certain from 90, probable from 70, else possible. Each step leaves a reason in words.
 */

export type MatchSide = {
  /** Normalised name (normalize-name.ts). */
  name: string;
  countries: readonly string[];
  identifiers: readonly Identifier[];
};

export type MatchFacts = {
  subject: "company" | "executive";
  subjectSide: MatchSide;
  entrySide: MatchSide & { schema: string };
  /** 0–100, trigram similarity of the normalised names. */
  nameScore: number;
  /** Other entries of the same list with this normalised name. */
  otherEntriesWithName: number;
  /** Other companies whose normalised name is the subject's. */
  otherCompaniesWithName: number;
};

export type MatchEvidence = {
  score: number;
  strength: MatchStrength;
  reasons: string[];
};

export const strengthThresholds = { certain: 90, probable: 70 } as const;

export function strengthOf(score: number): MatchStrength {
  if (score >= strengthThresholds.certain) return "certain";
  if (score >= strengthThresholds.probable) return "probable";
  return "possible";
}

/**
 * Words every trade uses: a name made only of them ("International Trading Group") says little
 * about which company it is.
 */
const everydayWords = new Set(
  (
    "international global general trading trade trade group holding holdings industrial industries " +
    "industry services service company enterprise enterprises import export commercial commerce " +
    "investment investments development national united new first capital partners logistics " +
    "shipping transport energy oil gas petroleum technology technologies tech systems solutions " +
    "consulting management resources supply supplies products manufacturing engineering " +
    "construction bank finance financial insurance real estate properties marine maritime " +
    "overseas world east west north south middle star gold golden royal city the and of de la"
  ).split(" "),
);

const identifierLabels: Readonly<Record<string, string>> = {
  lei: "LEI",
  duns: "DUNS",
  imo: "IMO number",
  swift: "SWIFT/BIC",
  tax: "tax number",
  registration: "registration number",
  other: "identifier",
};

const organisationSchemata = new Set(["Organization", "PublicBody"]);

export function scoreMatch(facts: MatchFacts): MatchEvidence {
  const { subjectSide, entrySide } = facts;
  const reasons: string[] = [];
  const exact = subjectSide.name === entrySide.name;
  let score = facts.nameScore;
  reasons.push(exact ? "same name" : `similar name (${facts.nameScore}% alike)`);

  // Identifiers: personal documents are a person's, never compared with a company's.
  const comparable = (ids: readonly Identifier[]) => ids.filter((id) => id.type !== "personal");
  const subjectIds = comparable(subjectSide.identifiers);
  const entryIds = comparable(entrySide.identifiers);
  const equal = subjectIds.find((a) => entryIds.some((b) => b.value === a.value));
  const conflicting = globalIdentifierTypes.find((type) => {
    const mine = subjectIds.filter((id) => id.type === type).map((id) => id.value);
    const theirs = entryIds.filter((id) => id.type === type).map((id) => id.value);
    return mine.length > 0 && theirs.length > 0 && !mine.some((v) => theirs.includes(v));
  });
  if (equal) {
    reasons.push(`same ${identifierLabels[equal.type] ?? "identifier"} ${equal.value}`);
    return { score: 100, strength: "certain", reasons };
  }
  if (conflicting) {
    score -= 45;
    reasons.push(`different ${identifierLabels[conflicting]}: −45`);
  }

  const subjectCountries = subjectSide.countries.map((c) => c.toUpperCase());
  const entryCountries = entrySide.countries.map((c) => c.toUpperCase());
  if (subjectCountries.length > 0 && entryCountries.length > 0) {
    const shared = subjectCountries.find((c) => entryCountries.includes(c));
    if (shared) {
      score += 5;
      reasons.push(`same country (${shared}): +5`);
    } else {
      score -= 30;
      reasons.push(
        `country differs (${subjectCountries.join("/")} vs ${entryCountries.slice(0, 3).join("/")}): −30`,
      );
    }
  } else {
    reasons.push(
      entryCountries.length === 0 ? "no country on the list entry" : "no country to compare",
    );
  }

  const words = entrySide.name.split(" ").filter((w) => w !== "");
  const letters = entrySide.name.replaceAll(" ", "").length;
  const short = letters < 8;
  if (short) {
    score -= 15;
    reasons.push(`short name (${letters} letters): −15`);
  } else if (words.length === 1) {
    // A long coined word ("Stroytransgaz") is distinctive; one word still agrees more by chance.
    score -= 5;
    reasons.push("one-word name: −5");
  }
  let common = false;
  if (words.length > 0 && words.every((w) => everydayWords.has(w))) {
    common = true;
    score -= 15;
    reasons.push("only everyday business words: −15");
  }
  if (facts.otherCompaniesWithName > 0) {
    common = true;
    const penalty = facts.otherCompaniesWithName >= 5 ? 20 : 10;
    score -= penalty;
    const others = facts.otherCompaniesWithName;
    reasons.push(
      `${others} other ${others === 1 ? "company shares" : "companies share"} the name: −${penalty}`,
    );
  }
  if (facts.otherEntriesWithName > 0) {
    common = true;
    score -= 10;
    const others = facts.otherEntriesWithName;
    reasons.push(
      `${others} other list ${others === 1 ? "entry shares" : "entries share"} the name: −10`,
    );
  }

  if (facts.subject === "company" && organisationSchemata.has(entrySide.schema)) {
    score -= 5;
    reasons.push(
      `listed as ${entrySide.schema === "PublicBody" ? "a public body" : "an organisation"}, not a company: −5`,
    );
  }

  // Names alone never make a short or common name certain.
  if ((short || common) && score >= strengthThresholds.certain) {
    score = strengthThresholds.certain - 1;
    reasons.push("short or common name: at most probable without an identifier");
  }
  score = Math.max(0, Math.min(100, Math.round(score)));
  return { score, strength: strengthOf(score), reasons };
}

/**
 * What an entry says, for telling whether a new version of a list changed it: its names, type,
 * programmes, countries, identifiers and listing date, in a fixed order. Fetch times and the
 * lists' own bookkeeping (last_seen) are left out, so reloading an unchanged list changes nothing.
 */
export function entryHash(entry: {
  name: string;
  aliases: readonly string[];
  schema: string;
  programs: readonly string[];
  countries: readonly string[];
  identifiers: readonly Identifier[];
  listedOn: string | null;
}): string {
  const sorted = (values: readonly string[]) => [...values].sort();
  const canonical = JSON.stringify([
    entry.name,
    sorted(entry.aliases),
    entry.schema,
    sorted(entry.programs),
    sorted(entry.countries),
    sorted(entry.identifiers.map((id) => `${id.type}:${id.value}`)),
    entry.listedOn,
  ]);
  return createHash("sha256").update(canonical).digest("hex").slice(0, 32);
}
