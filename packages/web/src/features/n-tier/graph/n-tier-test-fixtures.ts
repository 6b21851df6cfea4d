import type { NTierEdge, NTierNode, NTierSite } from "../n-tier.graphql.ts";

/** A network node as the API answers it; scores absent unless given (flags off). */
export function nTierNode(
  id: string,
  name: string,
  tier: number,
  extra: Partial<NTierNode> = {},
): NTierNode {
  return {
    __typename: "NTierNode",
    id,
    name,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    countryCode: "DE",
    industry: "Manufacturing",
    tier,
    parts: [],
    hasRisks: false,
    centrality: null,
    degree: null,
    impact: null,
    siteCount: 1,
    alertCount: 0,
    riskCount: 0,
    ...extra,
  };
}

export function nTierEdge(supplierId: string, customerId: string, parts: string[] = []): NTierEdge {
  return { __typename: "NTierEdge", supplierId, customerId, parts };
}

export function nTierSite(
  id: string,
  company: Pick<NTierNode, "id" | "name" | "tier" | "hasRisks">,
  place: { countryCode: string | null; latitude: number; longitude: number; name?: string },
): NTierSite {
  return {
    __typename: "NTierSite",
    id,
    companyId: company.id,
    companyName: company.name,
    tier: company.tier,
    name: place.name ?? null,
    address: null,
    countryCode: place.countryCode,
    latitude: place.latitude,
    longitude: place.longitude,
    hasRisks: company.hasRisks,
  };
}

/**
 * A small network: Acme and Borealis supply the organisation; Cobalt supplies both; Dune supplies
 * Cobalt; Ember supplies Borealis only.
 *
 *   Dune(3) → Cobalt(2) → Acme(1) → organisation
 *                       ↘ Borealis(1) ↗
 *             Ember(2) ↗
 */
export const acme = nTierNode("c1", "Acme Metals", 1, { alertCount: 1 });
export const borealis = nTierNode("c2", "Borealis Parts", 1, { riskCount: 2, hasRisks: true });
export const cobalt = nTierNode("c3", "Cobalt Mining", 2, {
  countryCode: "CL",
  alertCount: 3,
  riskCount: 1,
  hasRisks: true,
});
export const dune = nTierNode("c4", "Dune Chemicals", 3, { countryCode: "CN" });
export const ember = nTierNode("c5", "Ember Textiles", 2, { countryCode: "VN", alertCount: 4 });
export const networkNodes = [acme, borealis, cobalt, dune, ember];
export const networkEdges = [
  nTierEdge("c3", "c1", ["cobalt"]),
  nTierEdge("c3", "c2"),
  nTierEdge("c4", "c3"),
  nTierEdge("c5", "c2"),
];
