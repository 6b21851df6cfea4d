import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import type { Session } from "../../app/session/session.types.ts";
import { sessionCan } from "../../app/session/session-policy.ts";

/**
 * /dashboards/{slug} (spec 1 §2): every member of the organisation reads its dashboards. This
 * file is part of the shell's chunk; the page (grid, charts, maps) loads lazily.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: "/dashboards/:slug",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request);
      return null;
    },
    lazy: {
      Component: lazyPage(async () => (await import("./DashboardPage.tsx")).DashboardPage),
    },
  },
];

/** The dashboards.create rule for the viewer's own organisation. */
export function canCreateDashboards(session: Session): boolean {
  const organizationId = session.organization?.id;
  return (
    Boolean(organizationId) &&
    sessionCan(session, "dashboards.create", { organizationId: organizationId as string })
  );
}

/** The dashboards.manageBundleHosts rule for the viewer's own organisation. */
export function canManageBundleHosts(session: Session): boolean {
  const organizationId = session.organization?.id;
  return (
    Boolean(organizationId) &&
    sessionCan(session, "dashboards.manageBundleHosts", {
      organizationId: organizationId as string,
    })
  );
}

/**
 * /settings/dashboards: the organisation's dashboards and New dashboard (every member);
 * /settings/dashboard-bundles: the viewer's organisation's allowed bundle hosts (its
 * administrators); /organizations/{id}/dashboard-bundles: any organisation's, for those the
 * rule allows there (provider administrators). Anyone else gets not found.
 */
export const dashboardSettingsRoutes: RouteObject[] = [
  {
    // Every member lists and creates dashboards (dashboards.create): the first one starts here.
    path: "/settings/dashboards",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { check: canCreateDashboards });
      return null;
    },
    lazy: {
      Component: lazyPage(
        async () => (await import("./settings/DashboardsSettingsPage.tsx")).DashboardsSettingsPage,
      ),
    },
  },
  {
    path: "/settings/dashboard-bundles",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { check: canManageBundleHosts });
      return null;
    },
    lazy: {
      Component: lazyPage(
        async () => (await import("./settings/AllowedBundleHostsPage.tsx")).AllowedBundleHostsPage,
      ),
    },
  },
  {
    path: "/organizations/:id/dashboard-bundles",
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      const organizationId = params.id ?? "";
      await requireSession(request, {
        check: (session) => sessionCan(session, "dashboards.manageBundleHosts", { organizationId }),
      });
      return null;
    },
    lazy: {
      Component: lazyPage(
        async () =>
          (await import("./settings/OrganizationBundleHostsPage.tsx")).OrganizationBundleHostsPage,
      ),
    },
  },
];
