import { Accordion, Alert, Badge, Button, Group, Skeleton, Stack, Title } from "@mantine/core";
import {
  type FacetKey,
  type NumericMetric,
  numericMetricKeys,
  numericMetrics,
} from "@tierwise/common/company-search";
import type { CompanySearchAggregations } from "./company-search.graphql.ts";
import { MetricRangeFilter } from "./MetricRangeFilter.tsx";
import { SearchFacetFilter } from "./SearchFacetFilter.tsx";
import {
  hasFilters,
  type SearchUrlState,
  withFacet,
  withParams,
  withRange,
} from "./search-url-state.ts";

type SearchFiltersProps = {
  state: SearchUrlState;
  aggregations: CompanySearchAggregations | null;
  loading: boolean;
  /** A message when the aggregations could not be loaded. */
  error: string | null;
  onChange: (state: SearchUrlState) => void;
};

/**
 * Facets (checkbox lists with counts) and numeric metrics (histogram and range input).
 * Sections with a chosen filter start open and show how many values are chosen (the badge is
 * hidden from screen readers, who hear the checked boxes; section names stay plain).
 */
export function SearchFilters({
  state,
  aggregations,
  loading,
  error,
  onChange,
}: SearchFiltersProps) {
  const { params } = state;
  const facets = (aggregations?.facets ?? []).filter(
    (facet) => facet.values.length > 0 || (params.facets[facet.key]?.length ?? 0) > 0,
  );
  const summaries = new Map(aggregations?.metrics.map((metric) => [metric.key, metric]) ?? []);
  const open = [
    ...(Object.keys(params.facets) as FacetKey[]).map((key) => `facet-${key}`),
    ...(Object.keys(params.ranges) as NumericMetric[]).map((key) => `metric-${key}`),
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="search-filters-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="search-filters-title">
          Filters
        </Title>
        {hasFilters({ ...params, query: "" }) ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange(withParams(state, { facets: {}, ranges: {} }))}
          >
            Clear filters
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Accordion multiple defaultValue={open} variant="contained" chevronPosition="right">
        {loading && !aggregations
          ? Array.from({ length: 4 }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <Skeleton key={row} height={40} mb={4} />
            ))
          : facets.map((facet) => {
              const chosen = params.facets[facet.key] ?? [];
              return (
                <Accordion.Item key={facet.key} value={`facet-${facet.key}`}>
                  <Accordion.Control>
                    <Group gap="xs" wrap="nowrap">
                      {facet.label}
                      {chosen.length > 0 ? (
                        <Badge size="xs" aria-hidden>
                          {chosen.length}
                        </Badge>
                      ) : null}
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <SearchFacetFilter
                      facet={facet}
                      selected={chosen}
                      onChange={(values) => onChange(withFacet(state, facet.key, values))}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
        {/* A metric the server does not count (credit values without the reports package) is not offered. */}
        {numericMetricKeys
          .filter((metric) => !aggregations || summaries.has(metric))
          .map((metric) => {
            const range = params.ranges[metric] ?? null;
            const { label, min, max } = numericMetrics[metric];
            return (
              <Accordion.Item key={metric} value={`metric-${metric}`}>
                <Accordion.Control>
                  <Group gap="xs" wrap="nowrap">
                    {label}
                    {range ? (
                      <Badge size="xs" aria-hidden>
                        1
                      </Badge>
                    ) : null}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <MetricRangeFilter
                    metric={metric}
                    summary={summaries.get(metric) ?? null}
                    range={range}
                    onChange={(next) => onChange(withRange(state, metric, next, { min, max }))}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
      </Accordion>
    </Stack>
  );
}
