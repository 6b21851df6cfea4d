import { Group, TextInput } from "@mantine/core";
import {
  clampRange,
  clearedValue,
  formatUpperValue,
  type NumericRange,
  parseRangeInput,
  type RangeBounds,
  type RangeInputType,
  type RangeSide,
} from "@tierwise/common/range-input";
import { type KeyboardEvent, useState } from "react";

type RangeInputProps = {
  /** The metric's name; the fields are labelled "<label> from" and "<label> to". */
  label: string;
  type: RangeInputType;
  min: number;
  max: number;
  value: NumericRange;
  /** Called with the clamped, ordered range when a field is committed (blur or Enter). */
  onChange: (range: NumericRange) => void;
  disabled?: boolean;
};

/** Digit grouping for display ("500000+" → "500,000+"); parseRangeInput reads commas back. */
function groupDigits(text: string): string {
  return text.replace(/^(-?)(\d+)/, (_match, sign: string, digits: string) => {
    return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
  });
}

function displayText(side: RangeSide, value: number, max: number): string {
  return groupDigits(side === "upper" ? formatUpperValue(value, max) : String(value));
}

/**
 * Numeric range input (spec 1 §5): each value is clamped to the bounds, the lower cannot pass
 * the upper nor the upper the lower (the field being edited gives way), a cleared field resets
 * to its bound, and the upper field reads "max+" at the maximum. Values are committed on blur
 * or Enter, so half-typed text ("-", "1e") never reaches the filters.
 */
export function RangeInput({ label, type, min, max, value, onChange, disabled }: RangeInputProps) {
  const bounds: RangeBounds = { type, min, max };
  const [drafts, setDrafts] = useState<Partial<Record<RangeSide, string>>>({});

  const commit = (side: RangeSide) => {
    const draft = drafts[side];
    setDrafts((current) => ({ ...current, [side]: undefined }));
    if (draft === undefined) return;
    const parsed = parseRangeInput(draft, type);
    const typed = parsed ?? clearedValue(side, bounds);
    const next = clampRange({ ...value, [side]: typed }, bounds, side);
    if (next.lower !== value.lower || next.upper !== value.upper) onChange(next);
  };

  const field = (side: RangeSide) => (
    <TextInput
      label={`${label} ${side === "lower" ? "from" : "to"}`}
      value={drafts[side] ?? displayText(side, value[side], max)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDrafts((current) => ({ ...current, [side]: text }));
      }}
      onBlur={() => commit(side)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit(side);
        }
      }}
      inputMode={type === "INT" ? "numeric" : "decimal"}
      rightSection={type === "PERCENT" ? "%" : null}
      autoComplete="off"
      disabled={disabled}
      size="xs"
      flex={1}
      miw={0}
    />
  );

  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      {field("lower")}
      {field("upper")}
    </Group>
  );
}
