import type { RouteObject } from "react-router";
import { CompanyProfileLayout } from "./CompanyProfileLayout.tsx";
import {
  createCompanyLoader,
  createSubPageLoader,
  shouldRevalidateCompany,
} from "./company-loaders.ts";
import type { ProfileKind } from "./profile-paths.ts";
import { SubPageOutlet } from "./SubPageOutlet.tsx";

type LazyRoute = Pick<RouteObject, "loader" | "shouldRevalidate" | "Component">;

/**
 * The lazily loaded halves of the profile routes (profile.routes.tsx holds only paths): one
 * module, so the shell's entry chunk carries a single dynamic import for all profile pages.
 */
export function layoutRoute(kind: ProfileKind): LazyRoute {
  return {
    loader: createCompanyLoader(kind),
    shouldRevalidate: shouldRevalidateCompany,
    Component: CompanyProfileLayout,
  };
}

/** `:subPage?`: no sub-page is the overview; unknown sub-pages get the not-found page. */
export function subPageRoute(kind: ProfileKind): LazyRoute {
  return { loader: createSubPageLoader(kind), Component: SubPageOutlet };
}
