import { useQuery } from "@apollo/client/react";
import { useDebouncedValue } from "@mantine/hooks";
import { limits } from "@tierwise/common/limits";
import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import { SHARE_CANDIDATES_QUERY } from "../../portfolios/share-candidates.graphql.ts";

/**
 * People and teams of the organisation matching the typed text, from the portfolio share
 * picker's query: reading portfolios is a permission of every member's role, where the
 * comments' recipient search needs the comments module, which not every organisation has.
 */
export function useEditorCandidates(query: string): {
  candidates: PickedRecipient[];
  loading: boolean;
} {
  const [debounced] = useDebouncedValue(query.trim(), limits.selectSearchDebounceMs);
  const { data, previousData, loading } = useQuery(SHARE_CANDIDATES_QUERY, {
    variables: { query: debounced || null, first: 25 },
  });
  const found = (data ?? previousData)?.portfolioShareCandidates ?? [];
  return {
    candidates: found.map((candidate) => ({
      type: candidate.actorType === "team" ? "Team" : "User",
      id: candidate.actorId,
      name: candidate.name,
      email: candidate.email,
    })),
    loading: loading || debounced !== query.trim(),
  };
}
