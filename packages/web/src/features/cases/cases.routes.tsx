import type { RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { allowedTo } from "../../app/session/session-policy.ts";

/** Cases are for organisations with caseManagementEnabled (the cases.read rule); else not found. */
const casesGuard = async ({ request }: { request: Request }) => {
  await requireSession(request, { check: allowedTo("cases.read") });
  return null;
};

/**
 * /cases (the list, board and charts) and /cases/{id} (one case, expanded; spec 2 §2). Pages
 * are imported lazily: this file is part of the shell's entry chunk.
 */
export const caseRoutes: RouteObject[] = [
  {
    path: "/cases",
    loader: casesGuard,
    // Filters, views and the List/Board/Charts switch live in the query string: the guard need
    // not run again when only they change.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
    lazy: {
      Component: lazyPage(async () => (await import("./list/CaseListPage.tsx")).CaseListPage),
    },
  },
  {
    path: "/cases/:id",
    loader: casesGuard,
    lazy: {
      Component: lazyPage(async () => (await import("./maker/CasePage.tsx")).CasePage),
    },
  },
];
