import { type LoaderFunctionArgs, redirect } from "react-router";
import { hasFeatureFlag, requireSession } from "../../../app/route-guards.ts";
import type { Session } from "../../../app/session/session.types.ts";
import { rememberAdvancedSearch } from "./last-search.ts";
import { parseSearchUrl, searchParamsToQuery, serializeSearchUrl } from "./search-url-state.ts";

export function canOpenAdvancedSearch(session: Session): boolean {
  return hasFeatureFlag(session, "advancedSearch");
}

/**
 * /search needs the advancedSearch feature (otherwise no page, spec 1 §2.2). A query string
 * that is not in canonical form (an inverted range, keywords not normalised, unknown keys) is
 * replaced by the form the page reads, so the URL always says what is being searched. The
 * parameters are remembered for the navigation's Advanced Search link.
 */
export async function advancedSearchLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, { check: canOpenAdvancedSearch });
  const url = new URL(request.url);
  const state = parseSearchUrl(url.searchParams);
  const canonical = serializeSearchUrl(state);
  if (canonical !== url.search) throw redirect(`${url.pathname}${canonical}`);
  rememberAdvancedSearch(searchParamsToQuery(state.params));
  return null;
}
