import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../server/schema.graphql?raw";
import {
  N_TIER_COMPANIES_QUERY,
  N_TIER_EXPOSURE_QUERY,
  N_TIER_FILTER_VALUES_QUERY,
  N_TIER_GRAPH_QUERY,
  N_TIER_SITES_QUERY,
} from "./n-tier.graphql.ts";

/**
 * The documents are written by hand from the n-tier contract; the server's printed schema is
 * what they meet, so each must validate against it (the table, map and graph share them).
 */
const schema = buildSchema(printedSchema);
const documents: Record<string, DocumentNode> = {
  NTierCompanies: N_TIER_COMPANIES_QUERY,
  NTierGraph: N_TIER_GRAPH_QUERY,
  NTierSites: N_TIER_SITES_QUERY,
  NTierExposure: N_TIER_EXPOSURE_QUERY,
  NTierFilterValues: N_TIER_FILTER_VALUES_QUERY,
};

describe("n-tier documents", () => {
  it.each(Object.keys(documents))("%s validates against the server's schema", (name) => {
    const document = documents[name] as DocumentNode;
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
