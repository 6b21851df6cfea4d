import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { allowedTo } from "../../app/session/session-policy.ts";

/** Provider managers only (the subscriptionSets.manage rule); anyone else gets not found. */
const manageGuard = async ({ request }: LoaderFunctionArgs) => {
  await requireSession(request, { check: allowedTo("subscriptionSets.manage") });
  return null;
};

/** /organizations/{id}/subscription-sets, inside the shell; the page is imported lazily. */
export const subscriptionSetRoutes: RouteObject[] = [
  {
    path: "/organizations/:id/subscription-sets",
    loader: manageGuard,
    lazy: {
      Component: lazyPage(
        async () => (await import("./SubscriptionSetsPage.tsx")).SubscriptionSetsPage,
      ),
    },
  },
];
