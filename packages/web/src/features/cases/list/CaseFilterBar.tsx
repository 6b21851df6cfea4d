import { useQuery } from "@apollo/client/react";
import { MultiSelect, Paper, Select, SimpleGrid } from "@mantine/core";
import {
  type CaseFilters,
  type CasePriority,
  type CaseStatus,
  casePriorities,
  casePriorityLabels,
  caseStatuses,
  caseStatusLabels,
  supplierTiers,
} from "@tierwise/common/cases";
import { limits } from "@tierwise/common/limits";
import { useState } from "react";
import {
  ClearFiltersButton,
  CreatedDateRange,
  FilterSearchInput,
} from "../../../ui/FilterControls.tsx";
import { TAGS_QUERY } from "../../tags/tags.graphql.ts";
import { activeFilterCount } from "./case-filters.ts";
import { PeopleFilter } from "./PeopleFilter.tsx";
import { recipientKey } from "./use-recipient-names.ts";

type CaseFilterBarProps = {
  filters: CaseFilters;
  onChange: (filters: CaseFilters) => void;
  /** The organisation has N-Tier: the Tiers filter is offered. */
  withTiers: boolean;
};

const accessOptions = [
  { value: "all", label: "Public and private" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
];

const listOrUndefined = <T,>(values: T[]) => (values.length > 0 ? values : undefined);

function TagsFilter({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  // Tags are asked for once the list is opened (or tags are already chosen), not on every visit.
  const [wanted, setWanted] = useState(value.length > 0);
  const { data } = useQuery(TAGS_QUERY, {
    variables: { query: null, first: limits.pageSizeMaximum, after: null },
    skip: !wanted,
  });
  const tags = data?.tags.items ?? [];
  const options = tags.map((tag) => ({ value: tag.id, label: tag.value }));
  // A chosen tag outside the first page still shows (by id) and can be removed.
  for (const id of value) {
    if (!options.some((option) => option.value === id)) options.push({ value: id, label: id });
  }
  return (
    <MultiSelect
      label="Tags"
      data={options}
      value={value}
      onChange={onChange}
      onDropdownOpen={() => setWanted(true)}
      searchable
      clearable
    />
  );
}

/**
 * The list's filters (spec 2 §3 "Case filter fields"): creators, assignees (people or teams),
 * tags, status, priority, access, tiers (N-Tier only), creation dates and a search box.
 */
export function CaseFilterBar({ filters, onChange, withTiers }: CaseFilterBarProps) {
  const set = (change: Partial<CaseFilters>) => onChange({ ...filters, ...change });
  const access =
    filters.private === true ? "private" : filters.private === false ? "public" : "all";
  const count = activeFilterCount(filters) + (filters.search ? 1 : 0);
  return (
    <Paper withBorder p="sm" component="section" aria-label="Case filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <FilterSearchInput
          value={filters.search ?? ""}
          placeholder="Case name or Case ID"
          onChange={(search) => set({ search: search || null })}
        />
        <MultiSelect
          label="Status"
          data={caseStatuses.map((status) => ({ value: status, label: caseStatusLabels[status] }))}
          value={filters.status ?? []}
          onChange={(value) => set({ status: listOrUndefined(value as CaseStatus[]) })}
          clearable
        />
        <MultiSelect
          label="Priority"
          data={casePriorities.map((priority) => ({
            value: priority,
            label: casePriorityLabels[priority],
          }))}
          value={filters.priority ?? []}
          onChange={(value) => set({ priority: listOrUndefined(value as CasePriority[]) })}
          clearable
        />
        <Select
          label="Access"
          data={accessOptions}
          value={access}
          allowDeselect={false}
          onChange={(value) =>
            set({ private: value === "private" ? true : value === "public" ? false : null })
          }
        />
        <PeopleFilter
          label="Created By"
          withTeams={false}
          value={(filters.creators ?? []).map((id) => recipientKey("user", id))}
          onChange={(keys) =>
            set({ creators: listOrUndefined(keys.map((key) => key.replace(/^user:/, ""))) })
          }
        />
        <PeopleFilter
          label="Assignee"
          withTeams
          value={filters.assignees ?? []}
          onChange={(keys) => set({ assignees: listOrUndefined(keys) })}
        />
        <TagsFilter
          value={filters.tags ?? []}
          onChange={(tags) => set({ tags: listOrUndefined(tags) })}
        />
        {withTiers ? (
          <MultiSelect
            label="Tiers"
            data={supplierTiers.map((tier) => ({ value: String(tier), label: `Tier ${tier}` }))}
            value={(filters.ntier ?? []).map(String)}
            onChange={(value) => set({ ntier: listOrUndefined(value.map(Number)) })}
            clearable
          />
        ) : null}
        <CreatedDateRange from={filters.dateFrom} to={filters.dateTo} onChange={set} />
      </SimpleGrid>
      <ClearFiltersButton count={count} onClear={() => onChange({})} />
    </Paper>
  );
}
