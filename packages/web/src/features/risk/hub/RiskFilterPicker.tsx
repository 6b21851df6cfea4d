import { useQuery } from "@apollo/client/react";
import { MultiSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { riskLimits } from "@tierwise/common/risk";
import { useRef, useState } from "react";
import {
  RISK_HUB_COMPANIES_FILTER_QUERY,
  RISK_HUB_PORTFOLIOS_FILTER_QUERY,
} from "../risk-hub.graphql.ts";

type Option = { value: string; label: string };

/**
 * Keeps the names of options once seen: a chosen company stays labelled after the search
 * moves on and the server's short list (50 or 100) no longer holds it.
 */
function useRememberedOptions(fresh: Option[], selected: string[]): Option[] {
  const seen = useRef(new Map<string, string>());
  for (const option of fresh) seen.current.set(option.value, option.label);
  const extra = selected
    .filter((id) => !fresh.some((option) => option.value === id))
    .map((id) => ({ value: id, label: seen.current.get(id) ?? id }));
  return [...fresh, ...extra];
}

type PickerProps = { value: string[]; onChange: (ids: string[]) => void };

/** The companies filter: the server's first 50 matches of what is typed (spec 3 §7). */
export function CompaniesFilterPicker({ value, onChange }: PickerProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const { data } = useQuery(RISK_HUB_COMPANIES_FILTER_QUERY, {
    variables: { search: debounced || null, first: riskLimits.companiesFilterSize },
  });
  const options = useRememberedOptions(
    (data?.riskHubCompaniesFilter ?? []).map((company) => ({
      value: company.id,
      label: company.countryCode ? `${company.name} (${company.countryCode})` : company.name,
    })),
    value,
  );
  return (
    <MultiSelect
      label="Companies"
      placeholder={value.length ? undefined : "All companies"}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage="No company matches"
      miw={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function usePortfolioOptions(search: string, selected: string[]) {
  const [debounced] = useDebouncedValue(search, 250);
  const { data } = useQuery(RISK_HUB_PORTFOLIOS_FILTER_QUERY, {
    variables: { search: debounced || null, first: riskLimits.portfoliosFilterSize },
  });
  return useRememberedOptions(
    (data?.riskHubPortfoliosFilter ?? []).map((portfolio) => ({
      value: portfolio.id,
      label: portfolio.name,
    })),
    selected,
  );
}

/** The portfolios filter: the server's first 100 matches (spec 3 §7). */
export function PortfoliosFilterPicker({ value, onChange }: PickerProps) {
  const [search, setSearch] = useState("");
  const options = usePortfolioOptions(search, value);
  return (
    <MultiSelect
      label="Portfolios"
      placeholder={value.length ? undefined : "All portfolios"}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage="No portfolio matches"
      miw={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The companies view's context: the companies of one portfolio (and its risk signals). */
export function PortfolioContextPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const [search, setSearch] = useState("");
  const options = usePortfolioOptions(search, value ? [value] : []);
  return (
    <Select
      label="Portfolio"
      placeholder="Every portfolio"
      data={options}
      value={value}
      onChange={onChange}
      searchable
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage="No portfolio matches"
      miw={200}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
