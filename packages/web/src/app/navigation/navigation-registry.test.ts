import { IconBell, IconLayoutDashboard } from "@tabler/icons-react";
import { describe, expect, it } from "vitest";
import { rememberDefaultCaseView } from "../../features/cases/list/default-case-view.ts";
import { buildOrganization, buildSession } from "../testing/session-fixtures.ts";
import {
  customLinkChildren,
  emptyNavigationContext,
  emptyNavigationPreferences,
  navigationRegistry,
  visibleNavigationEntries,
} from "./navigation-registry.ts";

const entry = (id: string) => {
  const found = navigationRegistry.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

const ids = (session = buildSession()) =>
  visibleNavigationEntries(session, emptyNavigationContext).map((item) => item.id);

/** The registry with every entry marked available, to test conditions of future features. */
const allAvailable = navigationRegistry.map((item) => ({ ...item, available: true }));
const idsIfAvailable = (session = buildSession(), context = emptyNavigationContext) =>
  visibleNavigationEntries(session, context, allAvailable).map((item) => item.id);

describe("navigation registry", () => {
  it("shows Home and Portfolios (of the features that exist) to a plain member", () => {
    expect(ids()).toEqual(["home", "portfolios"]);
  });

  it("hides Home when the organisation's hide-home setting is on", () => {
    const session = buildSession({
      organization: buildOrganization({ customView: { hideHome: true } }),
    });
    expect(ids(session)).toEqual(["portfolios"]);
  });

  it("hides entries listed in customView.hiddenLinks", () => {
    const session = buildSession({
      organization: buildOrganization({ customView: { hiddenLinks: ["home"] } }),
    });
    expect(ids(session)).not.toContain("home");
  });

  it("shows the custom links group with enabled links with a safe address only", () => {
    const session = buildSession({
      organization: buildOrganization({
        customView: {
          customSidebarLinks: [
            { enabled: true, title: "Intranet", url: "https://intranet.example", iconUrl: null },
            { enabled: false, title: "Old", url: "https://old.example", iconUrl: null },
            { enabled: true, title: "Bad", url: "javascript:alert(1)", iconUrl: null },
          ],
        },
      }),
    });
    expect(ids(session)).toEqual(["home", "portfolios", "custom-links"]);
    expect(customLinkChildren(session)).toEqual([
      {
        id: "custom-link-0",
        label: "Intranet",
        href: "https://intranet.example",
        iconUrl: null,
        external: true,
      },
    ]);
  });

  it("has no custom links group when every link is disabled", () => {
    const session = buildSession({
      organization: buildOrganization({
        customView: {
          customSidebarLinks: [
            { enabled: false, title: "Old", url: "https://old.example", iconUrl: null },
          ],
        },
      }),
    });
    expect(ids(session)).toEqual(["home", "portfolios"]);
  });

  it("shows every entry whose condition holds, the Dashboards group last", () => {
    const session = buildSession({
      roles: ["organization_admin"],
      organization: buildOrganization({
        featureFlags: {
          advancedSearch: true,
          riskDashboardAccess: true,
          caseManagementEnabled: true,
          companyRequests: true,
          nTier: true,
          alerts: true,
          compareCompanies: true,
        },
      }),
    });
    const context = {
      ...emptyNavigationContext,
      dashboards: [{ slug: "d", name: "D", icon: null }],
    };
    const expected = [
      "home",
      "advanced-search",
      "risk-hub",
      "cases",
      "portfolios",
      "company-requests",
      "n-tier",
      "alerts",
      "compare",
      "dashboards",
    ];
    expect(visibleNavigationEntries(session, context).map((item) => item.id)).toEqual(expected);
    expect(idsIfAvailable(session, context)).toEqual(expected);
  });

  it("lists each dashboard by name and icon, linking to /dashboards/{slug}", () => {
    const context = {
      ...emptyNavigationContext,
      dashboards: [
        { slug: "risk-overview", name: "Risk overview", icon: "bell" },
        { slug: "q&a", name: "Q&A", icon: null },
      ],
    };
    const children = entry("dashboards").children?.(buildSession(), context) ?? [];
    expect(children.map(({ label, href, external }) => ({ label, href, external }))).toEqual([
      { label: "Risk overview", href: "/dashboards/risk-overview", external: false },
      { label: "Q&A", href: "/dashboards/q%26a", external: false },
    ]);
    expect(children[0]?.icon).toBe(IconBell);
    // No icon of its own: the group's.
    expect(children[1]?.icon).toBe(IconLayoutDashboard);
  });

  it.each([
    ["advanced-search", "advancedSearch"],
    ["risk-hub", "riskDashboardAccess"],
    ["cases", "caseManagementEnabled"],
    ["company-requests", "companyRequests"],
    ["n-tier", "nTier"],
    ["alerts", "alerts"],
    ["compare", "compareCompanies"],
  ] as const)("%s follows the %s flag", (id, flag) => {
    expect(idsIfAvailable()).not.toContain(id);
    const on = buildSession({
      organization: buildOrganization({ featureFlags: { [flag]: true } }),
    });
    expect(idsIfAvailable(on)).toContain(id);
  });

  it("shows the Risk Hub, labelled beta, where the risk.read rule allows", () => {
    const withHub = buildSession({
      organization: buildOrganization({ featureFlags: { riskDashboardAccess: true } }),
    });
    expect(ids(withHub)).toContain("risk-hub");
    expect(entry("risk-hub")).toMatchObject({ label: "Risk Hub", beta: true });
    expect(entry("risk-hub").target(withHub, emptyNavigationPreferences)).toBe("/risk-hub");
    expect(ids()).not.toContain("risk-hub");
  });

  it("shows N-Tier, labelled beta, only to organisations with the nTier feature", () => {
    const withNTier = buildSession({
      organization: buildOrganization({ featureFlags: { nTier: true } }),
    });
    expect(ids(withNTier)).toContain("n-tier");
    expect(entry("n-tier")).toMatchObject({ label: "N-Tier", beta: true });
    expect(entry("n-tier").target(withNTier, emptyNavigationPreferences)).toBe("/n-tier");
    expect(ids()).not.toContain("n-tier");
  });

  it("always offers Portfolios once available, and Dashboards only when some exist", () => {
    expect(idsIfAvailable()).toContain("portfolios");
    expect(idsIfAvailable()).not.toContain("dashboards");
  });

  it("sends bulk-request readers to /requests/bulk and others to /requests/individual", () => {
    const prefs = { ...emptyNavigationPreferences, requestFilterQuery: "?status=open" };
    const target = entry("company-requests").target;
    expect(target(buildSession({ roles: ["organization_admin"] }), prefs)).toBe(
      "/requests/bulk?status=open",
    );
    expect(target(buildSession({ roles: ["user"] }), prefs)).toBe(
      "/requests/individual?status=open",
    );
  });

  it("sends Company Requests to the stored request filters of the signed-in person", () => {
    const target = entry("company-requests").target;
    window.localStorage.setItem(
      "tw:user-ada:requests.filters",
      JSON.stringify({ version: 1, data: { status: ["needs_action"], country: ["DE"] } }),
    );
    try {
      expect(target(buildSession({ key: "user-ada" }), emptyNavigationPreferences)).toBe(
        "/requests/individual?status=needs_action&country=DE",
      );
      expect(target(buildSession({ key: "user-grace" }), emptyNavigationPreferences)).toBe(
        "/requests/individual",
      );
    } finally {
      window.localStorage.clear();
    }
  });

  it("adds stored parameters to advanced search, cases and compare targets", () => {
    const prefs = {
      advancedSearchQuery: "?q=steel",
      caseFilterQuery: "?view=mine",
      requestFilterQuery: "",
      compareQuery: "?competitors=1,2&id=3",
    };
    const session = buildSession();
    expect(entry("advanced-search").target(session, prefs)).toBe("/search?q=steel");
    expect(entry("cases").target(session, prefs)).toBe("/cases?view=mine");
    expect(entry("compare").target(session, prefs)).toBe("/compare?competitors=1,2&id=3");
  });

  it("sends Cases to the stored default case view of the signed-in person", () => {
    const target = entry("cases").target;
    const ada = buildSession({ key: "user-ada" });
    const grace = buildSession({ key: "user-grace" });
    rememberDefaultCaseView("user-ada", "view-7");
    try {
      expect(target(ada, emptyNavigationPreferences)).toBe("/cases?view=view-7");
      expect(target(grace, emptyNavigationPreferences)).toBe("/cases");
      rememberDefaultCaseView("user-ada", null);
      expect(target(ada, emptyNavigationPreferences)).toBe("/cases");
    } finally {
      rememberDefaultCaseView("user-ada", null);
    }
  });

  it("shows Cases only to those the cases.read rule lets in", () => {
    const withCases = buildOrganization({ featureFlags: { caseManagementEnabled: true } });
    expect(ids(buildSession({ organization: withCases }))).toContain("cases");
    expect(ids(buildSession())).not.toContain("cases");
    // No organisation chosen: the rule refuses even with the flag elsewhere.
    expect(ids(buildSession({ organization: null, organizations: [withCases] }))).not.toContain(
      "cases",
    );
  });

  it("marks alerts as unread only with a positive count", () => {
    const marker = entry("alerts").marker;
    const unread = (count: number) => ({ count, overTheThreshold: false });
    expect(marker?.({ ...emptyNavigationContext, unreadAlerts: unread(0) })).toBe(false);
    expect(marker?.({ ...emptyNavigationContext, unreadAlerts: unread(3) })).toBe(true);
  });
});
