import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { allowedTo } from "../../app/session/session-policy.ts";

/** /settings/api-tokens: service tokens, for those who manage the organisation's members. */
export const apiTokenSettingsRoutes: RouteObject[] = [
  {
    path: "/settings/api-tokens",
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(request, { check: allowedTo("apiTokens.manageService") });
      return null;
    },
    lazy: {
      Component: lazyPage(async () => (await import("./ServiceTokensPage.tsx")).ServiceTokensPage),
    },
  },
];
