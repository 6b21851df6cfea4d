import { useQuery } from "@apollo/client/react";
import { Text } from "@mantine/core";
import type { DashboardToolbar } from "@tierwise/common/dashboards/widget-types";
import { dateRangeLabel, portfolioFilterLabel } from "./dashboard-toolbar.ts";
import { DASHBOARD_PORTFOLIO_OPTIONS_QUERY } from "./dashboards.graphql.ts";
import type { DashboardWidgetFilters } from "./extensions/widget-api.ts";

const exportTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * The line above the grid saying what the widgets show: the period and the portfolios. It is
 * inside what an export captures, so a PNG or PDF carries its own date and filters.
 */
export function DashboardCaption({
  name,
  toolbar,
  filters,
  exportedAt,
}: {
  name: string;
  toolbar: DashboardToolbar;
  filters: DashboardWidgetFilters;
  /** Set while an export is made: the picture then also names the dashboard and the time. */
  exportedAt: Date | null;
}) {
  const { data } = useQuery(DASHBOARD_PORTFOLIO_OPTIONS_QUERY);
  const names = new Map(
    (data?.portfolios.items ?? []).map((portfolio) => [portfolio.id, portfolio.name]),
  );
  return (
    <Text size="sm" c="dimmed" mb="sm" data-testid="dashboard-caption">
      {exportedAt && (
        <>
          <strong>{name}</strong> · exported {exportTime.format(exportedAt)} ·{" "}
        </>
      )}
      {dateRangeLabel(toolbar, new Date(filters.to))} ·{" "}
      {portfolioFilterLabel(filters.portfolioIds, names)}
    </Text>
  );
}
