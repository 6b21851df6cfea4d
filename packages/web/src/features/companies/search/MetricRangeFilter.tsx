import { Stack, Text } from "@mantine/core";
import { type NumericMetric, numericMetrics } from "@tierwise/common/company-search";
import type { NumericRange } from "@tierwise/common/range-input";
import { RangeInput } from "../../../ui/RangeInput.tsx";
import type { MetricSummary } from "./company-search.graphql.ts";
import { MetricHistogram } from "./MetricHistogram.tsx";

type MetricRangeFilterProps = {
  metric: NumericMetric;
  summary: MetricSummary | null;
  range: NumericRange | null;
  onChange: (range: NumericRange) => void;
};

/** A metric's histogram and its range input, bounded by the contract's minimum and maximum. */
export function MetricRangeFilter({ metric, summary, range, onChange }: MetricRangeFilterProps) {
  const { label, type, min, max } = numericMetrics[metric];
  return (
    <Stack gap="xs">
      {summary && summary.buckets.length > 0 ? (
        <MetricHistogram metric={summary} range={range} />
      ) : summary ? (
        <Text size="xs" c="dimmed">
          No company in these results has a value.
        </Text>
      ) : null}
      <RangeInput
        label={label}
        type={type}
        min={min}
        max={max}
        value={range ?? { lower: min, upper: max }}
        onChange={onChange}
      />
    </Stack>
  );
}
