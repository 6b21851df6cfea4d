import {
  data,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
} from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { lazyPage } from "../../app/routing/route-failure.ts";
import { webGlAvailable } from "./geo/webgl-support.ts";
import { isNTierView, nTierViewPath } from "./n-tier-views.ts";

/** Spec 1 §2: without the organisation's nTier feature there is no n-tier page (not found). */
async function nTierGuard({ request }: LoaderFunctionArgs) {
  await requireSession(request, { flag: "nTier" });
  return null;
}

/** /n-tier and the old address open the table, keeping a shared filter link's query string. */
async function toTable(args: LoaderFunctionArgs) {
  await nTierGuard(args);
  return redirect(nTierViewPath("table", new URL(args.request.url).search));
}

/** The filter lives in the query string: the guard need not run again when only it changes. */
const sameWhenOnlyFilterChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/** The map's code and first sites start loading before its page and view do (geo/map-preload.ts). */
function preloadMap(search: string) {
  void import("./geo/map-preload.ts").then((m) => m.preloadMap(search));
}

/**
 * A page load straight onto the map (a shared link, a reload) starts loading the map's code
 * (MapLibre, whose module starts its worker) at once, beside the session the shell checks
 * first: the loader runs only after that check. Its sites wait for the loader: asked without a
 * session, the answer would reload the page.
 */
export function preloadNTierEntry(location: Pick<Location, "pathname">) {
  if (location.pathname !== nTierViewPath("geo") || !webGlAvailable()) return;
  void import("./geo/NTierGeoView.tsx");
  void import("./geo/NTierMap.tsx");
}

// Called as this module is read, before router.tsx creates the router and it queues the shell's
// own chunks: the browser fetches only a few files at a time, and the map's come first.
if (typeof window !== "undefined") preloadNTierEntry(window.location);

/**
 * /n-tier (spec 1 §2, spec 3 §2 "N-tier"): one route for the three sub-pages, so the frame and
 * its filter bar stay mounted while the tabs change. This file is part of the shell's chunk:
 * the page itself loads lazily.
 */
export const nTierRoutes: RouteObject[] = [
  { path: "/n-tier", loader: toTable },
  { path: "/n-tier/old", loader: toTable },
  {
    path: "/n-tier/:view",
    loader: async (args: LoaderFunctionArgs) => {
      await nTierGuard(args);
      if (!isNTierView(args.params.view)) throw data(null, { status: 404 });
      if (args.params.view === "geo") preloadMap(new URL(args.request.url).search);
      return null;
    },
    shouldRevalidate: sameWhenOnlyFilterChanges,
    lazy: { Component: lazyPage(async () => (await import("./NTierPage.tsx")).NTierPage) },
  },
];
