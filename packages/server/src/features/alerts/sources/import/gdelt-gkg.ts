/**
 * GDELT Global Knowledge Graph 2.1 records (one article a line, 27 tab-separated fields; see
 * the GKG 2.1 codebook). Read here: the record id, DATE, SourceCommonName, DocumentIdentifier
 * (the article URL), V2Locations, V2Organizations (Organizations when empty), V2Tone and the
 * page title and precise publication time in Extras.
 */
import type { LocationLevel } from "@tierwise/common/alerts";
import type { NewAlertLocation } from "../../alert-write.ts";
import { countryOfPlace } from "./country-codes.ts";
import { type FeedItem, polarityOfTone } from "./feed-item.ts";

export const gkgFieldCount = 27;
const field = {
  recordId: 0,
  date: 1,
  sourceName: 3,
  documentId: 4,
  v2Locations: 10,
  organizations: 13,
  v2Organizations: 14,
  v2Tone: 15,
  extras: 26,
} as const;

/** GDELT's YYYYMMDDHHMMSS (UTC) as a Date, or null when it is no such time. */
export function gdeltTimestamp(text: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?$/.exec(text?.trim() ?? "");
  if (!match) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00"] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`
    ? null
    : date;
}

/** GKG location types: 1 country, 2 US state, 3 US city, 4 world city, 5 world state. */
const levelOfType: Record<string, LocationLevel> = {
  "1": "Country",
  "2": "Admin",
  "3": "City",
  "4": "City",
  "5": "Admin",
};

/** V2Locations ("type#full name#FIPS country#ADM1#ADM2#lat#long#feature id#offset;…"), once each. */
export function gkgLocations(v2Locations: string): NewAlertLocation[] {
  const seen = new Map<string, NewAlertLocation>();
  for (const block of v2Locations.split(";")) {
    const [type = "", fullName = "", fipsCode = ""] = block.split("#");
    const level = levelOfType[type];
    if (!level || fullName.trim() === "") continue;
    // The record's FIPS country code, read as FIPS ("GM" is Germany), else the full name.
    const countryCode = countryOfPlace(fullName, fipsCode);
    const name = level === "Country" ? fullName.trim() : (fullName.split(",")[0] ?? "").trim();
    if (level === "Country" && !countryCode) continue;
    seen.set(`${level}|${name}|${countryCode}`, { level, name, countryCode });
  }
  return [...seen.values()];
}

/** The country an article is mostly about: the one its locations name most often. */
function mainCountry(locations: readonly NewAlertLocation[]): string | null {
  const counts = new Map<string, number>();
  for (const location of locations)
    if (location.countryCode)
      counts.set(location.countryCode, (counts.get(location.countryCode) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** "name,offset;name,offset" (or plain "name;name") → the names, once each. */
function organisationNames(v2: string, v1: string): string[] {
  const list =
    v2.trim() !== "" ? v2.split(";").map((block) => block.replace(/,\d+$/, "")) : v1.split(";");
  return [...new Set(list.map((name) => name.trim()).filter((name) => name !== ""))];
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** Titles in Extras are XML text: "&amp;", "&#233;" and "&#xE9;" stand for characters. */
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => {
    if (!name.startsWith("#")) return entities[name.toLowerCase()] ?? "";
    const code =
      name[1] === "x" || name[1] === "X"
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
const extra = (extras: string, tag: string) => {
  const match = new RegExp(`<${tag}>(.*?)</${tag}>`, "s").exec(extras);
  return match ? decodeEntities(match[1] as string).trim() : null;
};

/** One GKG record as a feed item, or the reason it cannot be one. */
export function gkgItem(cells: readonly string[]): FeedItem | string {
  if (cells.length !== gkgFieldCount)
    return `has ${cells.length} fields, a GKG 2.1 record has ${gkgFieldCount}`;
  const cell = (index: number) => cells[index] ?? "";
  const recordId = cell(field.recordId).trim();
  if (recordId === "") return "has no GKGRECORDID";
  const date = gdeltTimestamp(cell(field.date));
  if (!date) return `DATE "${cell(field.date)}" is not a YYYYMMDDHHMMSS time`;
  const url = cell(field.documentId).trim();
  if (url === "") return "has no DocumentIdentifier";
  const locations = gkgLocations(cell(field.v2Locations));
  const country = mainCountry(locations);
  const source = cell(field.sourceName).trim();
  const tone = Number.parseFloat(cell(field.v2Tone).split(",")[0] ?? "");
  return {
    sourceId: url,
    provider: "gdelt",
    title: extra(cell(field.extras), "PAGE_TITLE") || `Article on ${source || url}`,
    body: source ? `Reported by ${source}.` : null,
    publishedAt:
      gdeltTimestamp(extra(cell(field.extras), "PAGE_PRECISEPUBTIMESTAMP") ?? "") ?? date,
    occurredAt: null,
    url,
    organisations: organisationNames(cell(field.v2Organizations), cell(field.organizations)).map(
      (name) => ({
        name,
        countryCode: country,
      }),
    ),
    companyIds: [],
    locations,
    commodities: [],
    type: null,
    classes: null,
    polarity: polarityOfTone(Number.isFinite(tone) ? tone : null),
    severity: null,
  };
}
