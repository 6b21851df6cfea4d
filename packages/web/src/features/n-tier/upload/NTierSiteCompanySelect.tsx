import { useQuery } from "@apollo/client/react";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { limits } from "@tierwise/common/limits";
import { useState } from "react";
import { N_TIER_SITE_COMPANIES_QUERY } from "./n-tier-upload.graphql.ts";

type Chosen = { id: string; name: string };

/**
 * The company a facility list's sites all belong to, found by name among the organisation's
 * network (tier 1 first): "the sites of my supplier X", as suppliers send their lists.
 */
export function NTierSiteCompanySelect({
  value,
  onChange,
}: {
  value: Chosen | null;
  onChange: (company: Chosen | null) => void;
}) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), limits.selectSearchDebounceMs);
  const { data } = useQuery(N_TIER_SITE_COMPANIES_QUERY, {
    variables: { search: debounced === "" ? null : debounced },
  });
  const found = data?.nTierCompanies.items ?? [];
  // Names alone: the select writes the chosen label into the search, which must find it again.
  const options = found.map((company) => ({ value: company.id, label: company.name }));
  // The chosen company stays an option while another search is typed.
  if (value && !found.some((company) => company.id === value.id))
    options.unshift({ value: value.id, label: value.name });
  return (
    <Select
      label="Company"
      placeholder="Search your network by name"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value?.id ?? null}
      onChange={(id) => {
        const company = found.find((each) => each.id === id);
        onChange(company ? { id: company.id, name: company.name } : null);
      }}
      nothingFoundMessage="No company of your network has this name."
      comboboxProps={{ withinPortal: true }}
      maw={420}
    />
  );
}
