/**
 * Bundles may run only under the Content-Security-Policy the server sends with a dashboard
 * page, built from the organisation's allowed hosts at that moment. A single-page app keeps the
 * policy of the document it started with: after in-app navigation from another page, or after
 * the allowed hosts changed, the document must be loaded again for the bundles to run.
 */
let hostsChangedSinceLoad = false;

/** Called when the allowed hosts are saved: this document's policy no longer says the truth. */
export function markBundleHostsChanged(): void {
  hostsChangedSinceLoad = true;
}

/** The path of the document the browser loaded (not of in-app navigation since), if known. */
function documentPath(): string | null {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  if (!entry?.name) return null;
  return new URL(entry.name, window.location.href).pathname;
}

/** True when this document's policy cannot be the dashboard page's current one. */
export function needsFreshDashboardDocument(): boolean {
  if (hostsChangedSinceLoad) return true;
  const path = documentPath();
  return path !== null && !path.startsWith("/dashboards/");
}

/** Loads the current dashboard address again from the server, with its own policy. */
export function loadFreshDashboardDocument(): void {
  window.location.reload();
}
