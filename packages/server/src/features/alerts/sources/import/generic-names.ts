/**
 * Names that news feeds list as organisations but that name no company: a country ("United
 * States"), a region ("Middle East"), an institution of one ("United States Senate"), or only
 * common words ("Group Holdings", "United Nations"). Matched on their own they score against any
 * company whose name contains them ("Ulia United States" at 0.68), so they are not matched at
 * all; a company name that merely contains such a word ("Bank Of America") still is.
 */
import { countryCodeFor, nameKey as key } from "./country-codes.ts";

const regions = new Set(
  [
    "africa",
    "america",
    "americas",
    "antarctic",
    "arctic",
    "asia",
    "asia pacific",
    "atlantic",
    "balkans",
    "baltic",
    "caribbean",
    "central america",
    "central asia",
    "east africa",
    "east asia",
    "eastern europe",
    "eu",
    "eurasia",
    "europe",
    "european union",
    "eurozone",
    "gulf",
    "latin america",
    "mediterranean",
    "middle east",
    "north africa",
    "north america",
    "oceania",
    "pacific",
    "persian gulf",
    "scandinavia",
    "south america",
    "south asia",
    "southeast asia",
    "sub saharan africa",
    "west africa",
    "western europe",
    "world",
  ].map(key),
);

/** Words that say what kind of body something is, never which one. */
const commonWords = new Set(
  [
    "agency",
    "airport",
    "and",
    "army",
    "association",
    "authority",
    "board",
    "bureau",
    "cabinet",
    "central",
    "city",
    "co",
    "commission",
    "committee",
    "company",
    "congress",
    "corp",
    "corporation",
    "council",
    "county",
    "court",
    "department",
    "embassy",
    "federal",
    "federation",
    "for",
    "general",
    "global",
    "government",
    "group",
    "holding",
    "holdings",
    "hospital",
    "inc",
    "institute",
    "international",
    "league",
    "limited",
    "llc",
    "ltd",
    "military",
    "ministry",
    "national",
    "nations",
    "navy",
    "of",
    "office",
    "organisation",
    "organization",
    "parliament",
    "party",
    "people",
    "plc",
    "police",
    "republic",
    "school",
    "senate",
    "state",
    "states",
    "supreme",
    "the",
    "union",
    "united",
    "university",
  ].map(key),
);

/** A country (any spelling countryCodeFor knows) or a region, as the whole text. */
const isPlace = (words: readonly string[]) => {
  const text = words.join(" ");
  return text !== "" && (regions.has(text) || countryCodeFor(text) !== null);
};

export function isGenericOrganisationName(name: string): boolean {
  const words = key(name).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  if (isPlace(words)) return true;
  const rest = words.filter((word) => !commonWords.has(word));
  // Only common words, or a place and common words ("United States Government").
  return rest.length === 0 || (rest.length < words.length && isPlace(rest));
}
