import {
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
} from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { type ActorAction, allowedTo, sessionCan } from "../../app/session/session-policy.ts";

const guard =
  (action: ActorAction) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSession(request, { check: allowedTo(action) });
    return null;
  };

/** /requests opens the bulk list for those who may read it, else the individual one. */
async function requestsIndex({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request, { check: allowedTo("requests.read") });
  const { search } = new URL(request.url);
  const page = sessionCan(session, "requests.readBulk") ? "bulk" : "individual";
  return redirect(`/requests/${page}${search}`);
}

/** Filters live in the query string too: the guard need not run again when only they change. */
const sameWhenOnlyFiltersChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

const listPages = () => import("./list/RequestListPage.tsx");

/**
 * Company requests (spec 1 §2.2; issue 16): /requests and its sub-pages, one request at
 * /company-request/{id}. Pages are imported lazily: this file is part of the shell's chunk.
 */
export const companyRequestRoutes: RouteObject[] = [
  { path: "/requests", loader: requestsIndex },
  {
    path: "/requests/needs-action",
    loader: guard("requests.read"),
    shouldRevalidate: sameWhenOnlyFiltersChange,
    lazy: { Component: lazyPage(async () => (await listPages()).NeedsActionRequestsPage) },
  },
  {
    path: "/requests/individual",
    loader: guard("requests.read"),
    shouldRevalidate: sameWhenOnlyFiltersChange,
    lazy: { Component: lazyPage(async () => (await listPages()).IndividualRequestsPage) },
  },
  {
    path: "/requests/bulk",
    loader: guard("requests.readBulk"),
    shouldRevalidate: sameWhenOnlyFiltersChange,
    lazy: {
      Component: lazyPage(
        async () => (await import("./bulk/BulkRequestsPage.tsx")).BulkRequestsPage,
      ),
    },
  },
  {
    path: "/requests/bulk/create",
    loader: guard("requests.createBulk"),
    lazy: {
      Component: lazyPage(async () => (await import("./bulk/BulkCreatePage.tsx")).BulkCreatePage),
    },
  },
  {
    path: "/requests/bulk/:id",
    loader: guard("requests.readBulk"),
    lazy: {
      Component: lazyPage(async () => (await import("./bulk/BulkRequestPage.tsx")).BulkRequestPage),
    },
  },
  {
    path: "/company-request/:id",
    loader: guard("requests.read"),
    lazy: {
      Component: lazyPage(
        async () => (await import("./request/CompanyRequestPage.tsx")).CompanyRequestPage,
      ),
    },
  },
];
