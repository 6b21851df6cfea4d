import type { RouteObject } from "react-router";
import { lazyPage } from "../../../app/routing/route-failure.ts";
import type { ProfileKind } from "./profile-paths.ts";

// Part of the shell's entry chunk (bundle budget): paths only, with one dynamic import for
// everything else; sub-pages are picked by one optional `:subPage?` route and load as their own chunks.
const profile = lazyPage(() => import("./company-profile.route.ts"));

function profileRoute(kind: ProfileKind, path: string): RouteObject {
  return {
    path,
    lazy: async () => (await profile()).layoutRoute(kind),
    children: [{ path: ":subPage?", lazy: async () => (await profile()).subPageRoute(kind) }],
  };
}

/** Company profile pages (/company/{slug}/…, /company-dnb/{duns}/…, /company-cbinsights/{id}/pdf-preview). */
export const companyProfileRoutes: RouteObject[] = [
  profileRoute("company", "/company/:slug"),
  profileRoute("dnb", "/company-dnb/:duns"),
  profileRoute("cbinsights", "/company-cbinsights/:id"),
];
