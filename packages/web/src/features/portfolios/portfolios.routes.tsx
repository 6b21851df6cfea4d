import { type RouteObject, redirect, type ShouldRevalidateFunction } from "react-router";
import { lazyPage } from "../../app/routing/route-failure.ts";

// Part of the shell's entry chunk: loaders and pages are imported lazily to keep it small.
const loaders = () => import("./portfolios.loaders.ts");

const portfolioPage = {
  loader: lazyPage(async () => (await loaders()).portfolioPageLoader),
  Component: lazyPage(async () => (await import("./PortfolioPage.tsx")).PortfolioPage),
};

/**
 * A filter change on the same portfolio only changes the query string, which the page writes in
 * canonical form itself: the guard need not run again (and hold the change back while it does).
 */
const sameWhenOnlyFiltersChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/**
 * /portfolios, /portfolios/archived, /portfolios/{slug}; /pdp redirects to /portfolios and
 * /pdp/{slug} is the same page with its way back to /pdp (spec 1 §2.2).
 */
export const portfolioRoutes: RouteObject[] = [
  {
    path: "/portfolios",
    lazy: {
      loader: lazyPage(async () => (await loaders()).portfoliosLoader),
      Component: lazyPage(async () => (await import("./PortfoliosPage.tsx")).PortfoliosPage),
    },
  },
  {
    path: "/portfolios/archived",
    lazy: {
      loader: lazyPage(async () => (await loaders()).portfoliosLoader),
      Component: lazyPage(
        async () => (await import("./ArchivedPortfoliosPage.tsx")).ArchivedPortfoliosPage,
      ),
    },
  },
  { path: "/portfolios/:slug", shouldRevalidate: sameWhenOnlyFiltersChange, lazy: portfolioPage },
  { path: "/pdp", loader: () => redirect("/portfolios") },
  { path: "/pdp/:slug", shouldRevalidate: sameWhenOnlyFiltersChange, lazy: portfolioPage },
];
