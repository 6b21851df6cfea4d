import { addTypenameToDocument } from "@apollo/client/utilities";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../server/schema.graphql?raw";

/**
 * The API refuses a query whose cost passes GRAPHQL_MAX_COST (default 5,000) before running it,
 * and the web app then only says "Something went wrong". Mocked tests never meet that limit, so
 * every operation the web app sends is costed here with the server's own rule and default, as
 * Apollo sends it (with __typename in every selection, which counts).
 * (A decision on bulk rows once asked for each row's candidates: 5,556.)
 */
const serverDefaultMaxCost = 5000;
const schema = buildSchema(printedSchema);

const modules = import.meta.glob<Record<string, unknown>>("../../**/*.graphql.ts", {
  eager: true,
});
const operations: [string, DocumentNode][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(
      ([, value]) =>
        (value as DocumentNode | null)?.kind === "Document" &&
        (value as DocumentNode).definitions.some((d) => d.kind === "OperationDefinition"),
    )
    .map(([name, value]): [string, DocumentNode] => [
      `${file.replace(/^(\.\.\/)+/, "")} ${name}`,
      value as DocumentNode,
    ]),
);

describe("every operation of the web app", () => {
  it("is found", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations)(
    "%s stays within the API's query cost limit",
    (_: string, document: DocumentNode) => {
      // The rule throws its refusal rather than reporting it.
      const cost = () =>
        validate(schema, addTypenameToDocument(document), [
          costLimitRule({ maxCost: serverDefaultMaxCost }),
        ]).map((error) => error.message);
      expect(cost).not.toThrow();
      expect(cost()).toEqual([]);
    },
  );
});
