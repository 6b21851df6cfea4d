import { Select } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import { recipientOf } from "../../comments/recipient-options.ts";
import { useRecipientSearch } from "../../comments/use-recipient-search.ts";

type AssigneeSelectProps = {
  label: string;
  value: PickedRecipient | null;
  onChange: (assignee: PickedRecipient | null) => void;
  disabled?: boolean;
};

const keyOf = (recipient: PickedRecipient) => `${recipient.type}:${recipient.id}`;

/**
 * One person or one team (a case's or a task's assignee), found by typing: the comments'
 * recipient search (25 per request, debounced). Searches only once the list is opened.
 */
export function AssigneeSelect({ label, value, onChange, disabled = false }: AssigneeSelectProps) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState("");
  // The text of a chosen assignee is its label, not a search.
  const typed = search === (value?.name ?? "") ? "" : search;
  const { candidates, loading } = useRecipientSearch(opened ? typed : null);
  const found = candidates.map(recipientOf);
  const all = value && !found.some((option) => keyOf(option) === keyOf(value)) ? [value] : [];
  all.push(...found);
  const group = (type: string, name: string) => ({
    group: name,
    items: all
      .filter((option) => option.type === type)
      .map((option) => ({ value: keyOf(option), label: option.name })),
  });
  return (
    <Select
      label={label}
      placeholder="Unassigned"
      searchable
      clearable
      disabled={disabled}
      data={[group("User", "People"), group("Team", "Teams")].filter((g) => g.items.length > 0)}
      value={value ? keyOf(value) : null}
      onChange={(key) => onChange(all.find((option) => keyOf(option) === key) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      // The server searched already; the list shows what it found.
      filter={({ options }) => options}
      nothingFoundMessage={loading ? "Searching…" : messages.noResults}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
