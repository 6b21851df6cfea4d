import { useQuery } from "@apollo/client/react";
import { NumberInput, Select, Switch, Textarea } from "@mantine/core";
import type { DashboardWidgetType } from "@tierwise/common/dashboards/widget-types";
import { noteMaxLength } from "@tierwise/common/dashboards/widget-types";
import { WIDGET_SETTING_OPTIONS_QUERY } from "../dashboards.graphql.ts";
import type { DashboardWidgetDefinition } from "../extensions/widget-api.ts";

type Settings = Record<string, unknown>;

type FieldsProps = {
  type: DashboardWidgetType;
  settings: Settings;
  onChange: (settings: Settings) => void;
  extensionTypes: readonly DashboardWidgetDefinition[];
};

const choice = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);
const count = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

/** The settings each widget type has (common/dashboards/widget-types says which and their limits). */
export function WidgetSettingsFields({ type, settings, onChange, extensionTypes }: FieldsProps) {
  const set = (key: string, value: unknown) => onChange({ ...settings, [key]: value });
  const withSearches = type === "savedSearchCount";
  const withConfigs = type === "riskGradeDistribution" || type === "topRiskySuppliers";
  const { data } = useQuery(WIDGET_SETTING_OPTIONS_QUERY, {
    variables: { withSearches, withConfigs },
    skip: !withSearches && !withConfigs,
  });
  const limitField = (max: number) => (
    <NumberInput
      label="How many to show"
      min={1}
      max={max}
      value={count(settings.limit, 10)}
      onChange={(value) => set("limit", typeof value === "number" ? value : 10)}
    />
  );
  const configField = (
    <Select
      label="Risk configuration"
      placeholder="The organisation's default"
      clearable
      value={typeof settings.configId === "string" ? settings.configId : null}
      data={(data?.riskConfigs ?? []).map((config) => ({ value: config.id, label: config.name }))}
      onChange={(value) =>
        onChange(value ? { ...settings, configId: value } : withoutKey(settings, "configId"))
      }
    />
  );
  switch (type) {
    case "riskGradeDistribution":
      return (
        <>
          {configField}
          <Select
            label="Show"
            allowDeselect={false}
            value={choice(settings.groupBy, "grade")}
            data={[
              { value: "grade", label: "All companies by grade" },
              { value: "portfolio", label: "Each portfolio by grade" },
            ]}
            onChange={(value) => set("groupBy", value)}
          />
        </>
      );
    case "alertsOverTime":
      return (
        <>
          <Select
            label="Lines by"
            allowDeselect={false}
            value={choice(settings.groupBy, "severity")}
            data={[
              { value: "severity", label: "Severity" },
              { value: "class", label: "News class" },
            ]}
            onChange={(value) => set("groupBy", value)}
          />
          <Select
            label="Count per"
            allowDeselect={false}
            value={choice(settings.interval, "week")}
            data={[
              { value: "day", label: "Day" },
              { value: "week", label: "Week" },
              { value: "month", label: "Month" },
            ]}
            onChange={(value) => set("interval", value)}
          />
        </>
      );
    case "topAlertTopics":
      return limitField(25);
    case "casesByStatus":
      return (
        <Switch
          label="Include retired cases"
          checked={settings.includeRetired === true}
          onChange={(event) => set("includeRetired", event.currentTarget.checked)}
        />
      );
    case "overdueTasks":
      return (
        <>
          {limitField(50)}
          <Switch
            label="Only tasks assigned to me"
            checked={settings.assignedToMe === true}
            onChange={(event) => set("assignedToMe", event.currentTarget.checked)}
          />
        </>
      );
    case "topRiskySuppliers":
      return (
        <>
          {configField}
          {limitField(50)}
        </>
      );
    case "nTierExposureMap":
      return (
        <Select
          label="Tiers"
          allowDeselect={false}
          value={String(count(settings.maxTier, 3))}
          data={[
            { value: "1", label: "Tier 1" },
            { value: "2", label: "Tiers 1 and 2" },
            { value: "3", label: "Tiers 1 to 3" },
          ]}
          onChange={(value) => set("maxTier", Number(value))}
        />
      );
    case "nTierConcentration":
      return limitField(50);
    case "requestPipeline":
      return (
        <Select
          label="Requests"
          allowDeselect={false}
          value={choice(settings.kind, "all")}
          data={[
            { value: "all", label: "Single and bulk" },
            { value: "single", label: "Single only" },
            { value: "bulk", label: "Bulk only" },
          ]}
          onChange={(value) => set("kind", value)}
        />
      );
    case "note":
      return (
        <Textarea
          label="Text (Markdown)"
          description="# Heading, - list item, **bold**, *italics*, [link](https://…)"
          autosize
          minRows={5}
          maxRows={16}
          maxLength={noteMaxLength}
          value={choice(settings.markdown, "")}
          onChange={(event) => set("markdown", event.currentTarget.value)}
        />
      );
    case "savedSearchCount":
      return (
        <Select
          label="Saved search"
          required
          searchable
          nothingFoundMessage="You have no saved searches."
          value={typeof settings.savedSearchId === "string" ? settings.savedSearchId : null}
          data={(data?.savedSearches?.items ?? []).map((search) => ({
            value: search.id,
            label: search.name,
          }))}
          onChange={(value) => set("savedSearchId", value)}
        />
      );
    case "extension":
      return (
        <Select
          label="Bundle widget"
          required
          searchable
          nothingFoundMessage="No loaded bundle registers a widget. Add a bundle first."
          value={typeof settings.bundleWidget === "string" ? settings.bundleWidget : null}
          data={extensionTypes.map((definition) => ({
            value: definition.type,
            label: `${definition.title} (${definition.type})`,
          }))}
          onChange={(value) => set("bundleWidget", value)}
        />
      );
    default:
      return null;
  }
}

function withoutKey(settings: Settings, key: string): Settings {
  const { [key]: _removed, ...rest } = settings;
  return rest;
}
