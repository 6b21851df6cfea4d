import { useQuery } from "@apollo/client/react";
import { useDebouncedValue } from "@mantine/hooks";
import { caseLimits } from "@tierwise/common/cases";
import { limits } from "@tierwise/common/limits";
import { CASE_MAIL_RECIPIENTS_QUERY, type CaseMailRecipient } from "./case-emails.graphql.ts";

/**
 * Addresses matching typed text, for the e-mail composer: 25 per request (spec 2 §9), asked
 * 250 ms after the typing stops like every other search (spec 1 §9). A null query asks nothing.
 */
export function useCaseMailRecipients(query: string | null): {
  recipients: CaseMailRecipient[];
  loading: boolean;
} {
  const [debounced] = useDebouncedValue(query, limits.selectSearchDebounceMs);
  const { data, previousData, loading } = useQuery(CASE_MAIL_RECIPIENTS_QUERY, {
    variables: { query: debounced ?? "", first: caseLimits.recipientOptionsPageSize },
    skip: debounced === null,
  });
  if (query === null) return { recipients: [], loading: false };
  return {
    recipients: (data ?? previousData)?.caseMailRecipients ?? [],
    loading: loading || debounced !== query,
  };
}
