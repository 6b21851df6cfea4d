import fc from "fast-check";
import { getNamedType, isNonNullType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "../features/auth/session-token.ts";
import { buildSchema } from "../schema.ts";
import { testDatabaseKind } from "../test/database.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { buildHiddenWorld, type HiddenWorld } from "../test/hidden-objects.ts";
import { inputArbitrary } from "../test/schema-arbitraries.ts";
import { selection } from "../test/schema-calls.ts";

/**
 * Every mutation, fed inputs generated from its own schema (fast-check): the text, numbers,
 * ids and JSON a hostile or careless client sends. No answer may be an internal error (a 500,
 * or INTERNAL_SERVER_ERROR): bad input gets a clear refusal. FUZZ_RUNS sets the cases per
 * mutation (3 in the test suite; more by hand: FUZZ_RUNS=200 npx vitest run …).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 3);
// Ends the caller's own session or account: fuzzed last, each with a fresh sign-in.
const sessionEnding = /^(logout|deleteMyAccount|endAllSessions|changePassword|disableMfa)/i;

let h: Harness;
let world: HiddenWorld;
const schema = buildSchema();
const mutations = Object.values(schema.getMutationType()?.getFields() ?? {}).sort(
  (a, b) => Number(sessionEnding.test(a.name)) - Number(sessionEnding.test(b.name)),
);

beforeAll(async () => {
  if (testDatabaseKind !== "pglite") return;
  h = await createHarness();
  world = await buildHiddenWorld(h);
}, 120_000);
afterAll(() => h?.close());

type Failure = { mutation: string; variables: unknown; answer: string };

// One database is enough to find what a resolver does with hostile input; the suite's budget
// runs it on PGlite (the hidden-answers suite takes PostgreSQL).
describe.runIf(testDatabaseKind === "pglite")("fuzzing every mutation from the schema", () => {
  it(`answers ${runs} generated inputs of each mutation without an internal error`, async () => {
    const realIds = world.objects.flatMap((o) => [o.id, ...(o.slug ? [o.slug] : [])]);
    const failures: Failure[] = [];
    for (const field of mutations) {
      const args = field.args;
      const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
      const passed = args.map((a) => `${a.name}: $${a.name}`).join(", ");
      const picked = selection(schema, field.type, 1);
      const named = getNamedType(field.type);
      const body = picked
        ? `{ __typename ${picked} }`
        : named.name === "Boolean"
          ? ""
          : "{ __typename }";
      const document = `mutation${declared ? `(${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""} ${body} }`;
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const arg of args) shape[arg.name] = inputArbitrary(arg.type, { realIds });
      const requiredKeys = args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
      const samples = fc.sample(fc.record(shape, { requiredKeys }), { numRuns: runs, seed: 29 });
      const client = sessionEnding.test(field.name)
        ? await h.signIn(world.people.owner.user.email, world.people.owner.user.password)
        : world.people.owner.client;
      for (const variables of samples) {
        const response = await h.app.inject({
          method: "POST",
          url: "/graphql",
          headers: {
            "content-type": "application/json",
            ...(client.cookie ? { cookie: `${sessionCookieName}=${client.cookie}` } : {}),
          },
          payload: JSON.stringify({ query: document, variables }),
        });
        const internal =
          response.statusCode >= 500 || response.body.includes('"INTERNAL_SERVER_ERROR"');
        if (internal)
          failures.push({ mutation: field.name, variables, answer: response.body.slice(0, 300) });
      }
    }
    // What the fuzzed writes stored must not break a later read: every query that needs no
    // argument, asked as the owner, answers without an internal error.
    const owner = await h.signIn(world.people.owner.user.email, world.people.owner.user.password);
    for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
      if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
      const picked = selection(schema, field.type, 2);
      const document = `{ ${field.name}${picked ? ` { ${picked} }` : ""} }`;
      const answer = await owner.gql<{ errors?: { extensions?: { code?: string } }[] }>(document);
      if (answer.errors?.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR"))
        failures.push({
          mutation: `(read) ${field.name}`,
          variables: {},
          answer: JSON.stringify(answer.errors).slice(0, 300),
        });
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
