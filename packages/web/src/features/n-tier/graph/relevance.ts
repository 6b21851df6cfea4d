import type { NTierNode } from "../n-tier.graphql.ts";
import { type NTierGraphModel, rootNodeId } from "./graph-model.ts";

/** Spec 3 §3 "N-tier": the graph popup weighs a company's alerts by 5 and its risks by 10. */
export const relevanceWeights = { alerts: 5, risks: 10 } as const;

export function relevance(node: Pick<NTierNode, "alertCount" | "riskCount">): number {
  return relevanceWeights.alerts * node.alertCount + relevanceWeights.risks * node.riskCount;
}

export interface RankedCompany {
  company: NTierNode;
  relevance: number;
}

/** Companies by relevance, the most relevant first; equal ones by name. */
export function rankByRelevance(companies: readonly NTierNode[]): RankedCompany[] {
  return companies
    .map((company) => ({ company, relevance: relevance(company) }))
    .sort((a, b) => b.relevance - a.relevance || a.company.name.localeCompare(b.company.name));
}

/**
 * What a clicked node's popup ranks: the node's direct suppliers (the organisation's are its
 * tier-1 suppliers), whose alerts and risks reach the node first.
 */
export function suppliersByRelevance(graph: NTierGraphModel, nodeId: string): RankedCompany[] {
  if (!graph.hasNode(nodeId)) return [];
  const suppliers = graph
    .inNeighbors(nodeId)
    .filter((id) => id !== rootNodeId)
    .flatMap((id) => {
      const company = graph.getNodeAttribute(id, "company");
      return company ? [company] : [];
    });
  return rankByRelevance(suppliers);
}
