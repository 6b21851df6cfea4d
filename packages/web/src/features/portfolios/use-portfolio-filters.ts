import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { activityTabs } from "../comments/activity-tabs.ts";
import { withPanelParams } from "../comments/panel-state.ts";
import {
  type PortfolioFilters,
  parsePortfolioFilters,
  serializePortfolioFilters,
  withFilters,
} from "./portfolio-url-state.ts";

/**
 * The portfolio page's filters from the URL, and a way to change them (one history entry) that
 * leaves the activity panel as it is.
 */
export function usePortfolioFilters() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parsePortfolioFilters(search), [search]);
  const setFilters = useCallback(
    (change: Partial<PortfolioFilters>, options: { replace?: boolean } = {}) => {
      const next = serializePortfolioFilters(withFilters(filters, change));
      const kept = withPanelParams(next, new URLSearchParams(search), activityTabs);
      navigate(`${pathname}${kept}`, { replace: options.replace });
    },
    [filters, navigate, pathname, search],
  );
  return { filters, setFilters, key: serializePortfolioFilters(filters) };
}
