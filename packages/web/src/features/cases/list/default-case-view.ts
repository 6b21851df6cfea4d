/**
 * The viewer's default case view, for the navigation's Cases link (spec 1 §2.4: /cases with the
 * stored default view). The list stores it whenever it learns it (the views answer, or a new
 * default chosen); the navigation reads it when the link renders. The navigation is part of the
 * shell bundle, so this module stays dependency-free. Kept per user, like the other preferences.
 */
const storageKey = (userKey: string) => `tw:${userKey}:cases.default-view`;

/** Only an id this page could have written passes. */
const isViewId = (value: string) => /^[A-Za-z0-9_-]{1,100}$/.test(value);

export function rememberDefaultCaseView(userKey: string, viewId: string | null): void {
  try {
    if (viewId === null || !isViewId(viewId)) window.localStorage.removeItem(storageKey(userKey));
    else window.localStorage.setItem(storageKey(userKey), viewId);
  } catch {
    // Storage may be disabled; the link then opens the list as last left.
  }
}

export function storedDefaultCaseView(userKey: string): string | null {
  try {
    const stored = window.localStorage.getItem(storageKey(userKey));
    return stored !== null && isViewId(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** "?view={id}" for the stored default view, or "" for the built-in Default View. */
export function defaultCaseViewQuery(userKey: string): string {
  const viewId = storedDefaultCaseView(userKey);
  return viewId ? `?view=${encodeURIComponent(viewId)}` : "";
}
