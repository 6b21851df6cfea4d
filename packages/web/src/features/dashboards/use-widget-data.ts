import { useQuery } from "@apollo/client/react";
import type { DashboardWidget } from "@tierwise/common/dashboards/widget-types";
import { useMemo } from "react";
import {
  DASHBOARD_WIDGET_DATA_QUERY,
  type DashboardWidgetDataAnswer,
} from "./dashboards.graphql.ts";
import type { DashboardWidgetFilters } from "./extensions/widget-api.ts";

/** Widgets whose data the server reads (a note is its own text; an extension asks its bundle). */
const readsServerData = (widget: DashboardWidget) =>
  widget.type !== "note" && widget.type !== "extension";

/**
 * Every built-in widget's data in one request, under the toolbar's filters. Only widgets the
 * server has stored can be asked for: one added in Edit mode shows its data after Save.
 */
export function useWidgetData(
  dashboardId: string,
  savedWidgets: readonly DashboardWidget[],
  filters: DashboardWidgetFilters,
) {
  const widgetIds = savedWidgets.filter(readsServerData).map((widget) => widget.id);
  const { data, loading, error } = useQuery(DASHBOARD_WIDGET_DATA_QUERY, {
    variables: {
      dashboardId,
      widgetIds,
      from: filters.from,
      to: filters.to,
      portfolioIds: filters.portfolioIds.length > 0 ? filters.portfolioIds : null,
    },
    skip: widgetIds.length === 0,
    fetchPolicy: "cache-and-network",
  });
  const answers = useMemo(
    () =>
      new Map<string, DashboardWidgetDataAnswer>(
        (data?.dashboardWidgetData ?? []).map((answer) => [answer.widgetId, answer]),
      ),
    [data],
  );
  return { answers, loading, failed: Boolean(error) && !data };
}
