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
import { flowLines, overviewPoints, siteMapPoints, sitesByCountry } from "./site-geojson.ts";
import { N_TIER_SITE_MAP_QUERY, N_TIER_SITE_OVERVIEW_QUERY } from "./site-map.graphql.ts";
import { webGlAvailable } from "./webgl-support.ts";

// MapLibre is large and useless without WebGL: it loads only when the map is drawn.
const NTierMap = lazy(async () => ({ default: (await import("./NTierMap.tsx")).NTierMap }));

type NTierGeoViewProps = { filter: NTierFilter };
const noSiteIds: readonly string[] = [];

/**
 * The n-tier map (spec 3 §2 "N-tier", geo): the network's sites on an offline world map,
 * clustered and coloured by risk; a country's click, or a region drawn on the map or typed in
 * degrees, lists the tier-1 suppliers exposed to it.
 * "Show as list" (and a browser without WebGL) gives the same content as a list by country.
 */
export function NTierGeoView({ filter }: NTierGeoViewProps) {
  const variables = { filter: nTierFilterInput(filter) };
  const [canDrawMap] = useState(webGlAvailable);
  const [asList, setAsList] = useState(false);
  const showList = asList || !canDrawMap;
  // The map first draws the sites summed by grid cell (a small answer, asked for by the route
  // before this view loaded: map-preload.ts), then every site from the lean site map
  // (positions and risk) once it has drawn those; a click asks for its sites' companies.
  const [mapDrawn, setMapDrawn] = useState(false);
  const overview = useQuery(N_TIER_SITE_OVERVIEW_QUERY, { variables, skip: !canDrawMap });
  const siteMap = useQuery(N_TIER_SITE_MAP_QUERY, { variables, skip: !canDrawMap || !mapDrawn });
  // The list needs every site's company and address: asked for only when it is shown. Tens of
  // thousands of sites: normalising each into Apollo's cache took seconds (15 s for 50,000,
  // issue 29), and nothing else reads them from there. Refreshes after an upload refetch the
  // queries on screen all the same (upload/use-n-tier-refresh.ts).
  const sites = useQuery(N_TIER_SITES_QUERY, {
    variables,
    fetchPolicy: "no-cache",
    skip: !showList,
  });
  // The graph gives the companies' profile slugs (sites carry only ids) and the flows to draw.
  // Asked once the map has drawn its sites (or the list has them), so its answer never
  // competes with the first drawing.
  const graph = useQuery(N_TIER_GRAPH_QUERY, {
    variables,
    fetchPolicy: "no-cache",
    skip: !mapDrawn && !sites.data,
  });
  const [selection, setSelection] = useState<ExposureSelection | null>(null);
  const selectedCountry = selection?.kind === "country" ? selection.code : null;
  const selectedRegion = selection?.kind === "region" ? selection.region : null;
  const selectCountry = (code: string) => setSelection({ kind: "country", code });
  const regionSelector = (how: "drawn" | "entered") => (region: ExposureRegion) =>
    setSelection({ kind: "region", region, how });

  const siteRows = sites.data?.nTierSites;
  const overviewData = overview.data?.nTierSiteOverview;
  const mapData = siteMap.data?.nTierSiteMap;
  const graphData = graph.data?.nTierGraph;
  const points = useMemo(
    () => (mapData ? siteMapPoints(mapData) : overviewPoints(overviewData)),
    [mapData, overviewData],
  );
  const countries = useMemo(() => sitesByCountry(siteRows ?? []), [siteRows]);
  const flows = useMemo(() => flowLines(mapData, graphData?.edges ?? []), [mapData, graphData]);
  const slugs = useMemo(
    () => new Map((graphData?.nodes ?? []).map((node) => [node.id, node.slug])),
    [graphData],
  );
  const shown = showList ? sites : overview;
  const loadingSites = shown.loading && !shown.data;
  const summary = overviewData
    ? { sites: overviewData.siteCount, countries: overviewData.countryCount }
    : siteRows
      ? { sites: siteRows.length, countries: countries.length }
      : null;

  if (shown.error && !shown.data) return <ErrorWithRetry onRetry={retryWith(shown.refetch)} />;
  // The list needs the sites; the map does not: it starts (worker, basemap) while they load.
  if (loadingSites && showList) {
    return <Skeleton height={520} role="status" aria-busy="true" aria-label="Loading the map" />;
  }
  if (summary?.sites === 0) {
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
          {summary
            ? `${summary.sites === 1 ? "1 site" : `${summary.sites} sites`} in ${
                summary.countries === 1 ? "1 country" : `${summary.countries} countries`
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
            <Suspense
              fallback={<Skeleton height={520} role="status" aria-label="Loading the map" />}
            >
              <NTierMap
                sites={points}
                siteIds={mapData?.siteIds ?? noSiteIds}
                allSites={Boolean(mapData)}
                sitesLoaded={!loadingSites}
                onDrawn={() => setMapDrawn(true)}
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
