import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { allowedTo } from "../../app/session/session-policy.ts";

/** /settings/webhooks: the organisation's webhook endpoints and deliveries, for administrators. */
export const webhookSettingsRoutes: RouteObject[] = [
  {
    path: "/settings/webhooks",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { check: allowedTo("webhooks.read") });
      return null;
    },
    lazy: {
      Component: lazyPage(async () => (await import("./WebhooksPage.tsx")).WebhooksPage),
    },
  },
];
