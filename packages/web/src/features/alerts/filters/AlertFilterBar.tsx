import {
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
} from "@mantine/core";
import {
  type AlertRelevancy,
  type AlertScope,
  alertPolarities,
  alertPolarityLabels,
  alertRelevancies,
  alertTypeLabels,
  alertTypes,
  defaultAlertScope,
} from "@tierwise/common/alerts";
import { joinKeywords, keywordCap, parseKeywords } from "@tierwise/common/filter-url";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import { useMemo } from "react";
import { ClearFiltersButton } from "../../../ui/FilterControls.tsx";
import { buildPortfolioTree, pathNames, searchTree } from "../../portfolios/portfolio-tree.ts";
import { usePortfolioTree } from "../../portfolios/use-portfolio-tree.ts";
import { AlertDatesFilter } from "./AlertDatesFilter.tsx";
import { activeAlertFilterCount, compactAlertFilter } from "./alert-filter-url.ts";
import { EntityFilter } from "./EntityFilter.tsx";

export const relevancyLabels: Record<AlertRelevancy, string> = {
  relevant: "Relevant",
  unscored: "Not rated",
  not_relevant: "Not relevant",
};

/** A filter of fixed choices (types, polarity, relevancy), by their labels. */
function ChoicesFilter<T extends string>({
  label,
  choices,
  labels,
  value,
  onChange,
}: {
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: readonly T[] | undefined;
  onChange: (value: T[]) => void;
}) {
  return (
    <MultiSelect
      label={label}
      data={choices.map((choice) => ({ value: choice, label: labels[choice] }))}
      value={[...(value ?? [])]}
      onChange={(picked) => onChange(picked as T[])}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const scopeOptions: { value: AlertScope; label: string }[] = [
  { value: "user", label: "My portfolios" },
  { value: "organization", label: "Organization" },
];

function PortfolioFilter({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange: (id: string | null) => void;
}) {
  const { nodes } = usePortfolioTree();
  const options = useMemo(() => {
    const tree = buildPortfolioTree(nodes ?? []);
    const { matches } = searchTree(tree, "", { limit: Number.MAX_SAFE_INTEGER });
    return matches.map((node) => ({ value: node.id, label: pathNames(tree, node.id).join(" / ") }));
  }, [nodes]);
  // A portfolio from a link that is not (or not yet) among the viewer's shows by its id.
  const data =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <Select
      label="Portfolio"
      data={data}
      value={value ?? null}
      onChange={onChange}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type AlertFilterBarProps = {
  filter: AlertFilter;
  onChange: (filter: AlertFilter) => void;
  /**
   * The side panel's bar: the company or portfolio is the page's, so no entity, portfolio or
   * scope filters there.
   */
  compact?: boolean;
  /** What "Clear filters" counts and clears: by default every filter shown. */
  clearableCount?: number;
};

/**
 * The alert filters (spec 3 §2): keywords (normalised, matched with "or"), types, polarity,
 * relevancy, companies, locations, commodities, portfolio, dates, unread and archived, and
 * whose alerts (scope). The filters live in the address; this bar only shows and changes them.
 */
export function AlertFilterBar({
  filter,
  onChange,
  compact = false,
  clearableCount = activeAlertFilterCount(filter),
}: AlertFilterBarProps) {
  const set = (change: Partial<AlertFilter>) =>
    onChange(compactAlertFilter({ ...filter, ...change }));
  const keywords = filter.keywords ?? [];
  return (
    <Paper withBorder p="sm" component="section" aria-label="Alert filters">
      <Stack gap="sm">
        {compact ? null : (
          <SegmentedControl
            aria-label="Whose alerts"
            data={scopeOptions}
            value={filter.scope ?? defaultAlertScope}
            onChange={(scope) =>
              set({ scope: scope === defaultAlertScope ? undefined : (scope as AlertScope) })
            }
            style={{ alignSelf: "flex-start" }}
          />
        )}
        <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TagsInput
            label="Keywords"
            description={
              keywords.length > 1 ? `Matching ${joinKeywords(keywords)}` : "Press Enter after each"
            }
            value={keywords}
            onChange={(values) => set({ keywords: parseKeywords(values) })}
            maxTags={keywordCap}
            clearable
          />
          <ChoicesFilter
            label="Types"
            choices={alertTypes}
            labels={alertTypeLabels}
            value={filter.types}
            onChange={(types) => set({ types })}
          />
          <ChoicesFilter
            label="Polarity"
            choices={alertPolarities}
            labels={alertPolarityLabels}
            value={filter.polarity}
            onChange={(polarity) => set({ polarity })}
          />
          <ChoicesFilter
            label="Relevancy"
            choices={alertRelevancies}
            labels={relevancyLabels}
            value={filter.relevancy}
            onChange={(relevancy) => set({ relevancy })}
          />
          {compact ? null : (
            <>
              <EntityFilter
                kind="companies"
                label="Companies"
                value={filter.companies ?? []}
                onChange={(companies) => set({ companies })}
              />
              <EntityFilter
                kind="locations"
                label="Locations"
                value={filter.locations ?? []}
                onChange={(locations) => set({ locations })}
              />
              <EntityFilter
                kind="commodities"
                label="Commodities"
                value={filter.commodities ?? []}
                onChange={(commodities) => set({ commodities })}
              />
              <PortfolioFilter
                value={filter.portfolio}
                onChange={(portfolio) => set({ portfolio })}
              />
            </>
          )}
          <AlertDatesFilter
            startDate={filter.startDate}
            endDate={filter.endDate}
            onChange={(dates) =>
              set({ startDate: dates.startDate ?? null, endDate: dates.endDate ?? null })
            }
          />
          <Stack gap="xs" justify="flex-end">
            <Switch
              label="Unread only"
              checked={filter.unread === true}
              onChange={(event) => set({ unread: event.currentTarget.checked ? true : undefined })}
            />
            <Switch
              label="Archived"
              checked={filter.archived === true}
              onChange={(event) =>
                set({ archived: event.currentTarget.checked ? true : undefined })
              }
            />
          </Stack>
        </SimpleGrid>
        {filter.alertId ? (
          <Text size="sm" c="dimmed">
            Showing one alert.
          </Text>
        ) : null}
      </Stack>
      <ClearFiltersButton count={clearableCount} onClear={() => onChange({})} />
    </Paper>
  );
}
