import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../../app/route-guards.ts";
import { lazyPage } from "../../../app/routing/route-failure.ts";
import { allowedTo } from "../../../app/session/session-policy.ts";

/** /groups (teams), inside the shell. */
export const teamsRoutes: RouteObject[] = [
  {
    path: "/groups",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { check: allowedTo("teams.openGroupsPage") });
      return null;
    },
    lazy: { Component: lazyPage(async () => (await import("./TeamsPage.tsx")).TeamsPage) },
  },
];
