import { apiMutationFields, apiQueryFields } from "@tierwise/common/policy/api-root-fields";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { firstRefusedRootField } from "../../graphql/api-root-field-guard.ts";
import { buildSchema } from "../../schema.ts";

/**
 * The token table names every root field of the schema a token could ask for, and nothing the
 * schema lacks: a new field is refused to tokens until someone decides it here (fail closed),
 * and this test says which.
 */
describe("the API token root-field table", () => {
  const schema = buildSchema();
  const fieldsOf = (type: ReturnType<typeof schema.getQueryType>) =>
    Object.keys(type?.getFields() ?? {}).sort();

  it("lists every Query field of the built schema, and no other", () => {
    expect(Object.keys(apiQueryFields).sort()).toEqual(fieldsOf(schema.getQueryType()));
  });

  it("lists every Mutation field of the built schema, and no other", () => {
    expect(Object.keys(apiMutationFields).sort()).toEqual(fieldsOf(schema.getMutationType()));
  });

  it("has no subscriptions to decide", () => {
    expect(schema.getSubscriptionType()).toBeFalsy();
  });
});

describe("finding an operation's root fields", () => {
  const refused = (source: string, operationName?: string) =>
    firstRefusedRootField(parse(source), operationName, ["read:companies"]);

  it("reads the field under an alias, not the alias", () => {
    expect(refused('{ tags: quickSearch(text: "a") { companies { id } } }')).toBeUndefined();
    expect(refused("{ quickSearch: tags { itemsCount } }")).toBe("tags");
  });

  it("follows inline fragments and fragment spreads on the root", () => {
    expect(refused("{ ... on Query { tags { itemsCount } } }")).toBe("tags");
    expect(refused("{ ...F } fragment F on Query { ... { session { authenticated } } }")).toBe(
      "session",
    );
  });

  it("checks the operation that runs, by its name", () => {
    const two = 'query A { tags { itemsCount } } query B { company(slug: "x") { id } }';
    expect(refused(two, "B")).toBeUndefined();
    expect(refused(two, "A")).toBe("tags");
  });

  it("lets meta fields pass and refuses an unlisted field or a mutation without its scope", () => {
    expect(refused("{ __typename __schema { queryType { name } } }")).toBeUndefined();
    expect(refused("{ notAField }")).toBe("notAField");
    expect(refused("mutation { createSavedSearch(input: {}) { __typename } }")).toBe(
      "createSavedSearch",
    );
  });
});
