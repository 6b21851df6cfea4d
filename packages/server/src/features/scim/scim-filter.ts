import { type Filter, parse } from "scim2-parse-filter";
import { ScimError } from "./scim-errors.ts";

/** One `attribute eq "value"` of a filter; `and` joins them (RFC 7644 §3.4.2.2). */
export type ScimEquality = { attribute: string; value: string };

const corePrefix = /^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i;

/**
 * The filters identity providers send to find a resource before they create it: `eq` on an
 * identifying attribute, sometimes several joined by `and`. The text is parsed by the
 * scim2-parse-filter library; anything beyond that subset is 400 invalidFilter rather than a
 * silently wider answer. Attribute names are case-insensitive (RFC 7643 §2.1).
 */
export function parseScimFilter(
  filter: string | undefined,
  supported: readonly string[],
): ScimEquality[] {
  if (filter === undefined || filter.trim() === "") return [];
  const refuse = () =>
    new ScimError(
      400,
      `Only eq filters on ${supported.join(", ")}, joined by and, are supported.`,
      "invalidFilter",
    );
  let tree: Filter;
  try {
    tree = parse(filter);
  } catch {
    throw new ScimError(400, "The filter is not valid SCIM filter syntax.", "invalidFilter");
  }
  const equalities: ScimEquality[] = [];
  const walk = (node: Filter) => {
    if (node.op === "and" && "filters" in node) {
      for (const child of node.filters) walk(child);
      return;
    }
    if (node.op !== "eq" || !("compValue" in node) || typeof node.compValue !== "string")
      throw refuse();
    const name = node.attrPath.replace(corePrefix, "").toLowerCase();
    const attribute = supported.find((candidate) => candidate.toLowerCase() === name);
    if (!attribute) throw refuse();
    equalities.push({ attribute, value: node.compValue });
  };
  walk(tree);
  return equalities;
}

/** The page a list asks for: 1-based startIndex, count capped (RFC 7644 §3.4.2.4). */
export type ScimPage = { startIndex: number; count: number };

const defaultCount = 100;
export const maxCount = 500;

export function parseScimPage(query: { startIndex?: string; count?: string }): ScimPage {
  const whole = (value: string | undefined, name: string, fallback: number) => {
    if (value === undefined || value === "") return fallback;
    if (!/^-?\d{1,9}$/.test(value.trim()))
      throw new ScimError(400, `${name} must be a whole number.`, "invalidValue");
    return Number(value);
  };
  // Out-of-range values are read as the nearest allowed one, as §3.4.2.4 asks.
  const startIndex = Math.max(1, whole(query.startIndex, "startIndex", 1));
  const count = Math.min(maxCount, Math.max(0, whole(query.count, "count", defaultCount)));
  return { startIndex, count };
}

/** A ListResponse (RFC 7644 §3.4.2). */
export function listResponse(resources: unknown[], totalResults: number, page: ScimPage) {
  return {
    schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
    totalResults,
    itemsPerPage: resources.length,
    startIndex: page.startIndex,
    Resources: resources,
  };
}
