import { useQuery } from "@apollo/client/react";
import { Group, MultiSelect, Select, TextInput } from "@mantine/core";
import {
  type DashboardDatePreset,
  type DashboardToolbar,
  dashboardDatePresets,
} from "@tierwise/common/dashboards/widget-types";
import { datePresetLabels } from "./dashboard-toolbar.ts";
import { DASHBOARD_PORTFOLIO_OPTIONS_QUERY } from "./dashboards.graphql.ts";

const customValue = "custom";
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The toolbar every widget follows: a date range (a preset or two days) and the portfolios. In
 * view mode a change holds for this visit; in Edit mode it becomes the dashboard's own.
 */
export function DashboardToolbarControls({
  toolbar,
  onChange,
}: {
  toolbar: DashboardToolbar;
  onChange: (toolbar: DashboardToolbar) => void;
}) {
  const { data } = useQuery(DASHBOARD_PORTFOLIO_OPTIONS_QUERY);
  const portfolios = data?.portfolios.items ?? [];
  const range = toolbar.dateRange;
  const rangeValue = "preset" in range ? range.preset : customValue;
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label="Filters every widget follows">
      <Select
        label="Date range"
        w={170}
        allowDeselect={false}
        value={rangeValue}
        data={[
          ...dashboardDatePresets.map((preset) => ({
            value: preset,
            label: datePresetLabels[preset],
          })),
          { value: customValue, label: "Custom range" },
        ]}
        onChange={(value) => {
          if (value === customValue) {
            const to = today();
            const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
            onChange({ ...toolbar, dateRange: { from, to } });
          } else if (value)
            onChange({ ...toolbar, dateRange: { preset: value as DashboardDatePreset } });
        }}
      />
      {!("preset" in range) && (
        <>
          <TextInput
            type="date"
            label="From"
            value={range.from.slice(0, 10)}
            max={range.to.slice(0, 10)}
            onChange={(event) =>
              event.currentTarget.value &&
              onChange({ ...toolbar, dateRange: { from: event.currentTarget.value, to: range.to } })
            }
          />
          <TextInput
            type="date"
            label="To"
            value={range.to.slice(0, 10)}
            min={range.from.slice(0, 10)}
            onChange={(event) =>
              event.currentTarget.value &&
              onChange({
                ...toolbar,
                dateRange: { from: range.from, to: event.currentTarget.value },
              })
            }
          />
        </>
      )}
      <MultiSelect
        label="Portfolios"
        placeholder={toolbar.portfolioIds.length === 0 ? "All portfolios" : undefined}
        miw={220}
        maw={420}
        searchable
        clearable
        value={toolbar.portfolioIds}
        data={portfolios.map((portfolio) => ({ value: portfolio.id, label: portfolio.name }))}
        onChange={(portfolioIds) => onChange({ ...toolbar, portfolioIds })}
      />
    </Group>
  );
}
