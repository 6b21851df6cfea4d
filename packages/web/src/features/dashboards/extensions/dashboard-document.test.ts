import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, as after a page load, with the browser's navigation entry. */
async function freshModule(documentUrl: string | null) {
  vi.resetModules();
  vi.spyOn(performance, "getEntriesByType").mockReturnValue(
    documentUrl ? ([{ name: documentUrl }] as unknown as PerformanceEntryList) : [],
  );
  return import("./dashboard-document.ts");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the dashboard page's document", () => {
  it("is fresh when the browser loaded a dashboard page", async () => {
    const module = await freshModule("http://localhost/dashboards/risk-overview");
    expect(module.needsFreshDashboardDocument()).toBe(false);
  });

  it("must be loaded again after in-app navigation from another page", async () => {
    const module = await freshModule("http://localhost/settings/dashboard-bundles");
    expect(module.needsFreshDashboardDocument()).toBe(true);
  });

  it("must be loaded again once the allowed hosts changed", async () => {
    const module = await freshModule("http://localhost/dashboards/risk-overview");
    module.markBundleHostsChanged();
    expect(module.needsFreshDashboardDocument()).toBe(true);
  });
});
