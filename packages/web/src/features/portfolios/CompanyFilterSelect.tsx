import { useQuery } from "@apollo/client/react";
import { MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { limits } from "@tierwise/common/limits";
import { portfolioCompanySearchLimit } from "@tierwise/common/portfolios";
import { useMemo, useState } from "react";
import { QUICK_SEARCH_QUERY } from "../companies/search/quick-search.graphql.ts";
import { FILTER_COMPANIES_QUERY } from "./company-filter.graphql.ts";

type CompanyFilterSelectProps = {
  value: readonly string[];
  onChange: (ids: string[]) => void;
};

/** The "companies" filter: companies found by name (quick search), kept by id in the URL. */
export function CompanyFilterSelect({ value, onChange }: CompanyFilterSelectProps) {
  const [search, setSearch] = useState("");
  const [text] = useDebouncedValue(search.trim(), limits.selectSearchDebounceMs);
  const found = useQuery(QUICK_SEARCH_QUERY, {
    variables: { text, first: portfolioCompanySearchLimit },
    skip: text === "",
  });
  const chosen = useQuery(FILTER_COMPANIES_QUERY, {
    variables: { ids: [...value] },
    skip: value.length === 0,
  });
  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const company of chosen.data?.companiesByIds ?? []) {
      options.set(company.id, company.displayName);
    }
    // A chosen company whose name has not arrived yet still shows as chosen.
    for (const id of value) if (!options.has(id)) options.set(id, "…");
    for (const company of found.data?.quickSearch.companies ?? []) {
      if (!options.has(company.id)) options.set(company.id, company.displayName);
    }
    return [...options].map(([id, label]) => ({ value: id, label }));
  }, [chosen.data, found.data, value]);

  return (
    <MultiSelect
      label="Companies"
      placeholder={value.length === 0 ? "Any company" : undefined}
      searchable
      clearable
      data={data}
      value={[...value]}
      onChange={(ids) => {
        setSearch("");
        onChange(ids);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={text === "" ? "Type a company name" : "No companies found"}
      w={260}
    />
  );
}
