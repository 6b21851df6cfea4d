import type { alertSettingsTabs } from "@tierwise/common/alerts";
import {
  data,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
} from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { allowedTo } from "../../app/session/session-policy.ts";

/**
 * The tabs of /settings/alert/{tab}, checked against common alertSettingsTabs by type only:
 * importing common/alerts here would bring all of it into the shell's chunk.
 */
const settingsTabs = [
  "company",
  "location",
  "commodity",
] as const satisfies typeof alertSettingsTabs;

/** Spec 3 §2: without the alerts capability there is no alert page (not found). */
const alertsGuard = (request: Request) =>
  requireSession(request, { check: allowedTo("alerts.read") });

/**
 * /alerts → /alerts/everything and /alerts/archived → everything with the archived filter (the
 * query string stays; on /alerts its keys are bare, spec 1 §2.3); any other feed loads its page.
 */
async function alertsLoader({ request, params }: LoaderFunctionArgs) {
  await alertsGuard(request);
  if (params.feed && params.feed !== "archived") return null;
  // The query string goes along as it was written; the archived filter is added to it.
  const { search } = new URL(request.url);
  const archived = params.feed ? `${search ? "&" : "?"}archived=true` : "";
  return redirect(`/alerts/everything${search}${archived}`);
}

// Two steps (alert-pages.ts says why); both routes share the first.
const alertPages = () => import("./alert-pages.ts");

/** Filters live in the query string: the guard need not run again when only they change. */
const sameWhenOnlyFiltersChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/**
 * The alert pages (spec 1 §2.2, spec 3 §2). Pages are imported lazily: this file is part of the
 * shell's chunk (one route each, with optional segments, keeps it small).
 */
export const alertRoutes: RouteObject[] = [
  {
    path: "/alerts/:feed?",
    loader: alertsLoader,
    shouldRevalidate: sameWhenOnlyFiltersChange,
    lazy: {
      Component: lazyPage(async () => (await alertPages()).loadAlertFeedPage()),
    },
  },
];

/** /settings/alert and /settings/alert/{tab}: company, location and commodity subscriptions. */
export const alertSettingsRoutes: RouteObject[] = [
  {
    path: "/settings/alert/:tab?",
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await alertsGuard(request);
      if (params.tab && !settingsTabs.some((tab) => tab === params.tab))
        throw data(null, { status: 404 });
      return null;
    },
    lazy: {
      Component: lazyPage(async () => (await alertPages()).loadAlertSettingsPage()),
    },
  },
];

/** /unsubscribe/alert-feed: the public page behind an alert digest's unsubscribe link. */
export const alertPublicRoutes: RouteObject[] = [
  {
    path: "/unsubscribe/alert-feed",
    lazy: {
      Component: lazyPage(
        async () =>
          (await import("./digests/UnsubscribeAlertFeedPage.tsx")).UnsubscribeAlertFeedPage,
      ),
    },
  },
];
