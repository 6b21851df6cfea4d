import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useCompanyProfile } from "../company-profile-context.ts";
import { CORPORATE_HIERARCHY_QUERY, type CorporateHierarchy } from "./hierarchy.graphql.ts";
import {
  type HierarchyFilters,
  parseHierarchyFilters,
  withHierarchyFilters,
} from "./hierarchy-filters.ts";

export type HierarchyState = {
  hierarchy: CorporateHierarchy | null;
  loading: boolean;
  failed: boolean;
  /** Showing the previous filters' family while the new one loads. */
  refreshing: boolean;
  retry: () => void;
};

function useHierarchy(filter: HierarchyFilters | undefined): HierarchyState {
  const { company } = useCompanyProfile();
  const { data, previousData, loading, error, refetch } = useQuery(CORPORATE_HIERARCHY_QUERY, {
    variables: filter ? { id: company.id, filter } : { id: company.id },
  });
  const shown = (data ?? previousData)?.companyById?.corporateHierarchy ?? null;
  return {
    hierarchy: shown,
    loading: loading && !shown,
    failed: Boolean(error) && !shown,
    refreshing: loading && Boolean(shown),
    retry: () => void refetch().catch(() => undefined),
  };
}

/** The family with the filters the address carries; changing a filter changes the address. */
export function useFilteredHierarchy() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseHierarchyFilters(searchParams), [searchParams]);
  const state = useHierarchy(filters);
  const setFilters = (next: HierarchyFilters) =>
    setSearchParams((current) => withHierarchyFilters(current, next));
  return { ...state, filters, setFilters };
}

/** The whole family, unfiltered (branches included). */
export function useWholeHierarchy(): HierarchyState {
  return useHierarchy(undefined);
}
