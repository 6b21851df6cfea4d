/**
 * /compare's query string (spec 3 §2): `id` names the main company, `competitors` the others as
 * a comma-separated list. The page works with one ordered list of company ids, main first.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isCompanyId(value: string): boolean {
  return uuidPattern.test(value);
}

/** Company ids without malformed entries and repeats (first wins), capped at `maximum`. */
export function tidyCompanyIds(ids: Iterable<string>, maximum: number): string[] {
  const tidy: string[] = [];
  for (const raw of ids) {
    if (tidy.length >= maximum) break;
    const id = raw.trim().toLowerCase();
    if (isCompanyId(id) && !tidy.includes(id)) tidy.push(id);
  }
  return tidy;
}

export type CompareUrlState = {
  /** Main company first, then the competitors: valid, distinct, at most the maximum. */
  ids: string[];
  /** False when the URL names no competitors: the page then restores the stored ones. */
  hasCompetitors: boolean;
};

/** Reads `id` and `competitors`; without `id` the first competitor becomes the main company. */
export function parseCompareSearch(search: URLSearchParams, maximum: number): CompareUrlState {
  const main = search.get("id") ?? "";
  const competitors = (search.get("competitors") ?? "").split(",");
  const listed = competitors.filter((id) => isCompanyId(id.trim()));
  return {
    ids: tidyCompanyIds([main, ...competitors], maximum),
    hasCompetitors: listed.length > 0,
  };
}

/**
 * The companies to show when the page opens: the URL's, or, when it names no competitors, its
 * main company followed by the session's stored companies.
 */
export function initialCompareIds(
  url: CompareUrlState,
  stored: readonly string[],
  maximum: number,
): string[] {
  if (url.hasCompetitors) return url.ids;
  return tidyCompanyIds([...url.ids, ...stored], maximum);
}

/** The tidy query string for an ordered list ("" for none); commas stay readable. */
export function compareSearchFor(ids: readonly string[]): string {
  const [main, ...competitors] = ids;
  if (main === undefined) return "";
  const query = `?id=${encodeURIComponent(main)}`;
  return competitors.length > 0
    ? `${query}&competitors=${competitors.map(encodeURIComponent).join(",")}`
    : query;
}

/** Whether two ordered lists are the same. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
