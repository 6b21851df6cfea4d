import type { RouteObject } from "react-router";
import { requireSession } from "../../../app/route-guards.ts";
import { lazyPage } from "../../../app/routing/route-failure.ts";
import { allowedTo } from "../../../app/session/session-policy.ts";

/**
 * /members: user management, inside the shell. Organisation admins, provider managers and teams
 * admins who can manage members (spec 1 §6.4); anyone else gets the not-found page.
 */
export const membersRoutes: RouteObject[] = [
  {
    path: "/members",
    loader: async ({ request }) => {
      await requireSession(request, { check: allowedTo("members.read") });
      return null;
    },
    lazy: { Component: lazyPage(async () => (await import("./MembersPage.tsx")).MembersPage) },
  },
];
