import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { allowedTo } from "../../app/session/session-policy.ts";
import { ErrorPage } from "../../app/shell/ErrorPage.tsx";

/**
 * Supplier workflows (issue 31). This file is part of the shell's chunk: paths and guards only,
 * pages load lazily. Without the organisation's workflows (criteriaCheckAccess) there is no page.
 */
const readGuard = async ({ request }: LoaderFunctionArgs) => {
  await requireSession(request, { check: allowedTo("workflows.read") });
  return null;
};

const manageGuard = async ({ request }: LoaderFunctionArgs) => {
  await requireSession(request, { check: allowedTo("workflows.manageTemplates") });
  return null;
};

/** /workflows (the list, filters in the query string and preferences) and /workflows/{id}. */
export const workflowRoutes: RouteObject[] = [
  {
    path: "/workflows",
    loader: readGuard,
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
    lazy: {
      Component: lazyPage(
        async () => (await import("./list/WorkflowListPage.tsx")).WorkflowListPage,
      ),
    },
  },
  {
    path: "/workflows/:id",
    loader: readGuard,
    lazy: {
      Component: lazyPage(async () => (await import("./detail/WorkflowPage.tsx")).WorkflowPage),
    },
  },
];

/** /settings/workflows: the templates, a new one, and one template's editor (administrators). */
export const workflowSettingsRoutes: RouteObject[] = [
  {
    path: "/settings/workflows",
    loader: manageGuard,
    lazy: {
      Component: lazyPage(
        async () => (await import("./settings/WorkflowTemplatesPage.tsx")).WorkflowTemplatesPage,
      ),
    },
  },
  {
    path: "/settings/workflows/:id",
    loader: manageGuard,
    lazy: {
      Component: lazyPage(
        async () => (await import("./settings/TemplateEditorPage.tsx")).TemplateEditorPage,
      ),
    },
  },
];

/**
 * /supplier-form/{token}: the page of a supplier's e-mailed link. It sits outside the root
 * route, whose loader asks for the session: the supplier has none, and the page must not load
 * anything of the signed-in app.
 */
export const supplierFormRoutes: RouteObject[] = [
  {
    path: "/supplier-form/:token",
    ErrorBoundary: ErrorPage,
    lazy: {
      Component: lazyPage(
        async () => (await import("./supplier/SupplierFormPage.tsx")).SupplierFormPage,
      ),
    },
  },
];
