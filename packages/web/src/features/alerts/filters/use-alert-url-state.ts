import type { FilterPage } from "@tierwise/common/filter-url";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type AlertUrlState, readAlertUrlState, writeAlertUrlState } from "./alert-filter-url.ts";

/**
 * The alert filters of the address on this page, and a setter that writes them back (replacing
 * the history entry, as the other lists' filters do) without touching the page's own parameters.
 */
export function useAlertUrlState(page: FilterPage) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for the params.
  const state = useMemo(() => readAlertUrlState(params, page), [search, page]);
  const setState = useCallback(
    (next: AlertUrlState) =>
      setParams((current) => writeAlertUrlState(current, next, page), { replace: true }),
    [setParams, page],
  );
  const setFilter = useCallback(
    (filter: AlertFilter) => setState({ feedId: state.feedId, filter }),
    [setState, state.feedId],
  );
  return { ...state, setState, setFilter };
}
