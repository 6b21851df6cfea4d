import {
  type CaseColumnConfigEntry,
  type CaseFilters,
  type CaseSort,
  defaultCaseColumns,
  defaultCaseSort,
} from "@tierwise/common/cases";
import { caseColumnConfigSchema, caseViewInputSchema } from "@tierwise/common/inputs/cases";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useLocalPreference } from "../../../app/preferences/use-local-preference.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { caseParam } from "../maker/case-paths.ts";
import { columnFlagsOf, normalizeColumns } from "./case-columns.ts";
import { compactFilters } from "./case-filters.ts";
import {
  caseColumnsPreference,
  caseFiltersPreference,
  caseSortPreference,
} from "./case-list-preferences.ts";
import type { CaseView } from "./case-views.graphql.ts";

export const caseListModes = ["list", "board", "charts"] as const;
export type CaseListMode = (typeof caseListModes)[number];

const modeOf = (value: string | null): CaseListMode =>
  caseListModes.includes(value as CaseListMode) ? (value as CaseListMode) : "list";

/** What a saved view holds, checked with the shared schemas; bad parts give the defaults. */
export function viewChoices(view: Pick<CaseView, "params" | "columns">): {
  filters: CaseFilters;
  sort: CaseSort;
  columns: CaseColumnConfigEntry[];
} {
  const params = caseViewInputSchema.shape.params.safeParse(view.params);
  const columns = caseColumnConfigSchema.safeParse(view.columns);
  return {
    filters: params.success ? compactFilters(params.data.filters) : {},
    sort: (params.success ? params.data.sort : null) ?? defaultCaseSort,
    columns: columns.success ? normalizeColumns(columns.data) : defaultCaseColumns(),
  };
}

/**
 * The list's choices: sort, filters and columns kept in local preferences (spec 2 §3), and the
 * saved view (`view`) and the List/Board/Charts switch (`mode`) kept in the URL.
 */
export function useCaseListState() {
  const session = useSession();
  const flags = useMemo(() => columnFlagsOf(session), [session]);
  const [sort, setSort] = useLocalPreference(caseSortPreference);
  const [storedFilters, storeFilters] = useLocalPreference(caseFiltersPreference);
  const [storedColumns, storeColumns] = useLocalPreference(caseColumnsPreference);
  const filters = storedFilters;
  const columns = useMemo(() => normalizeColumns(storedColumns), [storedColumns]);
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = modeOf(searchParams.get("mode"));
  const viewId = searchParams.get("view");
  const makerCase = searchParams.get(caseParam);

  const setFilters = useCallback(
    (next: CaseFilters) => storeFilters(compactFilters(next)),
    [storeFilters],
  );

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        // The display switch replaces the entry; views and opened cases are steps back.
        { replace: name === "mode" },
      ),
    [setSearchParams],
  );

  /** Takes a view's filters, sort and columns as the current choices. */
  const applyChoices = useCallback(
    (choices: ReturnType<typeof viewChoices>) => {
      storeFilters(choices.filters);
      setSort(choices.sort);
      storeColumns(choices.columns);
    },
    [storeFilters, setSort, storeColumns],
  );

  return {
    flags,
    sort,
    setSort,
    filters,
    setFilters,
    columns,
    setColumns: storeColumns as (columns: CaseColumnConfigEntry[]) => void,
    mode,
    setMode: (next: CaseListMode) => setParam("mode", next === "list" ? null : next),
    viewId,
    /** Opens a saved view by id, or the built-in Default View with null. */
    selectView: (id: string | null) => setParam("view", id),
    applyChoices,
    /** The case shown in the maker (`case`: an id or `new`), or null. */
    makerCase,
    openMaker: (value: string | null) => setParam(caseParam, value),
    /** The built-in Default View: no filters, the default sort, the version 9 columns. */
    applyDefaults: () =>
      applyChoices({ filters: {}, sort: defaultCaseSort, columns: defaultCaseColumns() }),
  };
}

export type CaseListState = ReturnType<typeof useCaseListState>;
