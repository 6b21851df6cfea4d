import { type NTierGraphModel, rootNodeId } from "./graph-model.ts";

export interface PathHighlight {
  nodes: Set<string>;
  edges: Set<string>;
}

/**
 * Everything on a path from a company to the organisation: the customers it supplies, their
 * customers, and so on down to the root, keeping only what does reach the root. That is what
 * the search highlights — how a distant supplier's trouble travels up to the organisation.
 */
export function pathsToOrganisation(graph: NTierGraphModel, companyId: string): PathHighlight {
  if (!graph.hasNode(companyId)) return { nodes: new Set(), edges: new Set() };
  const downstream = reach(companyId, (id) => graph.outNeighbors(id));
  const reachesRoot = reach(rootNodeId, (id) => graph.inNeighbors(id));
  // The company itself is always shown, even when none of its paths reaches the organisation.
  const nodes = new Set([companyId, ...[...downstream].filter((id) => reachesRoot.has(id))]);
  const edges = new Set(
    graph.filterEdges(
      (_edge, _attributes, source, target) => nodes.has(source) && nodes.has(target),
    ),
  );
  return { nodes, edges };
}

function reach(start: string, next: (id: string) => string[]): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const neighbour of next(id)) {
      if (!seen.has(neighbour)) {
        seen.add(neighbour);
        queue.push(neighbour);
      }
    }
  }
  return seen;
}

/** What the highlight means, in a sentence for everyone (announced as a status). */
export function pathSummary(highlight: PathHighlight, companyName: string): string {
  // The highlight holds the company and the root besides the customers between them.
  if (!highlight.nodes.has(rootNodeId)) {
    return `${companyName} has no path to your organisation in the network shown.`;
  }
  const between = highlight.nodes.size - 2;
  if (between === 0) return `${companyName} supplies your organisation directly.`;
  return `${companyName} reaches your organisation through ${
    between === 1 ? "1 customer" : `${between} customers`
  } (highlighted).`;
}
