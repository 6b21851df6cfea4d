import { Group, Text, TextInput } from "@mantine/core";
import { parseAlertDates } from "@tierwise/common/filter-url";
import { useEffect, useState } from "react";

type Dates = { startDate?: string | null; endDate?: string | null };

type AlertDatesFilterProps = Dates & {
  onChange: (dates: { startDate?: string; endDate?: string }) => void;
};

/**
 * "From" and "To" (spec 3 §2: alert dates count only as two YYYY-MM-DD days). One day alone is
 * kept here, not applied, until the other is picked; clearing either clears the filter.
 */
export function AlertDatesFilter({ startDate, endDate, onChange }: AlertDatesFilterProps) {
  const [start, setStart] = useState(startDate ?? "");
  const [end, setEnd] = useState(endDate ?? "");
  // Filters changed elsewhere (a link, "Clear filters") replace what is typed here.
  useEffect(() => {
    setStart(startDate ?? "");
    setEnd(endDate ?? "");
  }, [startDate, endDate]);

  const apply = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    const pair = parseAlertDates([nextStart, nextEnd]);
    if (pair) onChange(pair);
    else if ((nextStart === "" || nextEnd === "") && (startDate || endDate)) onChange({});
  };
  const waiting = (start === "") !== (end === "");
  return (
    <div>
      <Group gap="xs" grow wrap="nowrap">
        <TextInput
          type="date"
          label="From"
          value={start}
          max={end || undefined}
          onChange={(event) => apply(event.currentTarget.value, end)}
        />
        <TextInput
          type="date"
          label="To"
          value={end}
          min={start || undefined}
          onChange={(event) => apply(start, event.currentTarget.value)}
        />
      </Group>
      {waiting ? (
        <Text size="xs" c="dimmed" mt={4} aria-live="polite">
          Pick both dates to filter by date.
        </Text>
      ) : null}
    </div>
  );
}
