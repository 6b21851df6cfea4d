import type { PreferenceStoreOptions } from "@tierwise/common/local-preferences";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useLocalPreference } from "../../../app/preferences/use-local-preference.ts";
import type { WorkflowSortInput } from "../workflows.graphql.ts";
import {
  compactWorkflowFilters,
  defaultSort,
  type WorkflowFilters,
  workflowFiltersSchema,
  workflowSortSchema,
} from "./workflow-filters.ts";

type Preference<T> = Omit<PreferenceStoreOptions<T>, "storage">;

/** Stored per person like the case list's; a new shape bumps the version. Module-level: stable. */
const filtersPreference: Preference<WorkflowFilters> = {
  key: "workflows.filters",
  version: 1,
  schema: workflowFiltersSchema,
  defaults: {},
};
const sortPreference: Preference<WorkflowSortInput> = {
  key: "workflows.sort",
  version: 1,
  schema: workflowSortSchema,
  defaults: defaultSort,
};

/** `?view=all`: the built-in view chosen on purpose (no saved default applies). */
export const builtInViewParam = "all";

/**
 * The list's choices: filters and sort in local preferences, the open saved view in the URL
 * (`view`: an id, `all` for the built-in one, absent for "the default, if any").
 */
export function useWorkflowListState() {
  const [filters, storeFilters] = useLocalPreference(filtersPreference);
  const [sort, setSort] = useLocalPreference(sortPreference);
  const [searchParams, setSearchParams] = useSearchParams();
  const viewParam = searchParams.get("view");

  const setFilters = useCallback(
    (next: WorkflowFilters) => storeFilters(compactWorkflowFilters(next)),
    [storeFilters],
  );

  const selectView = useCallback(
    (id: string | null, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("view", id ?? builtInViewParam);
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );

  const applyChoices = useCallback(
    (choices: { filters: WorkflowFilters; sort: WorkflowSortInput }) => {
      storeFilters(choices.filters);
      setSort(choices.sort);
    },
    [storeFilters, setSort],
  );

  return {
    filters,
    setFilters,
    sort,
    setSort,
    viewParam,
    /** The saved view's id, or null (the built-in view, or none chosen yet). */
    viewId: viewParam && viewParam !== builtInViewParam ? viewParam : null,
    selectView,
    applyChoices,
  };
}
