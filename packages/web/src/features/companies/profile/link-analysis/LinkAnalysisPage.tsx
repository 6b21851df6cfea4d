import { useQuery } from "@apollo/client/react";
import {
  Box,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { formatPercent } from "@tierwise/common/formatting";
import { limits } from "@tierwise/common/limits";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { RangeInput } from "../../../../ui/RangeInput.tsx";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { parseAreaRecords } from "../areas/parse-profile-areas.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { countryLabel } from "../company-location.ts";
import { useCompanyProfile } from "../company-profile-context.ts";
import { PagedTable } from "../sections/PagedTable.tsx";
import { LinkGraph } from "./LinkGraph.tsx";
import { LINK_ANALYSIS_QUERY } from "./link-analysis.graphql.ts";
import {
  beneficialBounds,
  defaultLinkAnalysisFilters,
  type LinkAnalysisFilters,
  type LinkEntity,
  linkAnalysisFilterInput,
  parseLinkAnalysisFilters,
  withLinkAnalysisFilters,
} from "./link-analysis-filters.ts";

const entityOptions = [
  { value: "all", label: "All" },
  { value: "person", label: "People" },
  { value: "company", label: "Companies" },
];

/** Link analysis: the people and companies linked to this one, filtered from the address. */
export function LinkAnalysisPage() {
  const { company } = useCompanyProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseLinkAnalysisFilters(searchParams), [searchParams]);
  const update = (change: Partial<LinkAnalysisFilters>, replace = false) =>
    setSearchParams((current) => withLinkAnalysisFilters(current, { ...filters, ...change }), {
      replace,
    });

  // Every link, unfiltered: the country options and the "of N" count.
  const all = useProfileAreas(["linkAnalysis"]);
  const { data, previousData, loading, error, refetch } = useQuery(LINK_ANALYSIS_QUERY, {
    variables: { id: company.id, filter: linkAnalysisFilterInput(filters) },
  });
  const area = (data ?? previousData)?.companyById?.linkAnalysis;
  const links = useMemo(
    () => (area ? parseAreaRecords("linkAnalysis", area.records).records : []),
    [area],
  );
  const everything = all.areas?.linkAnalysis?.records ?? [];
  const countryOptions = [...new Set(everything.map((link) => link.country))]
    .sort()
    .map((code) => ({ value: code, label: countryLabel(code) }));

  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const commitSearch = useDebouncedCallback(
    (text: string) => update({ search: text }, true),
    limits.selectSearchDebounceMs,
  );
  const filtered = JSON.stringify(filters) !== JSON.stringify(defaultLinkAnalysisFilters);
  const shown = data ?? previousData;

  return (
    <SubPageFrame
      subPage="link-analysis"
      sources={areaSources(all.areas, ["linkAnalysis"])}
      loading={(loading && !shown) || all.loading}
      failed={(Boolean(error) && !shown) || all.failed}
      onRetry={() => {
        void refetch().catch(() => undefined);
        all.retry();
      }}
    >
      <Group gap="md" align="flex-end" wrap="wrap" role="search" aria-label="Filter links">
        <TextInput
          label="Search"
          placeholder="Name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            commitSearch(event.currentTarget.value);
          }}
          w={{ base: "100%", xs: 220 }}
        />
        <MultiSelect
          label="Countries"
          placeholder={filters.countries.length === 0 ? "All countries" : undefined}
          data={countryOptions}
          value={filters.countries}
          onChange={(countries) => update({ countries })}
          searchable
          clearable
          w={{ base: "100%", xs: 260 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="link-entity-label">
            Entity
          </Text>
          <SegmentedControl
            aria-labelledby="link-entity-label"
            data={entityOptions}
            value={filters.entity ?? "all"}
            onChange={(value) => update({ entity: value === "all" ? null : (value as LinkEntity) })}
          />
        </Stack>
        <Box w={{ base: "100%", xs: 240 }}>
          <RangeInput
            label="Beneficial"
            type={beneficialBounds.type}
            min={beneficialBounds.min}
            max={beneficialBounds.max}
            value={{ lower: filters.beneficialGte, upper: filters.beneficialLte }}
            onChange={(range) => update({ beneficialGte: range.lower, beneficialLte: range.upper })}
          />
        </Box>
        {filtered ? (
          <Button variant="subtle" onClick={() => update(defaultLinkAnalysisFilters)}>
            Clear filters
          </Button>
        ) : null}
      </Group>

      <Text size="sm" c="dimmed" aria-live="polite">
        {links.length} of {everything.length} links shown.
      </Text>

      {/* One above the other: beside the graph, the table scrolled its Beneficial column away. */}
      <Stack gap="md" aria-busy={loading}>
        <ProfileSection
          title="Links"
          provenance={areaProvenance(all.areas?.linkAnalysis)}
          empty={links.length === 0}
          emptyText={filtered ? "No links match these filters." : "No links found."}
        >
          <PagedTable
            caption="Links"
            minWidth={520}
            rows={[...links].sort((a, b) => b.beneficial - a.beneficial)}
            rowKey={(link, index) => `${link.entityName}-${index}`}
            columns={[
              { header: "Name", cell: (link) => link.entityName },
              {
                header: "Entity",
                cell: (link) => (link.entity === "person" ? "Person" : "Company"),
              },
              { header: "Country", cell: (link) => countryLabel(link.country) },
              { header: "Relation", cell: (link) => link.relation },
              {
                header: "Beneficial",
                cell: (link) => formatPercent(link.beneficial),
                numeric: true,
              },
            ]}
          />
        </ProfileSection>
        <ProfileSection
          title="Relationships"
          empty={links.length === 0}
          emptyText={filtered ? "No links match these filters." : "No links found."}
        >
          <LinkGraph companyName={company.displayName} links={links} />
        </ProfileSection>
      </Stack>
    </SubPageFrame>
  );
}
