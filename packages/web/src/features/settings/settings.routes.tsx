import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { allowedTo } from "../../app/session/session-policy.ts";
import { alertSettingsRoutes } from "../alerts/alerts.routes.tsx";
import { apiTokenSettingsRoutes } from "../api-tokens/api-tokens.routes.tsx";
import { dashboardSettingsRoutes } from "../dashboards/dashboards.routes.tsx";
import { riskSettingsRoutes } from "../risk/risk.routes.tsx";
import { webhookSettingsRoutes } from "../webhooks/webhooks.routes.tsx";
import { workflowSettingsRoutes } from "../workflows/workflows.routes.tsx";

/**
 * /settings (default page), /settings/tags (read:tag), /settings/branding (the organisation's own
 * admins: create:manage_members) and /settings/audit-log (organisation admins and provider
 * managers), /settings/alert with its tabs (features/alerts), /settings/risk-hub with its
 * configurations, categories and metrics (features/risk) and /settings/dashboard-bundles
 * (features/dashboards), inside the shell.
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: "/settings",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request);
      return null;
    },
    lazy: { Component: lazyPage(async () => (await import("./SettingsPage.tsx")).SettingsPage) },
  },
  {
    path: "/settings/tags",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { permission: "read:tag" });
      return null;
    },
    lazy: {
      Component: lazyPage(async () => (await import("../tags/TagsPage.tsx")).TagsPage),
    },
  },
  {
    path: "/settings/branding",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { check: allowedTo("branding.update") });
      return null;
    },
    lazy: { Component: lazyPage(async () => (await import("./BrandingPage.tsx")).BrandingPage) },
  },
  {
    path: "/settings/audit-log",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { check: allowedTo("audit.read") });
      return null;
    },
    lazy: {
      Component: lazyPage(async () => (await import("../audit/AuditLogPage.tsx")).AuditLogPage),
    },
  },
  ...alertSettingsRoutes,
  ...riskSettingsRoutes,
  ...dashboardSettingsRoutes,
  ...workflowSettingsRoutes,
  ...apiTokenSettingsRoutes,
  ...webhookSettingsRoutes,
];
