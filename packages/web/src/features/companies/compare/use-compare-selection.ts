import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import {
  COMPARE_COMPANIES_QUERY,
  COMPARE_STATE_QUERY,
  type CompareCompany,
  riskAreas,
  SET_COMPARE_COMPETITORS,
} from "./compare.graphql.ts";
import {
  compareSearchFor,
  initialCompareIds,
  parseCompareSearch,
  sameIds,
  tidyCompanyIds,
} from "./compare-url.ts";

/** History state of URLs the page wrote itself: those are never topped up from storage. */
type CompareHistoryState = { compareManaged?: boolean } | null;

export type CompareSelection = {
  /** The companies asked for (main first), valid and capped, before the server confirmed them. */
  ids: string[];
  /** The companies to show, in the order of `ids`; while new ones load, the ones known so far. */
  companies: CompareCompany[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
  add: (id: string) => void;
  remove: (id: string) => void;
  replace: (ids: readonly string[]) => void;
};

/**
 * The URL is the truth for which companies are compared (spec 3 §2). Opening /compare without
 * competitors restores the session's stored ones; unknown, repeated and surplus ids are dropped
 * and the URL rewritten tidy; every confirmed change is stored for the session.
 */
export function useCompareSelection(
  maximum: number,
  storedIds: readonly string[],
): CompareSelection {
  const location = useLocation();
  const navigate = useNavigate();
  const managed = (location.state as CompareHistoryState)?.compareManaged === true;
  const storedKey = storedIds.join(",");
  const ids = useMemo(() => {
    const url = parseCompareSearch(new URLSearchParams(location.search), maximum);
    return managed
      ? url.ids
      : initialCompareIds(url, storedKey ? storedKey.split(",") : [], maximum);
  }, [location.search, managed, maximum, storedKey]);

  const go = useCallback(
    (next: readonly string[], replace: boolean) => {
      void navigate(
        { pathname: location.pathname, search: compareSearchFor(next) },
        { replace, state: { compareManaged: true } satisfies CompareHistoryState },
      );
    },
    [navigate, location.pathname],
  );

  const { data, previousData, loading, error, refetch } = useQuery(COMPARE_COMPANIES_QUERY, {
    variables: { ids, areas: riskAreas },
    skip: ids.length === 0,
  });
  // Only an answer for exactly these ids says which of them exist.
  const confirmed = useMemo(
    () => (ids.length === 0 ? [] : data ? data.companiesByIds.map((c) => c.id) : null),
    [ids, data],
  );

  useEffect(() => {
    const next = confirmed ?? ids;
    if (!managed || compareSearchFor(next) !== location.search) go(next, true);
  }, [managed, location.search, confirmed, ids, go]);

  const [storeCompetitors] = useMutation(SET_COMPARE_COMPETITORS);
  const lastStored = useRef<readonly string[]>(storedIds);
  useEffect(() => {
    if (confirmed === null || !sameIds(confirmed, ids) || sameIds(confirmed, lastStored.current))
      return;
    lastStored.current = confirmed;
    storeCompetitors({
      variables: { ids: confirmed },
      update(cache, { data: answer }) {
        const result = answer?.setCompareCompetitors;
        if (result?.__typename !== "CompareCompetitors") return;
        cache.updateQuery({ query: COMPARE_STATE_QUERY }, (state) =>
          state
            ? {
                ...state,
                compareCompetitors: { ...state.compareCompetitors, companyIds: result.companyIds },
              }
            : state,
        );
      },
    })
      .then(({ data: answer }) => {
        const result = answer?.setCompareCompetitors;
        if (result && result.__typename !== "CompareCompetitors") {
          showSnackbar({ type: "error", message: result.message });
        }
      })
      // Storing is a convenience for the next visit; the comparison on screen stays valid.
      .catch(() => undefined);
  }, [confirmed, ids, storeCompetitors]);

  const known = data ?? previousData;
  const byId = new Map((known?.companiesByIds ?? []).map((company) => [company.id, company]));
  const companies = ids.flatMap((id) => byId.get(id) ?? []);

  return {
    ids,
    companies,
    loading: ids.length > 0 && loading,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
    add: (id) => {
      if (ids.length < maximum) go(tidyCompanyIds([...ids, id], maximum), false);
    },
    remove: (id) =>
      go(
        ids.filter((candidate) => candidate !== id),
        false,
      ),
    replace: (next) => go(tidyCompanyIds(next, maximum), false),
  };
}
