import {
  IconArrowsLeftRight,
  IconBell,
  IconBriefcase,
  IconFileDescription,
  IconFolders,
  IconGauge,
  IconHierarchy3,
  IconHome,
  IconLayoutDashboard,
  IconLink,
  IconRoute,
  IconSearch,
} from "@tabler/icons-react";
import type { BooleanFeatureFlag } from "@tierwise/common/feature-flags";
import { defaultCaseViewQuery } from "../../features/cases/list/default-case-view.ts";
import { lastAdvancedSearchQuery } from "../../features/companies/search/last-search.ts";
import { storedRequestFilterQuery } from "../../features/company-requests/request-filters.ts";
import { dashboardIconOf } from "../../features/dashboards/dashboard-icons.ts";
import type { Session } from "../session/session.types.ts";
import { sessionCan } from "../session/session-policy.ts";
import type {
  NavigationChild,
  NavigationContext,
  NavigationEntry,
  NavigationPreferences,
} from "./navigation.types.ts";

const flag = (session: Session, name: BooleanFeatureFlag) =>
  session.organization?.featureFlags[name] === true;

const safeLinkProtocols = new Set(["http:", "https:", "mailto:"]);

/** Organisation-defined URLs are shown only with a harmless scheme (no javascript: links). */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return safeLinkProtocols.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function customLinkChildren(session: Session): NavigationChild[] {
  const links = session.organization?.customView.customSidebarLinks ?? [];
  return links
    .filter((link) => link.enabled && isSafeExternalUrl(link.url))
    .map((link, index) => ({
      id: `custom-link-${index}`,
      label: link.title,
      href: link.url,
      iconUrl: link.iconUrl,
      external: true,
    }));
}

/**
 * The left navigation (spec 1 §2.4), in display order. Every entry keeps its spec condition.
 * `available: false` marks entries whose feature (page, route) has not landed yet: they are
 * filtered out by `visibleNavigationEntries` until the feature's issue flips the flag to true,
 * so nobody is sent to a page that does not exist.
 */
export const navigationRegistry: NavigationEntry[] = [
  {
    id: "home",
    label: "Home",
    icon: IconHome,
    available: true,
    target: () => "/",
    visible: (session) => !session.organization?.customView.hideHome,
  },
  {
    id: "advanced-search",
    label: "Advanced Search",
    icon: IconSearch,
    available: true,
    // The navigation passes empty preferences; the last search is read when the link renders.
    target: (_session, prefs) => `/search${prefs.advancedSearchQuery || lastAdvancedSearchQuery()}`,
    visible: (session) => flag(session, "advancedSearch"),
  },
  {
    id: "risk-hub",
    label: "Risk Hub",
    icon: IconGauge,
    beta: true,
    available: true,
    alsoActiveOn: ["/risk-dashboard"],
    target: () => "/risk-hub",
    // The risk.read rule: the organisation's risk dashboard access, as the route.
    visible: (session) => sessionCan(session, "risk.read"),
  },
  {
    id: "cases",
    label: "Cases",
    icon: IconBriefcase,
    available: true,
    // The navigation passes empty preferences; the stored default view is read when it renders.
    target: (session, prefs) =>
      `/cases${prefs.caseFilterQuery || defaultCaseViewQuery(session.key)}`,
    visible: (session) => sessionCan(session, "cases.read"),
  },
  {
    id: "workflows",
    label: "Workflows",
    icon: IconRoute,
    available: true,
    target: () => "/workflows",
    // The workflows.read rule: the organisation's criteriaCheckAccess flag, as the route.
    visible: (session) => sessionCan(session, "workflows.read"),
  },
  {
    id: "portfolios",
    label: "Portfolios",
    icon: IconFolders,
    available: true,
    alsoActiveOn: ["/pdp"],
    target: () => "/portfolios",
    visible: () => true,
  },
  {
    id: "company-requests",
    label: "Company Requests",
    icon: IconFileDescription,
    available: true,
    // The navigation passes empty preferences; the stored request filters are read when it renders.
    target: (session, prefs) =>
      `${session.permissions.includes("read:company_bulk_request") ? "/requests/bulk" : "/requests/individual"}${prefs.requestFilterQuery || storedRequestFilterQuery(session.key)}`,
    // The requests.read rule: the companyRequests flag and read:company_request, as the route.
    visible: (session) => sessionCan(session, "requests.read"),
  },
  {
    id: "n-tier",
    // Spec 1 §2.4 "N-Tier (beta)": the beta badge beside the label says the second part.
    label: "N-Tier",
    icon: IconHierarchy3,
    beta: true,
    available: true,
    target: () => "/n-tier",
    visible: (session) => flag(session, "nTier"),
  },
  {
    id: "alerts",
    label: "Alerts",
    icon: IconBell,
    available: true,
    target: () => "/alerts",
    // The alerts.read rule: the organisation's alerts capability, as the route.
    visible: (session) => sessionCan(session, "alerts.read"),
    // One alert engine answers the count, whichever card variant alertServiceEnabled picks.
    marker: ({ unreadAlerts }) => unreadAlerts.count > 0,
    markerText: ({ unreadAlerts: { count, overTheThreshold } }) => ({
      text: String(count),
      label: `${overTheThreshold ? "More than " : ""}${count} unread alerts`,
    }),
  },
  {
    id: "compare",
    label: "Compare",
    icon: IconArrowsLeftRight,
    available: true,
    target: (_session, prefs) => `/compare${prefs.compareQuery}`,
    visible: (session) => flag(session, "compareCompanies"),
  },
  {
    id: "custom-links",
    label: "Links",
    icon: IconLink,
    available: true,
    target: () => "",
    visible: (session) => customLinkChildren(session).length > 0,
    children: (session) => customLinkChildren(session),
  },
  {
    id: "dashboards",
    label: "Dashboards",
    icon: IconLayoutDashboard,
    available: true,
    target: () => "",
    visible: (_session, context) => context.dashboards.length > 0,
    children: (_session, context) =>
      context.dashboards.map((dashboard) => ({
        id: `dashboard-${dashboard.slug}`,
        label: dashboard.name,
        href: `/dashboards/${encodeURIComponent(dashboard.slug)}`,
        iconUrl: null,
        icon: dashboardIconOf(dashboard.icon) ?? IconLayoutDashboard,
        external: false,
      })),
  },
];

export const emptyNavigationPreferences: NavigationPreferences = {
  advancedSearchQuery: "",
  caseFilterQuery: "",
  requestFilterQuery: "",
  compareQuery: "",
};

export const emptyNavigationContext: NavigationContext = {
  prefs: emptyNavigationPreferences,
  dashboards: [],
  unreadAlerts: { count: 0, overTheThreshold: false },
};

/**
 * Entries to show: available, condition met, and not hidden by the organisation's
 * customView.hiddenLinks (which lists registry ids).
 */
export function visibleNavigationEntries(
  session: Session,
  context: NavigationContext,
  registry: readonly NavigationEntry[] = navigationRegistry,
): NavigationEntry[] {
  const hidden = new Set(session.organization?.customView.hiddenLinks ?? []);
  return registry.filter(
    (entry) => entry.available && !hidden.has(entry.id) && entry.visible(session, context),
  );
}
