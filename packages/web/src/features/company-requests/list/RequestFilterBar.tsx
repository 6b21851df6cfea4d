import { useQuery } from "@apollo/client/react";
import { MultiSelect, Paper, SimpleGrid } from "@mantine/core";
import {
  type RequestStatus,
  requestStatuses,
  requestStatusLabels,
} from "@tierwise/common/company-requests";
import type { RequestFilters } from "@tierwise/common/inputs/company-requests";
import {
  ClearFiltersButton,
  CreatedDateRange,
  FilterSearchInput,
} from "../../../ui/FilterControls.tsx";
import { CountryMultiSelect } from "../../cases/maker/CountryMultiSelect.tsx";
import { COMPANY_REQUEST_CREATORS_QUERY } from "../company-request.graphql.ts";
import { activeRequestFilterCount } from "../request-filters.ts";

type RequestFilterBarProps = {
  filters: RequestFilters;
  onChange: (filters: RequestFilters) => void;
  /** The needs-action page lists one status: no status filter there. */
  withStatus: boolean;
};

const statusOptions = requestStatuses.map((status) => ({
  value: status,
  label: requestStatusLabels[status],
}));

function CreatorsFilter({
  value,
  onChange,
}: {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { data } = useQuery(COMPANY_REQUEST_CREATORS_QUERY, { fetchPolicy: "cache-first" });
  const options = (data?.companyRequestCreators ?? []).map((person) => ({
    value: person.id,
    label: person.deactivated ? `${person.name} (deactivated)` : person.name,
  }));
  // A stored creator who no longer appears still shows (by id) and can be removed.
  for (const id of value) {
    if (!options.some((option) => option.value === id)) options.push({ value: id, label: id });
  }
  return (
    <MultiSelect
      label="Created by"
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
    />
  );
}

/** Search, status, creators, country and creation dates of the request lists (issue 16). */
export function RequestFilterBar({ filters, onChange, withStatus }: RequestFilterBarProps) {
  const set = (change: Partial<RequestFilters>) => onChange({ ...filters, ...change });
  const count = activeRequestFilterCount(filters) + (filters.search ? 1 : 0);
  return (
    <Paper withBorder p="sm" component="section" aria-label="Request filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <FilterSearchInput
          placeholder="Company name, website or tax ID"
          value={filters.search ?? ""}
          onChange={(search) => set({ search: search || null })}
        />
        {withStatus ? (
          <MultiSelect
            label="Status"
            data={statusOptions}
            value={filters.status ?? []}
            onChange={(value) => set({ status: value as RequestStatus[] })}
            clearable
          />
        ) : null}
        <CreatorsFilter value={filters.creators ?? []} onChange={(creators) => set({ creators })} />
        <CountryMultiSelect
          label="Country"
          value={filters.country ?? []}
          onChange={(country) => set({ country })}
        />
        <CreatedDateRange from={filters.dateFrom} to={filters.dateTo} onChange={set} />
      </SimpleGrid>
      <ClearFiltersButton count={count} onClear={() => onChange({})} />
    </Paper>
  );
}
