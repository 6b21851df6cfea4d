import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer.ts";
import { buildSchema } from "../schema.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { createContext } from "./context.ts";
import { answerDirectly, type DirectRequest, regularMediaType } from "./direct-answer.ts";
import { KnownQueries } from "./known-queries.ts";
import { buildYoga, maskRequestError, type ServerContext } from "./yoga.ts";

let h: Harness;
let yoga: ReturnType<typeof buildYoga>;
let serverContext: ServerContext;

beforeAll(async () => {
  h = await createHarness();
  yoga = buildYoga(buildSchema(), h.config);
  const { db } = h.database;
  const mailer = createMailer(db, h.config, h.app.log);
  const cookies = { setSession() {}, clearSession() {}, set() {} };
  serverContext = {
    buildContext: async () =>
      createContext({
        ...{ db, config: h.config, log: h.app.log, mailer, cookies },
        ...{ requestId: "direct-answer-test", ip: "127.0.0.1", userAgent: undefined },
        session: null,
      }),
  };
});
afterAll(() => h.close());

type Case = { name: string; body: unknown; accept?: string };

/** The same request answered by Yoga whole (its Fetch layer) and directly (or by `answer`). */
async function bothWays(
  { body, accept }: Case,
  answer = (request: DirectRequest) => answerDirectly(yoga, request, serverContext),
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (accept) headers.accept = accept;
  const json = JSON.stringify(body);
  const reference = await yoga.fetch(
    "http://localhost/graphql",
    { method: "POST", headers, body: json },
    serverContext,
  );
  const direct = await answer({ method: "POST", url: "/graphql", headers, body: JSON.parse(json) });
  const referenceHeaders = [...reference.headers.keys()]
    .map((k) => k.toLowerCase())
    .filter((k) => k !== "content-length");
  return {
    reference: {
      status: reference.status,
      headers: referenceHeaders.sort(),
      contentType: reference.headers.get("content-type"),
      body: await reference.text(),
    },
    direct: direct && {
      status: direct.status,
      headers: Object.keys(direct.headers)
        .map((k) => k.toLowerCase())
        .sort(),
      contentType: direct.headers["Content-Type"],
      body: direct.body,
    },
  };
}

const answered: Case[] = [
  { name: "a query", body: { query: "{ session { id authenticated roles } }" } },
  { name: "variables and an operation name", body: namedQuery({ n: 3 }, "Topics") },
  { name: "a variable of the wrong type", body: namedQuery({ n: "three" }, "Topics") },
  {
    name: "a missing required variable",
    body: { query: "query($id: ID!) { alert(id: $id) { id } }" },
  },
  { name: "a resolver's error (signed out)", body: { query: '{ alert(id: "x") { id } }' } },
  { name: "an unknown field", body: { query: "{ session { id nope } }" } },
  { name: "a syntax error", body: { query: "{ session { id " } },
  { name: "introspection", body: { query: "{ __schema { types { name } } }" } },
  { name: "a query past the depth limit", body: { query: deepQuery(20) } },
  { name: "an unknown operation name", body: namedQuery({ n: 1 }, "Missing") },
  {
    name: "two operations and no name",
    body: { query: "query A { session { id } } query B { serverTimeZone: session { id } }" },
  },
  { name: "a mutation", body: { query: "mutation { logout }" } },
  {
    name: "null variables and extensions",
    body: { query: "{ session { id } }", variables: null, extensions: null },
  },
  {
    name: "a validation error, answered as graphql-response+json (HTTP 400)",
    body: { query: "{ session { id nope } }" },
    accept: "application/graphql-response+json",
  },
  { name: "Accept: */*", body: { query: "{ session { id } }" }, accept: "*/*" },
  {
    name: "Accept listing a stream before JSON",
    body: { query: "{ session { id } }" },
    accept: "text/event-stream, application/json;q=0.9",
  },
];

const leftToYoga: Case[] = [
  {
    name: "Accept: a stream only",
    body: { query: "{ session { id } }" },
    accept: "text/event-stream",
  },
  {
    name: "Accept: JSON in another charset",
    body: { query: "{ session { id } }" },
    accept: "application/json; charset=latin1",
  },
  { name: "a batch", body: [{ query: "{ session { id } }" }] },
  { name: "no query", body: { variables: {} } },
  { name: "variables as a list", body: { query: "{ session { id } }", variables: [] } },
  { name: "an unexpected parameter", body: { query: "{ session { id } }", debug: true } },
];

function namedQuery(variables: Record<string, unknown>, operationName: string) {
  return { query: "query Topics($n: Int) { alertTopics(limit: $n) }", variables, operationName };
}

function deepQuery(depth: number) {
  return `{ session { ${"organizations { ".repeat(depth)}id${" }".repeat(depth)} } }`;
}

describe("a GraphQL POST answered without Yoga's Fetch layer", () => {
  it.each(answered)("answers $name exactly as Yoga does", async (testCase) => {
    const { reference, direct } = await bothWays(testCase);
    expect(direct).toEqual(reference);
  });

  it.each(leftToYoga)("leaves $name to Yoga", async (testCase) => {
    const { direct } = await bothWays(testCase);
    expect(direct).toBeUndefined();
  });

  it("negotiates the media type as Yoga does", () => {
    expect(regularMediaType(undefined)).toBe("application/json");
    expect(regularMediaType("application/graphql-response+json, application/json")).toBe(
      "application/graphql-response+json",
    );
    expect(regularMediaType("application/json, application/graphql-response+json")).toBe(
      "application/json",
    );
    expect(regularMediaType("multipart/mixed")).toBeUndefined();
  });

  it("grants no other origin the right to read answers (no CORS headers)", async () => {
    const response = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example" },
      payload: JSON.stringify({ query: "{ session { id } }" }),
    });
    expect(response.statusCode).toBe(200);
    const granted = Object.keys(response.headers).filter((k) => k.startsWith("access-control-"));
    expect(granted).toEqual([]);
    // Nor when Yoga answers itself.
    const viaYoga = await yoga.fetch(
      "http://localhost/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://elsewhere.example" },
        body: JSON.stringify({ query: "{ session { id } }" }),
      },
      serverContext,
    );
    expect([...viaYoga.headers.keys()].filter((k) => k.startsWith("access-control-"))).toEqual([]);
  });
});

describe("a query text run compiled before, answered without Yoga's pipeline", () => {
  const knownQueries = new KnownQueries();
  const known = { queries: knownQueries, maskError: maskRequestError };
  let knowing: ReturnType<typeof buildYoga>;
  beforeAll(() => {
    knowing = buildYoga(buildSchema(), h.config, undefined, knownQueries);
  });

  /** Asks three times (compiled on the second), and counts the pipeline's runs on the third. */
  async function thirdTime(testCase: Case) {
    let pipelineRuns = 0;
    const counting = {
      fetchAPI: knowing.fetchAPI,
      getResultForParams: (...args: Parameters<typeof knowing.getResultForParams>) => {
        pipelineRuns += 1;
        return knowing.getResultForParams(...args);
      },
    };
    const { reference, direct } = await bothWays(testCase, async (request) => {
      await answerDirectly(knowing, structuredClone(request), serverContext, known);
      await answerDirectly(knowing, structuredClone(request), serverContext, known);
      return answerDirectly(counting, request, serverContext, known);
    });
    return { reference, direct, pipelineRuns };
  }

  // Queries that run: these become known, a masked resolver error and null parameters too.
  const skipping = [
    "a query",
    "variables and an operation name",
    "a resolver's error (signed out)",
    "null variables and extensions",
    "Accept: */*",
    "Accept listing a stream before JSON",
  ];

  it.each(answered)("answers $name exactly as Yoga does", async (testCase) => {
    const { reference, direct, pipelineRuns } = await thirdTime(testCase);
    expect(direct).toEqual(reference);
    // Anything else (request errors of variables, refused documents, mutations) takes it.
    expect(pipelineRuns).toBe(skipping.includes(testCase.name) ? 0 : 1);
  });
});
