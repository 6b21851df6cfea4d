import { type LoaderFunctionArgs, redirect } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { allowedTo } from "../../app/session/session-policy.ts";
import { parsePortfolioFilters, serializePortfolioFilters } from "./portfolio-url-state.ts";

/** The portfolio pages need read:portfolio (asked through the shared rule). */
export async function portfoliosLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, { check: allowedTo("portfolios.read") });
  return null;
}

/**
 * A portfolio page: a query string not in canonical form (unknown keys, a score without a
 * metric, an inverted range) is replaced by the form the page reads, so the URL always says
 * what is shown.
 */
export async function portfolioPageLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, { check: allowedTo("portfolios.read") });
  const url = new URL(request.url);
  const canonical = serializePortfolioFilters(parsePortfolioFilters(url.searchParams));
  if (canonical !== url.search) throw redirect(`${url.pathname}${canonical}`);
  return null;
}
