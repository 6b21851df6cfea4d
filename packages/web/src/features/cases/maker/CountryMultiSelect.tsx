import { type ComboboxItem, type ComboboxParsedItem, MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { caseLimits } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import { useMemo, useState } from "react";
import { countryOptions, matchingCountries } from "./case-countries.ts";

type CountryMultiSelectProps = {
  label: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * Countries by ISO code, offered in ASCII-name order; the typed search narrows the list 200 ms
 * after typing stops (spec 2 §2), accents ignored.
 */
export function CountryMultiSelect({
  label,
  value,
  onChange,
  error,
  disabled = false,
}: CountryMultiSelectProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, caseLimits.countrySearchDebounceMs);
  const shown = useMemo(
    () => new Set(matchingCountries(countryOptions, debounced).map((option) => option.value)),
    [debounced],
  );
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? "Choose countries" : undefined}
      searchable
      clearable
      disabled={disabled}
      error={error}
      data={countryOptions as ComboboxItem[]}
      value={[...value]}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) =>
        (options as ComboboxParsedItem[]).filter(
          (option) => "value" in option && shown.has(option.value),
        )
      }
      nothingFoundMessage={messages.noResults}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
