import { DirectedGraph } from "graphology";
import { betweenness as betweennessCentrality } from "graphology-metrics/centrality/index.js";

/** The deepest tier the network reaches (spec 3 §3: tiers up to 3 are shown). */
export const maxTier = 3;

/** A supplier → customer relation as the walk reads it. */
export type NetworkEdge = { supplierId: string; customerId: string; parts: readonly string[] };

export type NetworkNode = {
  companyId: string;
  tier: number;
  centrality: number;
  degree: number;
  impact: number;
  parts: string[];
};

/** The organisation as the root every tier-1 company supplies; never a company id (not a uuid). */
export const rootNode = "organisation";

/**
 * Tiers by breadth-first walk from the tier-1 companies up their suppliers: the first tier a
 * company is reached at is its shortest path, so cycles and diamonds need nothing special.
 * `suppliersOf` gives the relations whose customer is one of the ids.
 */
export async function walkTiers(
  tierOne: readonly string[],
  suppliersOf: (customerIds: string[]) => Promise<NetworkEdge[]>,
): Promise<{ tiers: Map<string, number>; edges: NetworkEdge[] }> {
  const tiers = new Map<string, number>(tierOne.map((id) => [id, 1]));
  const edges: NetworkEdge[] = [];
  let frontier = [...new Set(tierOne)];
  for (let tier = 2; tier <= maxTier && frontier.length > 0; tier++) {
    const next: string[] = [];
    for (const edge of await suppliersOf(frontier)) {
      edges.push(edge);
      if (!tiers.has(edge.supplierId)) {
        tiers.set(edge.supplierId, tier);
        next.push(edge.supplierId);
      }
    }
    frontier = next;
  }
  // Relations among tier-3 companies still belong to the network (they shape centrality).
  if (frontier.length > 0) {
    for (const edge of await suppliersOf(frontier))
      if (tiers.has(edge.supplierId)) edges.push(edge);
  }
  return { tiers, edges: edges.filter((e) => tiers.has(e.customerId) && tiers.has(e.supplierId)) };
}

/**
 * The directed network the measures run on: supplier → customer edges between network
 * companies, and every tier-1 company → the organisation's root. Exported so that tests can
 * ask graphology for its own answer on the same graph.
 */
export function networkGraph(tiers: ReadonlyMap<string, number>, edges: readonly NetworkEdge[]) {
  const graph = new DirectedGraph({ multi: false, allowSelfLoops: false });
  graph.addNode(rootNode);
  for (const id of tiers.keys()) graph.addNode(id);
  for (const [id, tier] of tiers) if (tier === 1) graph.addDirectedEdge(id, rootNode);
  for (const edge of edges) {
    if (edge.supplierId === edge.customerId) continue;
    graph.mergeDirectedEdge(edge.supplierId, edge.customerId);
  }
  return graph;
}

/**
 * Betweenness (normalised) and degree from graphology on the network, and impact: how many
 * tier-1 companies reach the company within the tiers (a tier-1 company counts itself, since
 * its own failure hits it).
 */
export function measureNetwork(
  tiers: ReadonlyMap<string, number>,
  edges: readonly NetworkEdge[],
): NetworkNode[] {
  const graph = networkGraph(tiers, edges);
  const centrality = betweennessCentrality(graph, { normalized: true });
  const suppliers = new Map<string, string[]>();
  const parts = new Map<string, Set<string>>();
  for (const edge of edges) {
    const list = suppliers.get(edge.customerId) ?? [];
    list.push(edge.supplierId);
    suppliers.set(edge.customerId, list);
    const supplied = parts.get(edge.supplierId) ?? new Set<string>();
    for (const part of edge.parts) supplied.add(part);
    parts.set(edge.supplierId, supplied);
  }
  const impact = new Map<string, number>();
  for (const [start, tier] of tiers) {
    if (tier !== 1) continue;
    const reached = new Set([start]);
    let frontier = [start];
    for (let depth = 1; depth < maxTier; depth++) {
      const next: string[] = [];
      for (const customer of frontier)
        for (const supplier of suppliers.get(customer) ?? [])
          if (!reached.has(supplier)) {
            reached.add(supplier);
            next.push(supplier);
          }
      frontier = next;
    }
    for (const id of reached) impact.set(id, (impact.get(id) ?? 0) + 1);
  }
  return [...tiers].map(([companyId, tier]) => ({
    companyId,
    tier,
    centrality: centrality[companyId] ?? 0,
    degree: graph.degree(companyId),
    impact: impact.get(companyId) ?? 0,
    parts: [...(parts.get(companyId) ?? [])].sort(),
  }));
}
