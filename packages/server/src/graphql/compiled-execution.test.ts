import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { sessionCookieName } from "../features/auth/session-token.ts";
import { buildSchema } from "../schema.ts";
import { buildCompany } from "../test/company-factory.ts";
import { buildOrganization, buildUser } from "../test/factories.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { compiledQueryFor } from "./compiled-execution.ts";

/**
 * Compiled queries (graphql-jit), and known ones that skip Yoga's pipeline, must answer exactly
 * as the standard executor: the same data, the same masked errors, the same nulls. The same
 * requests go to the app as it runs and to an app with GRAPHQL_COMPILED_QUERIES=false on the
 * same database, and the bodies are compared.
 */
let h: Harness;
let interpreted: FastifyInstance;
let cookie: string;
let companyId: string;

beforeAll(async () => {
  h = await createHarness();
  interpreted = await buildApp({
    database: h.database,
    config: testConfig({ GRAPHQL_COMPILED_QUERIES: "false" }),
    webDistDir: "/nonexistent",
  });
  const { db } = h.database;
  const organization = await buildOrganization(db);
  const person = await buildUser(db, h.config, {
    memberships: [{ organizationId: organization.id, role: "organization_admin" }],
  });
  companyId = (await buildCompany(db, { displayName: "Compiled Query Works GmbH" })).id;
  const client = await h.signIn(person.email, person.password);
  cookie = client.cookie ?? "";
});
afterAll(async () => {
  await interpreted.close();
  await h.close();
});

async function answer(app: FastifyInstance, query: string, variables?: object, signedIn = true) {
  const response = await app.inject({
    method: "POST",
    url: "/graphql",
    headers: {
      "content-type": "application/json",
      ...(signedIn ? { cookie: `${sessionCookieName}=${cookie}` } : {}),
    },
    payload: JSON.stringify({ query, variables }),
  });
  // The text, not the parsed JSON: an answer must read the same, key order included.
  return { status: response.statusCode, body: response.body };
}

const sessionQuery =
  "{ session { id authenticated details { email name } organization { id name brandColor featureFlags } roles permissions teams { id membershipCreatedAt } } }";

const cases: [name: string, query: string, variables?: object, signedIn?: boolean][] = [
  ["the signed-in session", sessionQuery],
  ["the signed-out session", sessionQuery, undefined, false],
  [
    "a company by id, with variables, aliases and a fragment",
    `query Company($id: ID!) { first: companyById(id: $id) { ...Names } again: companyById(id: $id) { id } }
     fragment Names on Company { id displayName slug statusCode locations { __typename } tags { __typename } reportsAvailable }`,
    { id: "company" },
  ],
  [
    "a missing variable (a request error, 400)",
    "query($id: ID!) { companyById(id: $id) { id } }",
    {},
  ],
  ["a variable of the wrong type", "query($id: ID!) { companyById(id: $id) { id } }", { id: [1] }],
  ["an unknown id (null)", "query($id: ID!) { companyById(id: $id) { id } }", { id: randomUUID() }],
  [
    "a field refused to the signed-out (masked error)",
    "{ me { id email } tags { itemsCount } }",
    {},
    false,
  ],
  ["a union answer", '{ exportJob(id: "00000000-0000-4000-8000-000000000000") { __typename } }'],
  ["a list", "{ myOrganizations { id name } portfolioTree { id name } }"],
  ["a field the organisation lacks a feature for (FORBIDDEN)", "{ riskConfigs { id name } }"],
];

describe("compiled queries answer as the standard executor does", () => {
  it.each(cases)("%s", async (_name, query, variables, signedIn = true) => {
    const withIds =
      variables && "id" in variables && variables.id === "company"
        ? { ...variables, id: companyId }
        : variables;
    // A document is compiled when it is asked again, and its text then known: asked a third
    // time, it skips Yoga's pipeline (known-queries.ts).
    await answer(h.app, query, withIds, signedIn);
    const compiled = await answer(h.app, query, withIds, signedIn);
    const known = await answer(h.app, query, withIds, signedIn);
    const standard = await answer(interpreted, query, withIds, signedIn);
    expect(compiled).toEqual(standard);
    expect(known).toEqual(standard);
    expect(known.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("finds the company it was asked for (the comparison above is not of two empty answers)", async () => {
    const body = JSON.parse((await answer(h.app, cases[2]?.[1] ?? "", { id: companyId })).body);
    expect(body.data.first.displayName).toBe("Compiled Query Works GmbH");
    expect(body.data.again.id).toBe(companyId);
  });
});

describe("which operations are compiled", () => {
  const schema = buildSchema();
  const compiledFor = (text: string, operationName?: string) =>
    compiledQueryFor({ schema, document: parse(text), operationName });

  it("compiles queries", () => {
    expect(compiledFor(sessionQuery)).not.toBeNull();
    expect(compiledFor("query A { serverTime } query B { me { id } }", "B")).not.toBeNull();
  });

  it("leaves mutations, directives and unclear operations to the standard executor", () => {
    expect(compiledFor("mutation { logout }")).toBeNull();
    expect(compiledFor("query($x: Boolean!) { me @include(if: $x) { id } }")).toBeNull();
    expect(compiledFor("query A { serverTime } query B { me { id } }")).toBeNull();
  });
});
