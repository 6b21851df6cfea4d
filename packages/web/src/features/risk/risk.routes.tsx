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
import { isRiskSettingsPath } from "./settings/risk-settings-path.ts";

/** Spec 1 §2.4: without the organisation's risk dashboard access there is no risk page. */
const riskGuard = async ({ request }: LoaderFunctionArgs) => {
  await requireSession(request, { check: allowedTo("risk.read") });
  return null;
};

// Two steps (risk-pages.ts says why); every route shares the first.
const riskPages = () => import("./risk-pages.ts");

/** The hub keeps its view, ordering and filters in the query string: no guard rerun for them. */
const sameWhenOnlyQueryChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/**
 * /risk-hub and /risk-dashboard (spec 3 §2 "Risk hub"). This file is part of the shell's chunk:
 * it holds routes only, and nothing from common/risk (type imports aside).
 */
export const riskHubRoutes: RouteObject[] = [
  {
    path: "/risk-hub",
    loader: riskGuard,
    shouldRevalidate: sameWhenOnlyQueryChanges,
    lazy: { Component: lazyPage(async () => (await riskPages()).loadRiskHubPage()) },
  },
  {
    // Spec 1 §2: the old address redirects when permitted, and is not found otherwise.
    path: "/risk-dashboard",
    loader: async (args: LoaderFunctionArgs) => {
      await riskGuard(args);
      return redirect(`/risk-hub${new URL(args.request.url).search}`);
    },
  },
];

/**
 * /settings/risk-hub/{riskConfigId?}, /categories/{categoryId} and /metrics/{metricId}
 * (spec 1 §2), as one route: the editor keeps its unsaved draft while moving between them.
 * Any other shape is not found. Reading is open to the hub's users; editing is decided on the
 * page (riskConfigs.create / riskConfigs.modify).
 */
export const riskSettingsRoutes: RouteObject[] = [
  {
    path: "/settings/risk-hub/*",
    loader: async (args: LoaderFunctionArgs) => {
      await riskGuard(args);
      if (!isRiskSettingsPath(args.params["*"] ?? "")) throw data(null, { status: 404 });
      return null;
    },
    lazy: { Component: lazyPage(async () => (await riskPages()).loadRiskSettingsPage()) },
  },
];
