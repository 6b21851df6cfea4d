import { type LoaderFunctionArgs, redirect } from "react-router";
import { requireSession } from "../../app/route-guards.ts";
import { allowedTo } from "../../app/session/session-policy.ts";
import { activityTabs } from "../comments/activity-tabs.ts";
import { withPanelParams } from "../comments/panel-state.ts";
import { parsePortfolioFilters, serializePortfolioFilters } from "./portfolio-url-state.ts";

/** The portfolio pages need read:portfolio (asked through the shared rule). */
export async function portfoliosLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, { check: allowedTo("portfolios.read") });
  return null;
}

/**
 * A portfolio page: a query string not in canonical form (unknown keys, a score without a
 * metric, an inverted range) is replaced by the form the page reads, so the URL always says
 * what is shown. The activity panel's parameters are the panel's, not the page's: they stay
 * (a link to a case or to a highlighted note, spec 1 §2.5).
 */
export async function portfolioPageLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, { check: allowedTo("portfolios.read") });
  const url = new URL(request.url);
  const filters = serializePortfolioFilters(parsePortfolioFilters(url.searchParams));
  const canonical = withPanelParams(filters, url.searchParams, activityTabs);
  if (canonical !== url.search) throw redirect(`${url.pathname}${canonical}`);
  return null;
}
