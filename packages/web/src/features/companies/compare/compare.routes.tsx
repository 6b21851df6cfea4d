import type { RouteObject } from "react-router";
import { requireSession } from "../../../app/route-guards.ts";
import { lazyPage } from "../../../app/routing/route-failure.ts";

/**
 * Side-by-side comparison (/compare?id=…&competitors=…), for organisations with the
 * compareCompanies feature; anyone else gets the not-found page (spec 1 §2.2, §2.4).
 */
export const compareRoutes: RouteObject[] = [
  {
    path: "/compare",
    loader: async ({ request }) => {
      await requireSession(request, { flag: "compareCompanies" });
      return null;
    },
    lazy: { Component: lazyPage(async () => (await import("./ComparePage.tsx")).ComparePage) },
  },
];
