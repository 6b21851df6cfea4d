import type { z } from "zod";

/**
 * Cells arrive as text (CSV), JSON values or spreadsheet values (numbers, booleans, dates).
 * These helpers turn any of them into the value a field wants, or leave the input alone so the
 * schema reports it in plain words.
 */

/**
 * What people type into a cell to say it has no value: "none", "n/a", "null", a dash. Read as
 * text it would become a city called "none" or a number field's "got "-"" error.
 */
const placeholders = new Set(["none", "n/a", "null", "-", "--", "\u2013", "\u2014"]);

/** Whether text is only a placeholder for no value ("N/A", " none ", "—"). */
export function isPlaceholder(text: string): boolean {
  return placeholders.has(text.trim().toLowerCase());
}

/**
 * Empty cells mean "no value in this file": null, undefined, blank text and placeholders such
 * as "n/a" (isPlaceholder). Every cell cleaner below starts here, so all of them read a
 * placeholder as empty.
 */
export function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && (value.trim() === "" || isPlaceholder(value)))
  );
}

/** Trimmed text, or undefined for a blank cell; numbers and booleans become their text. */
export function cellText(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return toIsoDateTime(value);
  return value;
}

const numeric = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A number from a number or from text such as "1200", "1 200", "-3.5e2"; otherwise unchanged. */
export function cellNumber(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === "string") {
    const compact = value.trim().replace(/[\s_]/g, "");
    return numeric.test(compact) ? Number(compact) : value.trim();
  }
  return value;
}

/**
 * The year a text cell starts with, when the cell is not a plain number: "2013 (News
 * Corporation 1980)" → 2013, "1881/1894" → 1881. Undefined for anything else, which the schema
 * then judges as it is.
 */
export function cellLeadingYear(value: unknown): number | undefined {
  if (typeof value !== "string" || typeof cellNumber(value) === "number") return undefined;
  const year = /^\s*(\d{4})(?!\d)/.exec(value)?.[1];
  return year === undefined ? undefined : Number(year);
}

const truthy = new Set(["true", "yes", "y", "1"]);
const falsy = new Set(["false", "no", "n", "0"]);

export function cellBoolean(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === "boolean") return value;
  const text = String(value).trim().toLowerCase();
  if (truthy.has(text)) return true;
  if (falsy.has(text)) return false;
  return value;
}

/** "2024-03-31T00:00:00.000Z" for a spreadsheet date, the full instant otherwise. */
function toIsoDateTime(date: Date): string {
  return date.toISOString();
}

/**
 * A calendar date as YYYY-MM-DD: spreadsheet dates and ISO date-times at midnight UTC are cut
 * to their date, so a date cell formatted by Excel still passes a date field.
 */
export function cellDate(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : toIsoDate(value);
  if (typeof value === "string") {
    const text = value.trim();
    const midnight = /^(\d{4}-\d{2}-\d{2})T00:00(:00(\.0+)?)?(Z|[+-]00:?00)?$/.exec(text);
    return midnight ? midnight[1] : text;
  }
  return value;
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** An instant as ISO 8601 text (dates become midnight UTC), for date-time fields. */
export function cellDateTime(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString();
  if (typeof value === "string") {
    const text = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00.000Z`;
    return text;
  }
  return value;
}

/**
 * A list of strings: a JSON array, JSON text of an array, or text separated by semicolons
 * ("steel; logistics").
 */
export function cellStringList(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === "string" ? item.trim() : item));
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) return cellJson(text);
    return text
      .split(";")
      .map((part) => part.trim())
      .filter((part) => part !== "");
  }
  return value;
}

/** Marks JSON text that does not parse, so the schema can say so. */
export class InvalidJsonText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A nested value: kept when already structured (JSON files), parsed when JSON text (CSV, XLSX). */
export function cellJson(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return new InvalidJsonText(value);
  }
}

/** How a value looked in the file, for messages: text quoted and shortened. */
export function shown(value: unknown): string {
  if (value instanceof InvalidJsonText) return shown(value.text);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return typeof value === "string" || value instanceof InvalidJsonText ? `"${short}"` : short;
}

/** Where in a record an issue is: "investors[0].name". */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

const typeWords: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "an object",
};

/**
 * One plain-English sentence per zod issue, naming the field and the value found. Schemas in
 * this folder set their own messages; this fills in for the record schemas of common.
 */
export function describeIssues(error: z.ZodError, input: unknown): string[] {
  return error.issues.map((issue) => {
    const where = pathText(issue.path) || "value";
    const found = valueAt(input, issue.path);
    if (found instanceof InvalidJsonText) return `${where} is not valid JSON: ${shown(found)}`;
    const got = found === undefined ? "" : ` (got ${shown(found)})`;
    // Schemas here write their own messages as predicates ("must be nine digits"); zod's
    // defaults start with "Invalid", "Too" or "Expected" and are replaced below.
    if (issue.code === "custom" || !/^(Invalid|Too|Expected)/.test(issue.message)) {
      return `${where} ${issue.message}${got}`;
    }
    switch (issue.code) {
      case "invalid_type":
        if (found === undefined || found === null) return `${where} is required`;
        return `${where} must be ${typeWords[issue.expected] ?? issue.expected}${got}`;
      case "invalid_format":
        if (issue.format === "date") return `${where} must be a date like 2024-03-31${got}`;
        if (issue.format === "datetime")
          return `${where} must be a date and time like 2024-03-31T09:30:00Z${got}`;
        if (issue.format === "regex") return `${where} has the wrong format${got}`;
        return `${where} must be a valid ${issue.format}${got}`;
      case "invalid_value":
        return `${where} must be one of ${issue.values.map((v) => String(v)).join(", ")}${got}`;
      case "too_small":
        if (issue.origin === "string")
          return issue.exact
            ? `${where} must be exactly ${issue.minimum} characters${got}`
            : `${where} must not be empty`;
        if (issue.origin === "array") return `${where} needs at least ${issue.minimum} items`;
        return `${where} must be at least ${issue.minimum}${got}`;
      case "too_big":
        if (issue.origin === "string")
          return issue.exact
            ? `${where} must be exactly ${issue.maximum} characters${got}`
            : `${where} must be ${issue.maximum} characters or fewer`;
        if (issue.origin === "array") return `${where} has more than ${issue.maximum} items`;
        return `${where} must be at most ${issue.maximum}${got}`;
      case "unrecognized_keys":
        return `${where} has unknown fields ${issue.keys.join(", ")}`;
      default:
        return `${where}: ${issue.message}${got}`;
    }
  });
}
