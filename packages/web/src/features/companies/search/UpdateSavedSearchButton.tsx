import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import {
  type CompanySearchParams,
  companySearchParamsSchema,
} from "@tierwise/common/company-search";
import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { SAVED_SEARCH_QUERY, UPDATE_SAVED_SEARCH } from "./saved-searches.graphql.ts";
import { parseSearchUrl, searchParamsToQuery } from "./search-url-state.ts";

type UpdateSavedSearchButtonProps = { id: string; params: CompanySearchParams };

/** The canonical form of stored parameters, to compare them with the page's. */
function canonicalQuery(stored: unknown): string | null {
  const parsed = companySearchParamsSchema.safeParse(stored ?? {});
  if (!parsed.success) return null;
  return searchParamsToQuery(parseSearchUrl(searchParamsToQuery(parsed.data)).params);
}

/**
 * "Update": writes the current parameters into the saved search the page was opened from.
 * Disabled while nothing changed; absent when that search is gone or archived.
 */
export function UpdateSavedSearchButton({ id, params }: UpdateSavedSearchButtonProps) {
  const { data } = useQuery(SAVED_SEARCH_QUERY, { variables: { id } });
  const [updateSavedSearch, { loading }] = useMutation(UPDATE_SAVED_SEARCH);
  const savedSearch = data?.savedSearch.__typename === "SavedSearch" ? data.savedSearch : null;
  if (!savedSearch || savedSearch.archived) return null;
  const unchanged = canonicalQuery(savedSearch.searchParams) === searchParamsToQuery(params);

  async function update() {
    if (!savedSearch) return;
    try {
      const { data: answer } = await updateSavedSearch({
        variables: { id: savedSearch.id, input: { searchParams: params } },
      });
      const result = answer?.updateSavedSearch;
      if (result?.__typename === "SavedSearchSuccess") {
        showSnackbar({
          type: "success",
          message: `Saved search "${result.savedSearch.name}" updated.`,
          closeOnNewer: true,
        });
      } else {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  }

  return (
    <Tooltip
      label={
        unchanged
          ? `"${savedSearch.name}" already has these filters`
          : `Save the current filters into "${savedSearch.name}"`
      }
    >
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => void update()}
        loading={loading}
        disabled={unchanged}
        aria-label={`Update saved search ${savedSearch.name}`}
      >
        Update "{savedSearch.name}"
      </Button>
    </Tooltip>
  );
}
