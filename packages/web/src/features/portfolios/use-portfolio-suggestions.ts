import { useQuery } from "@apollo/client/react";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import { PORTFOLIO_SUGGESTIONS_QUERY, type PortfolioSuggestion } from "./portfolio-tree.graphql.ts";

/**
 * Quick search's "Portfolios" group: portfolios the viewer sees whose names resemble the text.
 * Asked only of people who may read portfolios, and only for a non-empty text; `first` is one of
 * common's `portfolioSuggestionLimits`.
 */
export function usePortfolioSuggestions(text: string, first: number) {
  const session = useSession();
  const allowed = sessionCan(session, "portfolios.read");
  const wanted = allowed && text !== "";
  const { data, previousData, loading, error, refetch } = useQuery(PORTFOLIO_SUGGESTIONS_QUERY, {
    variables: { text, first },
    skip: !wanted,
  });
  const portfolios: PortfolioSuggestion[] = wanted
    ? ((data ?? previousData)?.portfolioSuggestions ?? [])
    : [];
  return { portfolios, loading: wanted && loading, error: wanted ? error : undefined, refetch };
}
