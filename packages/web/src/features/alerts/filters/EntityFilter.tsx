import { useQuery } from "@apollo/client/react";
import { MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { limits } from "@tierwise/common/limits";
import { useRef, useState } from "react";
import { AVAILABLE_ALERT_FILTERS_QUERY, type AvailableAlertFilters } from "../alert.graphql.ts";
import { locationLabel } from "../card/alert-display.ts";

type EntityKind = "companies" | "locations" | "commodities";

const labelOf: Record<EntityKind, (item: AvailableAlertFilters[EntityKind][number]) => string> = {
  companies: (item) => item.name,
  locations: (item) => ("level" in item ? locationLabel(item) : item.name),
  commodities: (item) => item.name,
};

type EntityFilterProps = {
  kind: EntityKind;
  label: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
};

/**
 * Companies, locations or commodities to filter by, searched on the server (available alert
 * filters, spec 3 §7) 250 ms after typing stops. Names seen once are remembered, so a chosen
 * entity keeps its name when a later search no longer returns it; one from a link that was
 * never seen shows its id until a search finds it.
 */
export function EntityFilter({ kind, label, value, onChange }: EntityFilterProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), limits.selectSearchDebounceMs);
  const { data, loading } = useQuery(AVAILABLE_ALERT_FILTERS_QUERY, {
    variables: { search: debounced || null },
    fetchPolicy: "cache-first",
  });
  const names = useRef(new Map<string, string>());
  for (const item of data?.availableAlertFilters[kind] ?? []) {
    names.current.set(item.id, labelOf[kind](item));
  }
  const found = (data?.availableAlertFilters[kind] ?? []).map((item) => item.id);
  const ids = [...new Set([...value, ...found])];
  return (
    <MultiSelect
      label={label}
      data={ids.map((id) => ({ value: id, label: names.current.get(id) ?? id }))}
      value={[...value]}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already; the names it found need not contain the typed text.
      filter={({ options }) => options}
      nothingFoundMessage={loading ? "Searching…" : "Nothing found"}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
