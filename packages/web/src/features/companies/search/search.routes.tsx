import type { RouteObject } from "react-router";
import { lazyPage } from "../../../app/routing/route-failure.ts";

// Part of the shell's entry chunk: loaders and pages are imported lazily to keep it small.
const loaders = () => import("./search.loaders.ts");

/** Quick search (/quick-search) and advanced search (/search). */
export const companySearchRoutes: RouteObject[] = [
  {
    path: "/quick-search",
    lazy: {
      Component: lazyPage(async () => (await import("./QuickSearchPage.tsx")).QuickSearchPage),
    },
  },
  {
    path: "/search",
    lazy: {
      loader: lazyPage(async () => (await loaders()).advancedSearchLoader),
      Component: lazyPage(
        async () => (await import("./AdvancedSearchPage.tsx")).AdvancedSearchPage,
      ),
    },
  },
];
