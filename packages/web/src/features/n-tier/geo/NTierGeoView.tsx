import { useQuery } from "@apollo/client/react";
import { Alert, Grid, Group, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { N_TIER_GRAPH_QUERY, N_TIER_SITES_QUERY } from "../n-tier.graphql.ts";
import { type NTierFilter, nTierFilterInput } from "../n-tier-filter.ts";
import { ExposurePanel } from "./ExposurePanel.tsx";
import { SiteCountryList } from "./SiteCountryList.tsx";
import { flowLines, sitesByCountry, sitesToGeoJson } from "./site-geojson.ts";
import { webGlAvailable } from "./webgl-support.ts";

// MapLibre is large and useless without WebGL: it loads only when the map is drawn.
const NTierMap = lazy(async () => ({ default: (await import("./NTierMap.tsx")).NTierMap }));

type NTierGeoViewProps = { filter: NTierFilter };

/**
 * The n-tier map (spec 3 §2 "N-tier", geo): the network's sites on an offline world map,
 * clustered and coloured by risk; a country's click lists the tier-1 suppliers exposed to it.
 * "Show as list" (and a browser without WebGL) gives the same content as a list by country.
 */
export function NTierGeoView({ filter }: NTierGeoViewProps) {
  const variables = { filter: nTierFilterInput(filter) };
  const sites = useQuery(N_TIER_SITES_QUERY, { variables });
  // The graph gives the companies' profile slugs (sites carry only ids) and the flows to draw.
  const graph = useQuery(N_TIER_GRAPH_QUERY, { variables });
  const [canDrawMap] = useState(webGlAvailable);
  const [asList, setAsList] = useState(false);
  const [selectedCountry, setSelectedCountry] = useState<string | null>(null);

  const siteRows = sites.data?.nTierSites;
  const graphData = graph.data?.nTierGraph;
  const geoJson = useMemo(() => sitesToGeoJson(siteRows ?? []), [siteRows]);
  const countries = useMemo(() => sitesByCountry(siteRows ?? []), [siteRows]);
  const flows = useMemo(
    () => flowLines(siteRows ?? [], graphData?.edges ?? []),
    [siteRows, graphData],
  );
  const slugs = useMemo(
    () => new Map((graphData?.nodes ?? []).map((node) => [node.id, node.slug])),
    [graphData],
  );
  const showList = asList || !canDrawMap;

  if (sites.error && !sites.data) return <ErrorWithRetry onRetry={retryWith(sites.refetch)} />;
  if (sites.loading && !sites.data) {
    return <Skeleton height={520} aria-busy="true" aria-label="Loading the map" />;
  }
  if (!siteRows || siteRows.length === 0) {
    return (
      <EmptyState
        title="No sites to show"
        description="No company in your supply network that matches the filter has a known site."
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {siteRows.length === 1 ? "1 site" : `${siteRows.length} sites`} in{" "}
          {countries.length === 1 ? "1 country" : `${countries.length} countries`}
        </Text>
        {canDrawMap && (
          <Switch
            label="Show as list"
            checked={asList}
            onChange={(event) => setAsList(event.currentTarget.checked)}
          />
        )}
      </Group>
      {!canDrawMap && (
        <Alert color="yellow" title="The map cannot be drawn in this browser">
          Drawing the map needs WebGL, which this browser does not offer or has switched off. The
          sites are listed by country instead.
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: selectedCountry ? 8 : 12 }}>
          {showList ? (
            <SiteCountryList
              countries={countries}
              slugs={slugs}
              selectedCountry={selectedCountry}
              onSelectCountry={setSelectedCountry}
            />
          ) : (
            <Suspense fallback={<Skeleton height={520} aria-label="Loading the map" />}>
              <NTierMap
                sites={geoJson}
                flows={flows}
                slugs={slugs}
                selectedCountry={selectedCountry}
                onSelectCountry={setSelectedCountry}
              />
            </Suspense>
          )}
        </Grid.Col>
        {selectedCountry && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ExposurePanel
              country={selectedCountry}
              hasRisks={filter.hasRisks}
              onClose={() => setSelectedCountry(null)}
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

export default NTierGeoView;
