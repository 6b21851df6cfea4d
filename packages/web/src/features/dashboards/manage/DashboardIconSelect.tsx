import { Group, Select } from "@mantine/core";
import { dashboardIcons } from "@tierwise/common/dashboards/icons";
import {
  dashboardIconComponents,
  dashboardIconLabel,
  dashboardIconOf,
} from "../dashboard-icons.ts";

/** The optional icon the navigation shows beside the dashboard's name. */
export function DashboardIconSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (icon: string | null) => void;
}) {
  const Icon = dashboardIconOf(value);
  return (
    <Select
      label="Icon"
      placeholder="No icon"
      clearable
      value={value}
      onChange={onChange}
      leftSection={Icon ? <Icon size={16} aria-hidden /> : null}
      data={dashboardIcons.map((name) => ({ value: name, label: dashboardIconLabel(name) }))}
      renderOption={({ option }) => {
        const OptionIcon =
          dashboardIconComponents[option.value as keyof typeof dashboardIconComponents];
        return (
          <Group gap="xs">
            <OptionIcon size={16} aria-hidden />
            {option.label}
          </Group>
        );
      }}
    />
  );
}
