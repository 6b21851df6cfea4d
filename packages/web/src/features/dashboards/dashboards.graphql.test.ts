import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../server/schema.graphql?raw";
import * as dashboardDocuments from "./dashboards.graphql.ts";
import { NAVIGATION_DASHBOARDS_QUERY } from "./navigation-dashboards.graphql.ts";

/**
 * The documents are written by hand from the dashboards contract; the server's printed schema
 * is what they meet, so each must validate against it.
 */
const schema = buildSchema(printedSchema);
const documents = Object.entries({ ...dashboardDocuments, NAVIGATION_DASHBOARDS_QUERY }).filter(
  ([, value]) => (value as DocumentNode | null)?.kind === "Document",
) as [string, DocumentNode][];

describe("dashboard documents", () => {
  it("are all found", () => {
    expect(documents.length).toBeGreaterThanOrEqual(12);
  });

  it.each(documents)("%s validates against the server's schema", (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
