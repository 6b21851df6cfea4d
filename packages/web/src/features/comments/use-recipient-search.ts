import { useQuery } from "@apollo/client/react";
import { useDebouncedValue } from "@mantine/hooks";
import { recipientOptionsPageSize } from "@tierwise/common/comments";
import { limits } from "@tierwise/common/limits";
import { COMMENT_RECIPIENT_OPTIONS_QUERY, type MentionCandidate } from "./recipients.graphql.ts";

/**
 * People and teams matching typed text: 25 per request (spec 2 §9), asked 250 ms after the
 * typing stops (spec 1 §9, select search debounce). A null query asks nothing.
 */
export function useRecipientSearch(query: string | null): {
  candidates: MentionCandidate[];
  loading: boolean;
} {
  const [debounced] = useDebouncedValue(query, limits.selectSearchDebounceMs);
  const { data, previousData, loading } = useQuery(COMMENT_RECIPIENT_OPTIONS_QUERY, {
    variables: { query: debounced ?? "", first: recipientOptionsPageSize, offset: 0 },
    skip: debounced === null,
  });
  const settled = debounced === query;
  return {
    candidates: (data ?? previousData)?.commentRecipientOptions ?? [],
    loading: loading || !settled,
  };
}
