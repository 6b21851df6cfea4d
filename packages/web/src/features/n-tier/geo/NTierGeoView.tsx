import { useQuery } from "@apollo/client/react";
import { Alert, Grid, Group, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { N_TIER_GRAPH_QUERY, N_TIER_SITES_QUERY } from "../n-tier.graphql.ts";
import { type NTierFilter, nTierFilterInput } from "../n-tier-filter.ts";
import { ExposurePanel } from "./ExposurePanel.tsx";
import type { ExposureRegion, ExposureSelection } from "./exposure.graphql.ts";
import { RegionForm } from "./RegionForm.tsx";
import { SiteCountryList } from "./SiteCountryList.tsx";
import {
  flowLines,
  siteDetails,
  sitePoints,
  sitesByCountry,
  sitesToGeoJson,
} from "./site-geojson.ts";
import { webGlAvailable } from "./webgl-support.ts";

// MapLibre is large and useless without WebGL: it loads only when the map is drawn.
const NTierMap = lazy(async () => ({ default: (await import("./NTierMap.tsx")).NTierMap }));

type NTierGeoViewProps = { filter: NTierFilter };

/**
 * The n-tier map (spec 3 §2 "N-tier", geo): the network's sites on an offline world map,
 * clustered and coloured by risk; a country's click, or a region drawn on the map or typed in
 * degrees, lists the tier-1 suppliers exposed to it.
 * "Show as list" (and a browser without WebGL) gives the same content as a list by country.
 */
export function NTierGeoView({ filter }: NTierGeoViewProps) {
  const variables = { filter: nTierFilterInput(filter) };
  // Tens of thousands of sites: normalising each into Apollo's cache took seconds (15 s for
  // 50,000, issue 29), and nothing else reads them from there. Refreshes after an upload refetch
  // the queries on screen all the same (upload/use-n-tier-refresh.ts).
  const sites = useQuery(N_TIER_SITES_QUERY, { variables, fetchPolicy: "no-cache" });
  // The graph gives the companies' profile slugs (sites carry only ids) and the flows to draw.
  // Asked once the sites are in: the server answers the sites first, and the map draws them
  // without waiting for the flows.
  const graph = useQuery(N_TIER_GRAPH_QUERY, {
    variables,
    fetchPolicy: "no-cache",
    skip: !sites.data,
  });
  const [canDrawMap] = useState(webGlAvailable);
  const [asList, setAsList] = useState(false);
  const [selection, setSelection] = useState<ExposureSelection | null>(null);
  const selectedCountry = selection?.kind === "country" ? selection.code : null;
  const selectedRegion = selection?.kind === "region" ? selection.region : null;
  const selectCountry = (code: string) => setSelection({ kind: "country", code });
  const regionSelector = (how: "drawn" | "entered") => (region: ExposureRegion) =>
    setSelection({ kind: "region", region, how });

  const siteRows = sites.data?.nTierSites;
  const graphData = graph.data?.nTierGraph;
  const geoJson = useMemo(() => sitesToGeoJson(siteRows ?? []), [siteRows]);
  const points = useMemo(() => sitePoints(geoJson), [geoJson]);
  const details = useMemo(() => siteDetails(geoJson), [geoJson]);
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
  const loadingSites = sites.loading && !sites.data;

  if (sites.error && !sites.data) return <ErrorWithRetry onRetry={retryWith(sites.refetch)} />;
  // The list needs the sites; the map does not: it starts (worker, basemap) while they load.
  if (loadingSites && showList) {
    return <Skeleton height={520} aria-busy="true" aria-label="Loading the map" />;
  }
  if (!loadingSites && (!siteRows || siteRows.length === 0)) {
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
          {siteRows
            ? `${siteRows.length === 1 ? "1 site" : `${siteRows.length} sites`} in ${
                countries.length === 1 ? "1 country" : `${countries.length} countries`
              }`
            : "Loading the sites…"}
        </Text>
        <Group gap="md">
          <RegionForm onRegion={regionSelector("entered")} />
          {canDrawMap && (
            <Switch
              label="Show as list"
              checked={asList}
              onChange={(event) => setAsList(event.currentTarget.checked)}
            />
          )}
        </Group>
      </Group>
      {!canDrawMap && (
        <Alert color="yellow" title="The map cannot be drawn in this browser">
          Drawing the map needs WebGL, which this browser does not offer or has switched off. The
          sites are listed by country instead.
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: selection ? 8 : 12 }}>
          {showList ? (
            <SiteCountryList
              countries={countries}
              slugs={slugs}
              selectedCountry={selectedCountry}
              onSelectCountry={selectCountry}
            />
          ) : (
            <Suspense fallback={<Skeleton height={520} aria-label="Loading the map" />}>
              <NTierMap
                sites={points}
                details={details}
                sitesLoaded={!loadingSites}
                flows={flows}
                slugs={slugs}
                selectedCountry={selectedCountry}
                onSelectCountry={selectCountry}
                selectedRegion={selectedRegion}
                onSelectRegion={regionSelector("drawn")}
              />
            </Suspense>
          )}
        </Grid.Col>
        {selection && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ExposurePanel
              selection={selection}
              hasRisks={filter.hasRisks}
              onClose={() => setSelection(null)}
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

export default NTierGeoView;
