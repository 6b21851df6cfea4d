import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  type PortfolioFilters,
  parsePortfolioFilters,
  serializePortfolioFilters,
  withFilters,
} from "./portfolio-url-state.ts";

/** The portfolio page's filters from the URL, and a way to change them (one history entry). */
export function usePortfolioFilters() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parsePortfolioFilters(search), [search]);
  const setFilters = useCallback(
    (change: Partial<PortfolioFilters>, options: { replace?: boolean } = {}) => {
      const next = serializePortfolioFilters(withFilters(filters, change));
      navigate(`${pathname}${next}`, { replace: options.replace });
    },
    [filters, navigate, pathname],
  );
  return { filters, setFilters, key: serializePortfolioFilters(filters) };
}
