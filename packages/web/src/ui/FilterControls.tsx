import { Button, Group, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { limits } from "@tierwise/common/limits";
import { useEffect, useState } from "react";

/**
 * A list's search box: it filters 250 ms after typing stops (spec 1 §9 search debounce), and
 * filters cleared or applied elsewhere replace its text.
 */
export function FilterSearchInput({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(
    (next: string) => onChange(next.trim()),
    limits.selectSearchDebounceMs,
  );
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}

type CreatedDateRangeProps = {
  /** YYYY-MM-DD, or null. */
  from: string | null | undefined;
  to: string | null | undefined;
  onChange: (range: { dateFrom?: string | null; dateTo?: string | null }) => void;
};

/** "Created from" and "Created to" of a list's filters; each bounds the other. */
export function CreatedDateRange({ from, to, onChange }: CreatedDateRangeProps) {
  return (
    <>
      <TextInput
        type="date"
        label="Created from"
        value={from ?? ""}
        max={to ?? undefined}
        onChange={(event) => onChange({ dateFrom: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label="Created to"
        value={to ?? ""}
        min={from ?? undefined}
        onChange={(event) => onChange({ dateTo: event.currentTarget.value || null })}
      />
    </>
  );
}

/** "Clear filters (n)" under a filter bar, shown only while some filter is set. */
export function ClearFiltersButton({ count, onClear }: { count: number; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        Clear filters ({count})
      </Button>
    </Group>
  );
}
