import { useState } from "react";
import { mentionOptionOf } from "../../comments/recipient-options.ts";
import { useRecipientSearch } from "../../comments/use-recipient-search.ts";

/**
 * The mention flow of a case description (spec 2 §4: '@' and word characters open suggestions
 * of people and teams; choosing one inserts a mention node), as props for the RichTextEditor.
 */
export function useDescriptionMentions() {
  const [query, setQuery] = useState<string | null>(null);
  const search = useRecipientSearch(query);
  return {
    onMentionQuery: setQuery,
    mentionOptions: search.candidates.map(mentionOptionOf),
    mentionsLoading: search.loading,
  };
}
