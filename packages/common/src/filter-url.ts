import { z } from "zod";
import { type NumericRange, parseDecimal } from "./range-input.ts";

/**
 * Filters read from the query string (spec 1 §5 "Filter URL parsing", spec 3 §alerts). Every
 * parser returns null for a value it cannot use, so the page falls back to "no filter" instead
 * of failing. Arrays travel comma separated.
 */
export type ParamValue = string | readonly string[] | null | undefined;

/** Accepts "a,b" or repeated keys (["a", "b,c"]); trims and drops empty items. */
export function splitListParam(value: ParamValue): string[] {
  if (value === null || value === undefined) return [];
  const raw = typeof value === "string" ? [value] : value;
  return raw
    .flatMap((item) => item.split(","))
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

export function joinListParam(values: readonly string[]): string {
  return values.join(",");
}

function exactPair(value: ParamValue): [string, string] | null {
  if (value === null || value === undefined) return null;
  const parts = (typeof value === "string" ? [value] : value).flatMap((item) => item.split(","));
  if (parts.length !== 2) return null;
  const [first, second] = parts.map((part) => part.trim()) as [string, string];
  return first === "" || second === "" ? null : [first, second];
}

/** "5,10" → { lower: 5, upper: 10 }; dropped when lower > upper. */
export function parseNumericRange(value: ParamValue): NumericRange | null {
  const pair = exactPair(value);
  if (!pair) return null;
  const lower = parseDecimal(pair[0]);
  const upper = parseDecimal(pair[1]);
  if (lower === null || upper === null || lower > upper) return null;
  return { lower, upper };
}

const isoDate = z.iso.date();
const isoDateOrDateTime = z.union([isoDate, z.iso.datetime({ offset: true, local: true })]);

export type DateRange = { start: string; end: string };

function orderedDatePair(value: ParamValue, schema: z.ZodType<string>): DateRange | null {
  const pair = exactPair(value);
  if (!pair?.every((date) => schema.safeParse(date).success)) return null;
  const [start, end] = pair;
  // A range that ends before it starts matches nothing; like a reversed numeric range, drop it.
  return Date.parse(start) <= Date.parse(end) ? { start, end } : null;
}

/** Exactly two ISO dates or date-times, start first. */
export function parseDateRange(value: ParamValue): DateRange | null {
  return orderedDatePair(value, isoDateOrDateTime);
}

/** Alert dates: exactly two real calendar days written YYYY-MM-DD, start first. */
export function parseAlertDates(value: ParamValue): { startDate: string; endDate: string } | null {
  const range = orderedDatePair(value, isoDate);
  return range && { startDate: range.start, endDate: range.end };
}

export const relativeDateUnits = ["days", "weeks", "months", "years"] as const;
export type RelativeDateUnit = (typeof relativeDateUnits)[number];
export type RelativeDate = { duration: number; unit: RelativeDateUnit };

function isRelativeDateUnit(unit: unknown): unit is RelativeDateUnit {
  return relativeDateUnits.some((known) => known === unit);
}

/** "Last N units": N must be a whole number of at least 1, given as a number or digits. */
export function parseRelativeDate(input: {
  duration: unknown;
  unit: unknown;
}): RelativeDate | null {
  const { duration, unit } = input;
  const count =
    typeof duration === "number"
      ? duration
      : typeof duration === "string" && /^\s*\d+\s*$/.test(duration)
        ? Number(duration)
        : Number.NaN;
  if (!Number.isSafeInteger(count) || count < 1 || !isRelativeDateUnit(unit)) return null;
  return { duration: count, unit };
}

export type FixedDate = { start: string; end?: string };

/**
 * A valid ISO start and an optional end. An end that is present but invalid, or before the
 * start, drops the whole filter rather than silently widening it to "from start onwards".
 */
export function parseFixedDate(input: { start: unknown; end?: unknown }): FixedDate | null {
  const start = typeof input.start === "string" ? input.start.trim() : "";
  if (!isoDateOrDateTime.safeParse(start).success) return null;
  const end = typeof input.end === "string" ? input.end.trim() : input.end;
  if (end === undefined || end === null || end === "") return { start };
  if (typeof end !== "string" || !isoDateOrDateTime.safeParse(end).success) return null;
  return Date.parse(start) <= Date.parse(end) ? { start, end } : null;
}

/** Lower case, accents stripped (NFD), punctuation and symbols removed, spaces collapsed. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\p{P}\p{S}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The spec does not give the maximum number of keywords; ten keeps alert searches quick. */
export const keywordCap = 10;

export function capKeywords(keywords: readonly string[], max: number = keywordCap): string[] {
  return keywords.slice(0, Math.max(0, max));
}

/** Keywords from the query string: normalised, blanks and repeats dropped, capped. */
export function parseKeywords(value: ParamValue, max: number = keywordCap): string[] {
  const normalized = splitListParam(value)
    .map(normalizeSearchText)
    .filter((keyword) => keyword !== "");
  return capKeywords([...new Set(normalized)], max);
}

/** ["acme", "globex"] → "acme or globex". */
export function joinKeywords(keywords: readonly string[]): string {
  return keywords
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "")
    .join(" or ");
}

/** Alert filter parameters (spec 3 §alerts). */
export const alertFilterKeys = [
  "scope",
  "types",
  "companies",
  "portfolio",
  "polarity",
  "relevancy",
  "commodities",
  "unread",
  "archived",
  "locations",
  "dates",
  "alertId",
  "feedId",
  "keywords",
] as const;
export type AlertFilterKey = (typeof alertFilterKeys)[number];

/**
 * Alert filters share the query string with the host page's own filters on company and
 * portfolio pages, so there they carry this prefix ("alert_dates"); /alerts uses bare keys.
 * The spec does not name the prefix.
 */
export const alertFilterPrefix = "alert_";

export const filterPages = ["alerts", "company", "company-dnb", "portfolios", "pdp"] as const;
export type FilterPage = (typeof filterPages)[number];

export function withPrefix(key: string, prefix: string): string {
  return `${prefix}${key}`;
}

/** The query-string key of an alert filter on the given page. */
export function filterKey(key: AlertFilterKey, page: FilterPage): string {
  return page === "alerts" ? key : withPrefix(key, alertFilterPrefix);
}

/** The alert filter a query-string key stands for on the given page, or null if none. */
export function alertFilterFromKey(queryKey: string, page: FilterPage): AlertFilterKey | null {
  const bare = page === "alerts" ? queryKey : unprefixed(queryKey, alertFilterPrefix);
  return alertFilterKeys.find((key) => key === bare) ?? null;
}

function unprefixed(key: string, prefix: string): string | null {
  return key.startsWith(prefix) ? key.slice(prefix.length) : null;
}
