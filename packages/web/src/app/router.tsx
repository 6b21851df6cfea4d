import { createBrowserRouter, type MiddlewareFunction, type RouteObject } from "react-router";
import { alertPublicRoutes, alertRoutes } from "../features/alerts/alerts.routes.tsx";
import { accountRoutes, signedInRoutes } from "../features/auth/account/account.routes.tsx";
import { authRoutes } from "../features/auth/auth.routes.tsx";
import { caseRoutes } from "../features/cases/cases.routes.tsx";
import { compareRoutes } from "../features/companies/compare/compare.routes.tsx";
import { companyProfileRoutes } from "../features/companies/profile/profile.routes.tsx";
import { companySearchRoutes } from "../features/companies/search/search.routes.tsx";
import { companyRequestRoutes } from "../features/company-requests/company-requests.routes.tsx";
import { dashboardRoutes } from "../features/dashboards/dashboards.routes.tsx";
import { exportRoutes } from "../features/exports/exports.routes.tsx";
import { nTierRoutes } from "../features/n-tier/n-tier.routes.tsx";
import { invitationRoutes } from "../features/organizations/invitations/invitations.routes.tsx";
import { membersRoutes } from "../features/organizations/members/members.routes.tsx";
import { organizationsRoutes } from "../features/organizations/organizations.routes.tsx";
import { teamsRoutes } from "../features/organizations/teams/teams.routes.tsx";
import { portfolioRoutes } from "../features/portfolios/portfolios.routes.tsx";
import { riskHubRoutes } from "../features/risk/risk.routes.tsx";
import { settingsRoutes } from "../features/settings/settings.routes.tsx";
import { subscriptionSetRoutes } from "../features/subscription-sets/subscription-sets.routes.tsx";
import { supplierFormRoutes, workflowRoutes } from "../features/workflows/workflows.routes.tsx";
import { NotFoundPage } from "./not-found/NotFoundPage.tsx";
import { requestLimitPath } from "./request-limit/request-limit.ts";
import { requireSession } from "./route-guards.ts";
import { lazyPage } from "./routing/route-failure.ts";
import { serverFileRoutes } from "./routing/server-file-routes.ts";
import { loadSession } from "./session/load-session.ts";
import { AppLoading } from "./shell/AppLoading.tsx";
import { RootErrorBoundary } from "./shell/RootErrorBoundary.tsx";
import { RootLayout } from "./shell/RootLayout.tsx";
import { RouteErrorBoundary } from "./shell/RouteErrorBoundary.tsx";

/**
 * Gate of every non-public route (spec 1 §2.3). Middleware runs before any loader of the routes
 * below it, so no page loads data (or renders) for a visitor who must sign in, finish two-factor
 * authentication or choose an organisation first.
 */
const sessionGate: MiddlewareFunction = async ({ request }) => {
  await requireSession(request);
};

/** Public routes are matched by their exact paths; everything else needs a session. */
export const routes: RouteObject[] = [
  // A supplier's questionnaire link: no session, so outside the root route and its loader.
  ...supplierFormRoutes,
  {
    id: "root",
    // The Apollo cache is empty on a page load, so the first load always asks the server.
    loader: () => loadSession(),
    shouldRevalidate: () => false,
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [...authRoutes, ...invitationRoutes, ...alertPublicRoutes, ...serverFileRoutes],
      },
      {
        id: "signed-in",
        middleware: [sessionGate],
        ErrorBoundary: RouteErrorBoundary,
        children: signedInRoutes,
      },
      {
        id: "shell",
        middleware: [sessionGate],
        lazy: {
          Component: lazyPage(async () => (await import("./shell/ShellLayout.tsx")).ShellLayout),
        },
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            // Inside the shell: page failures and not-found keep the navigation around them.
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                index: true,
                lazy: {
                  Component: lazyPage(async () => (await import("./home/HomePage.tsx")).HomePage),
                },
              },
              ...accountRoutes,
              ...membersRoutes,
              ...teamsRoutes,
              ...organizationsRoutes,
              ...subscriptionSetRoutes,
              ...settingsRoutes,
              ...companyProfileRoutes,
              ...companySearchRoutes,
              ...compareRoutes,
              ...exportRoutes,
              ...portfolioRoutes,
              ...caseRoutes,
              ...companyRequestRoutes,
              ...alertRoutes,
              ...riskHubRoutes,
              ...nTierRoutes,
              ...dashboardRoutes,
              ...workflowRoutes,
              {
                path: requestLimitPath,
                lazy: {
                  Component: lazyPage(
                    async () =>
                      (await import("./request-limit/RequestLimitPage.tsx")).RequestLimitPage,
                  ),
                },
              },
              { path: "*", Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
