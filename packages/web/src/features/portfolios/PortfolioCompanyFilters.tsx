import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import {
  type NumericMetric,
  numericMetricKeys,
  numericMetrics,
} from "@tierwise/common/company-search";
import { RangeInput } from "../../ui/RangeInput.tsx";
import { CompanyFilterSelect } from "./CompanyFilterSelect.tsx";
import {
  defaultPortfolioFilters,
  hasPortfolioFilters,
  type PortfolioFilters,
  type PortfolioMode,
  type PortfolioSortField,
  sortParam,
} from "./portfolio-url-state.ts";

type PortfolioCompanyFiltersProps = {
  filters: PortfolioFilters;
  onChange: (change: Partial<PortfolioFilters>) => void;
  /** The portfolio's sub-portfolios at every level (for the "portfolios" filter). */
  subPortfolios: readonly { id: string; name: string }[];
};

const metricOptions = numericMetricKeys.map((key) => ({
  value: key,
  label: numericMetrics[key].label,
}));

function isMetric(value: string | null): value is NumericMetric {
  return numericMetricKeys.some((key) => key === value);
}

/** The portfolio page's filters (spec 3 §2); every change goes to the URL. */
export function PortfolioCompanyFilters({
  filters,
  onChange,
  subPortfolios,
}: PortfolioCompanyFiltersProps) {
  const metric = filters.metric ? numericMetrics[filters.metric] : null;
  const sortOptions: { value: string; label: string }[] = [
    { value: "name", label: "Name (A–Z)" },
    { value: "-name", label: "Name (Z–A)" },
    { value: "-addedAt", label: "Recently added" },
    { value: "addedAt", label: "First added" },
  ];
  if (metric) {
    sortOptions.push(
      { value: "-metric", label: `${metric.label} (high to low)` },
      { value: "metric", label: `${metric.label} (low to high)` },
    );
  }
  return (
    <Stack gap="sm" role="group" aria-label="Filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="portfolio-mode-label">
            Portfolio mode
          </Text>
          <SegmentedControl
            aria-labelledby="portfolio-mode-label"
            data={[
              { value: "direct", label: "This portfolio" },
              { value: "all", label: "With sub-portfolios" },
            ]}
            value={filters.mode}
            onChange={(mode) => onChange({ mode: mode as PortfolioMode })}
          />
        </Stack>
        {filters.mode === "all" && subPortfolios.length > 0 ? (
          <MultiSelect
            label="Portfolios"
            placeholder={filters.portfolioIds.length === 0 ? "All sub-portfolios" : undefined}
            searchable
            clearable
            data={subPortfolios.map((portfolio) => ({
              value: portfolio.id,
              label: portfolio.name,
            }))}
            value={filters.portfolioIds}
            onChange={(portfolioIds) => onChange({ portfolioIds })}
            w={240}
          />
        ) : null}
        <CompanyFilterSelect
          value={filters.companyIds}
          onChange={(companyIds) => onChange({ companyIds })}
        />
        <Select
          label="Metric"
          placeholder="None"
          clearable
          data={metricOptions}
          value={filters.metric}
          onChange={(value) =>
            onChange({ metric: isMetric(value) ? value : null, score: null, includeBlanks: true })
          }
          w={200}
        />
        <Select
          label="Sort"
          data={sortOptions}
          value={sortParam(filters.sort)}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            const descending = value.startsWith("-");
            const field = (descending ? value.slice(1) : value) as PortfolioSortField;
            onChange({ sort: { field, descending } });
          }}
          w={260}
        />
      </Group>
      {filters.metric && metric ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <RangeInput
            label={`Score (${metric.label})`}
            type={metric.type}
            min={metric.min}
            max={metric.max}
            value={filters.score ?? { lower: metric.min, upper: metric.max }}
            onChange={(range) =>
              onChange({
                score: range.lower <= metric.min && range.upper >= metric.max ? null : range,
              })
            }
          />
          <Checkbox
            label="Include companies without a value"
            checked={filters.includeBlanks}
            onChange={(event) => onChange({ includeBlanks: event.currentTarget.checked })}
            mb={8}
          />
        </Group>
      ) : null}
      {hasPortfolioFilters(filters) ? (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              onChange({
                ...defaultPortfolioFilters,
                mode: filters.mode,
                metric: filters.metric,
                sort: filters.sort,
              })
            }
          >
            Clear filters
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
