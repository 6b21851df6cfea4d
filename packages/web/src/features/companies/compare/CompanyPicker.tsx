import { useQuery } from "@apollo/client/react";
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { COMPARE_QUICK_SEARCH_QUERY, type QuickSearchHit } from "./compare.graphql.ts";
import { compareMaximumMessage } from "./compare-messages.ts";

export const addCompanyLabel = "Add company";

type CompanyPickerProps = {
  /** Companies already compared: not offered again. */
  excludedIds: readonly string[];
  maximum: number;
  onAdd: (company: QuickSearchHit) => void;
};

function place(hit: QuickSearchHit): string {
  return [hit.city, hit.countryCode].filter(Boolean).join(", ");
}

/** "Add company": a fuzzy name search (quickSearch), 250 ms after the last keystroke. */
export function CompanyPicker({ excludedIds, maximum, onAdd }: CompanyPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), limits.selectSearchDebounceMs);
  const full = excludedIds.length >= maximum;
  const { data, loading, error } = useQuery(COMPARE_QUICK_SEARCH_QUERY, {
    variables: { text: debounced, first: companySearchLimits.headerSuggestions },
    skip: debounced === "" || full,
  });
  const hits = debounced
    ? (data?.quickSearch.companies ?? []).filter((hit) => !excludedIds.includes(hit.id))
    : [];
  const waiting = search.trim() !== debounced || loading;
  const status = error
    ? messages.somethingWentWrong
    : hits.length > 0
      ? null
      : waiting
        ? "Searching…"
        : messages.noResults;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const hit = hits.find((candidate) => candidate.id === id);
        combobox.closeDropdown();
        setSearch("");
        if (hit) onAdd(hit);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={addCompanyLabel}
          placeholder={full ? undefined : "Search companies by name"}
          description={full ? compareMaximumMessage(maximum) : undefined}
          disabled={full}
          value={search}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={waiting && debounced ? <Loader size="xs" aria-label="Searching" /> : null}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          w={{ base: "100%", sm: 420 }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search.trim() === ""}>
        <Combobox.Options aria-label="Companies found">
          {hits.map((hit) => (
            <Combobox.Option value={hit.id} key={hit.id}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">{hit.displayName}</Text>
                <Text size="xs" c="dimmed">
                  {place(hit)}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {/* A listbox holds options only (axe aria-required-children): what the search came
              to is said by an option that cannot be chosen. */}
          {status ? (
            <Combobox.Option value="" disabled aria-live="polite">
              <Text size="sm" c="dimmed">
                {status}
              </Text>
            </Combobox.Option>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
