/**
 * The last advanced search, for the navigation's Advanced Search link (spec 1 §2.4: "/search
 * plus last stored search parameters"). Kept per tab in sessionStorage. The navigation imports
 * this module into the shell bundle, so it stays dependency-free.
 */
export const lastSearchStorageKey = "tw_last_advanced_search";

const maxLength = 4000;

/** Only a query string this page wrote passes: "?…", bounded, nothing after a "#". */
function isStoredQuery(value: string): boolean {
  return value.startsWith("?") && value.length <= maxLength && !value.includes("#");
}

export function rememberAdvancedSearch(query: string): void {
  try {
    if (query === "") window.sessionStorage.removeItem(lastSearchStorageKey);
    else if (isStoredQuery(query)) window.sessionStorage.setItem(lastSearchStorageKey, query);
  } catch {
    // Storage may be disabled; the link then opens a fresh search.
  }
}

/** "?q=steel…" or "" when nothing (valid) is stored. */
export function lastAdvancedSearchQuery(): string {
  try {
    const stored = window.sessionStorage.getItem(lastSearchStorageKey);
    return stored !== null && isStoredQuery(stored) ? stored : "";
  } catch {
    return "";
  }
}
