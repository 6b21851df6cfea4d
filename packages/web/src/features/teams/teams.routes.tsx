import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import type { Session } from "../../app/session/session.types.ts";

/** Spec 1 §6.4: the Groups page is for organisation administrators only. */
export function isOrganizationAdmin(session: Session): boolean {
  return session.roles.includes("organization_admin");
}

/** /groups (teams), inside the shell. */
export const teamsRoutes: RouteObject[] = [
  {
    path: "/groups",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { check: isOrganizationAdmin });
      return null;
    },
    lazy: { Component: lazyPage(async () => (await import("./TeamsPage.tsx")).TeamsPage) },
  },
];
