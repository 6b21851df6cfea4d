import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";

/** Provider managers only (spec 1 §2.2: /organizations needs read:organization). */
const organizationsGate = async ({ request }: LoaderFunctionArgs) => {
  await requireSession(request, { permission: "read:organization" });
  return null;
};

/** /organizations, /organizations/new and /organizations/:id, inside the shell. */
export const organizationsRoutes: RouteObject[] = [
  {
    path: "/organizations",
    loader: organizationsGate,
    lazy: {
      Component: lazyPage(async () => (await import("./OrganizationsPage.tsx")).OrganizationsPage),
    },
  },
  {
    path: "/organizations/new",
    loader: organizationsGate,
    lazy: {
      Component: lazyPage(
        async () => (await import("./OrganizationEditPage.tsx")).NewOrganizationPage,
      ),
    },
  },
  {
    path: "/organizations/:id",
    loader: organizationsGate,
    lazy: {
      Component: lazyPage(
        async () => (await import("./OrganizationEditPage.tsx")).OrganizationEditPage,
      ),
    },
  },
];
