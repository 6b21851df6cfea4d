import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { NTierFilterInput } from "./n-tier.graphql.ts";

/**
 * The filter shared by the n-tier table, map and graph. It lives in the address (tier, country,
 * industry, part, risk, search), so switching tabs, reloading or sharing a link keeps it; the
 * tabs carry the query string from one view to the next.
 */
export interface NTierFilter {
  tiers: number[];
  countries: string[];
  industries: string[];
  parts: string[];
  /** true: only companies with risks; false: only without; null: either. */
  hasRisks: boolean | null;
  search: string;
}

export const emptyNTierFilter: NTierFilter = {
  tiers: [],
  countries: [],
  industries: [],
  parts: [],
  hasRisks: null,
  search: "",
};

/** Filter values come five at a time (spec 3 §9 "N-tier filter pages"); the server pages them. */
export const nTierFilterPageSize = 5;

/** Tiers up to 3 are shown (spec 3 §3, §9). */
export const nTierTiers = [1, 2, 3] as const;

/** Query-string parameter names; lists are comma-separated, as the other lists' filters are. */
export const nTierFilterParams = {
  tiers: "tier",
  countries: "country",
  industries: "industry",
  parts: "part",
  hasRisks: "risk",
  search: "search",
} as const;

type ListKey = "countries" | "industries" | "parts";
const listKeys: ListKey[] = ["countries", "industries", "parts"];

function readList(params: URLSearchParams, name: string): string[] {
  const raw = params.get(name);
  if (!raw) return [];
  const seen = new Set<string>();
  for (const part of raw.split(",")) {
    const value = part.trim();
    if (value) seen.add(value);
  }
  return [...seen];
}

/** Reads the filter from a query string; unknown or malformed values are dropped, not guessed. */
export function readNTierFilter(params: URLSearchParams): NTierFilter {
  const tiers = readList(params, nTierFilterParams.tiers)
    .map(Number)
    .filter((tier) => (nTierTiers as readonly number[]).includes(tier))
    .sort((a, b) => a - b);
  const risk = params.get(nTierFilterParams.hasRisks);
  return {
    tiers,
    countries: readList(params, nTierFilterParams.countries).map((code) => code.toUpperCase()),
    industries: readList(params, nTierFilterParams.industries),
    parts: readList(params, nTierFilterParams.parts),
    hasRisks: risk === "yes" ? true : risk === "no" ? false : null,
    search: params.get(nTierFilterParams.search)?.trim() ?? "",
  };
}

/**
 * Writes the filter into a copy of `current`, leaving the page's other parameters (sorting)
 * alone; unset filters leave no parameter behind.
 */
export function writeNTierFilter(current: URLSearchParams, filter: NTierFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  const setOrDelete = (name: string, value: string) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  setOrDelete(nTierFilterParams.tiers, filter.tiers.join(","));
  for (const key of listKeys) setOrDelete(nTierFilterParams[key], filter[key].join(","));
  setOrDelete(
    nTierFilterParams.hasRisks,
    filter.hasRisks === null ? "" : filter.hasRisks ? "yes" : "no",
  );
  setOrDelete(nTierFilterParams.search, filter.search.trim());
  return next;
}

/** The filter as the API takes it: only what is set, so an empty filter sends nothing. */
export function nTierFilterInput(filter: NTierFilter): NTierFilterInput {
  const input: NTierFilterInput = {};
  if (filter.tiers.length > 0) input.tiers = [...filter.tiers];
  if (filter.countries.length > 0) input.countries = [...filter.countries];
  if (filter.industries.length > 0) input.industries = [...filter.industries];
  if (filter.parts.length > 0) input.parts = [...filter.parts];
  if (filter.hasRisks !== null) input.hasRisks = filter.hasRisks;
  const search = filter.search.trim();
  if (search) input.search = search;
  return input;
}

/** How many filters are set, the search box aside (for the Clear button). */
export function activeNTierFilterCount(filter: NTierFilter): number {
  return (
    (filter.tiers.length > 0 ? 1 : 0) +
    listKeys.filter((key) => filter[key].length > 0).length +
    (filter.hasRisks === null ? 0 : 1)
  );
}

/**
 * The filter of the current address and a setter that writes it back, replacing the history
 * entry (as the other lists' filters do) so Back leaves the page instead of undoing a filter.
 */
export function useNTierFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for the params.
  const filter = useMemo(() => readNTierFilter(params), [search]);
  const setFilter = useCallback(
    (next: NTierFilter) =>
      setParams((current) => writeNTierFilter(current, next), { replace: true }),
    [setParams],
  );
  return { filter, setFilter };
}
