import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Box,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { webGlAvailable } from "../geo/webgl-support.ts";
import { N_TIER_GRAPH_QUERY } from "../n-tier.graphql.ts";
import { type NTierFilter, nTierFilterInput } from "../n-tier-filter.ts";
import { GraphLegend } from "./GraphLegend.tsx";
import { GraphNodeList } from "./GraphNodeList.tsx";
import {
  buildNTierGraph,
  effectiveMeasure,
  graphNodeLimit,
  type SizeMeasure,
} from "./graph-model.ts";
import { NodePopup } from "./NodePopup.tsx";
import { pathSummary, pathsToOrganisation } from "./upstream-paths.ts";

// Sigma and the layout worker are large and useless without WebGL: loaded only to draw.
const NTierSigma = lazy(async () => ({ default: (await import("./NTierSigma.tsx")).NTierSigma }));

type NTierGraphViewProps = { filter: NTierFilter };

const measureLabels: Record<SizeMeasure, string> = {
  centrality: "Centrality",
  impact: "Impact",
  degree: "Connections",
};

/**
 * The n-tier graph (spec 3 §2, §3 "N-tier"): the organisation at the root, its suppliers by
 * tier around it, sized by centrality, impact or connections. A click opens a company's
 * suppliers ranked by relevance; the search highlights a company's paths to the organisation.
 * "Show as list" (and a browser without WebGL) gives the same content as a list by tier.
 */
export function NTierGraphView({ filter }: NTierGraphViewProps) {
  const { data, loading, error, refetch } = useQuery(N_TIER_GRAPH_QUERY, {
    variables: { filter: nTierFilterInput(filter), limit: graphNodeLimit },
    // Up to 10,000 nodes: normalising each into Apollo's cache cost seconds (issue 29), and
    // nothing else reads them there; an upload's refresh refetches the query on screen.
    fetchPolicy: "no-cache",
  });
  const [canDraw] = useState(webGlAvailable);
  const [asList, setAsList] = useState(false);
  const [chosenMeasure, setChosenMeasure] = useState<SizeMeasure>("centrality");
  const [searchedId, setSearchedId] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ id: string; at?: { x: number; y: number } } | null>(
    null,
  );

  const answer = data?.nTierGraph;
  const nodes = answer?.nodes;
  const measure = effectiveMeasure(nodes ?? [], chosenMeasure);
  const graph = useMemo(
    () => buildNTierGraph(nodes ?? [], answer?.edges ?? [], measure),
    [nodes, answer, measure],
  );
  const highlight = useMemo(
    () => (searchedId && graph.hasNode(searchedId) ? pathsToOrganisation(graph, searchedId) : null),
    [graph, searchedId],
  );
  const searchOptions = useMemo(
    () =>
      [...(nodes ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((node) => ({ value: node.id, label: node.name })),
    [nodes],
  );
  const showList = asList || !canDraw;
  const searchedName = nodes?.find((node) => node.id === searchedId)?.name ?? "";

  if (error && !data) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (loading && !data) {
    return <Skeleton height={560} role="status" aria-busy="true" aria-label="Loading the graph" />;
  }
  if (!nodes || nodes.length === 0) {
    return (
      <EmptyState
        title="No suppliers to show"
        description="No company in your supply network matches the filter."
      />
    );
  }

  const available = (option: SizeMeasure) =>
    option === "degree" || nodes.some((node) => node[option] !== null);
  const popup = selected && (
    <NodePopup
      key={selected.id}
      graph={graph}
      nodeId={selected.id}
      onClose={() => setSelected(null)}
      style={
        selected.at && !showList
          ? { position: "absolute", left: selected.at.x + 12, top: selected.at.y, zIndex: 2 }
          : undefined
      }
    />
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Select
            label="Highlight paths from a company"
            placeholder="Search a company"
            searchable
            clearable
            limit={20}
            data={searchOptions}
            value={searchedId}
            onChange={setSearchedId}
            nothingFoundMessage="No company of that name"
            w={280}
          />
          <Box>
            <Text size="sm" fw={500} id="n-tier-size-by" mb={2}>
              Size by
            </Text>
            <SegmentedControl
              aria-labelledby="n-tier-size-by"
              value={measure}
              onChange={(value) => setChosenMeasure(value as SizeMeasure)}
              data={(Object.keys(measureLabels) as SizeMeasure[]).map((option) => ({
                value: option,
                label: measureLabels[option],
                disabled: !available(option),
              }))}
            />
          </Box>
        </Group>
        {canDraw && (
          <Switch
            label="Show as list"
            checked={asList}
            onChange={(event) => setAsList(event.currentTarget.checked)}
          />
        )}
      </Group>
      {!canDraw && (
        <Alert color="yellow" title="The graph cannot be drawn in this browser">
          Drawing the graph needs WebGL, which this browser does not offer or has switched off. The
          network is listed by tier instead.
        </Alert>
      )}
      {answer.truncated && (
        <Alert color="blue" title="Only part of the network is shown">
          The network is larger than the graph can show at once. Narrow the filter to see all of it.
        </Alert>
      )}
      {highlight && (
        <Text size="sm" role="status">
          {pathSummary(highlight, searchedName)}
        </Text>
      )}
      <GraphLegend />
      {showList ? (
        <Grid>
          <Grid.Col span={{ base: 12, md: selected ? 8 : 12 }}>
            <GraphNodeList
              graph={graph}
              highlight={highlight}
              selectedNode={selected?.id ?? null}
              onSelectNode={(id) => setSelected({ id })}
            />
          </Grid.Col>
          {selected && <Grid.Col span={{ base: 12, md: 4 }}>{popup}</Grid.Col>}
        </Grid>
      ) : (
        <Box pos="relative">
          <Suspense
            fallback={<Skeleton height={560} role="status" aria-label="Loading the graph" />}
          >
            <NTierSigma
              graph={graph}
              highlight={highlight}
              selectedId={selected?.id ?? null}
              onClickNode={(id, at) => setSelected({ id, at })}
              onClickStage={() => setSelected(null)}
            />
          </Suspense>
          {popup}
        </Box>
      )}
    </Stack>
  );
}

export default NTierGraphView;
