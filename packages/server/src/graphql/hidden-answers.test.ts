import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRiskConfigId } from "../features/risk/default-risk-config.ts";
import { buildSchema } from "../schema.ts";
import { createFilesHarness, doc } from "../test/comments-support.ts";
import {
  allowedDifferences,
  askAll,
  describeFinding,
  differences,
  type Finding,
  leakedSecrets,
  needlesFor,
  normalise,
} from "../test/hidden-answers-compare.ts";
import { personOf, sees } from "../test/hidden-object-ops.ts";
import {
  type ActorName,
  actorNames,
  buildHiddenWorld,
  type HiddenWorld,
  knownIds,
  type ProbeObject,
} from "../test/hidden-objects.ts";
import { type SchemaCall, schemaCalls } from "../test/schema-calls.ts";

/**
 * Issue 26: for every query and mutation with an ID-like argument (generated from the schema,
 * so a new field is covered without a new test), the answer about an object the caller may
 * not see must be the answer about an id that does not exist; and no answer or mail may carry
 * the text (or the id) of something hidden. The callers: someone of every role in the owner's
 * organisation (a member, a second administrator, a Tierwise Manager, a teams administrator and
 * a teams member), another organisation's administrator, a provider manager and the signed-out
 * client. File routes, lists, searches, digests, exports and the other roads are in
 * hidden-roads.test.ts.
 *
 * Each call is first asked by the owner, who sees everything: the objects its answers tell
 * apart from an unknown id are the ones the field looks up, and the others are asked about
 * those (an id a field does not recognise for its owner answers as unknown for anyone). For a
 * mutation the owner acts on twins of the objects, so the probed objects stay as they were.
 * The values of one call go in one request as aliases (see askAll). Queries run first, then
 * mutations, destructive ones last. The allowances are in hidden-answers-compare.ts.
 */

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: HiddenWorld;
let known: Set<string>;
const unknownId = randomUUID();
const unknownSlug = `unknown-${randomUUID().slice(0, 8)}`;
const baselineId = randomUUID();
const findings: Finding[] = [];
const started = Date.now();
const cpuAtStart = process.threadCpuUsage();
let callCount = 0;

/** The objects that samples name: the twins while the owner tries mutations on them. */
let samplePool: "objects" | "twins" = "objects";
const objectId = (kind: string) => world[samplePool].find((o) => o.kind === kind)?.id ?? baselineId;

/** Values for required arguments that are not probed, so that calls get past validation. */
const rules = {
  samples: {
    comment: doc("x"),
    "CreateSupplierCaseInput.description": doc("x"),
    "CaseViewInput.params": {},
    "CaseViewInput.columns": [],
    "CommentPermissionInput.type": "public",
    "PortfolioAccessEntryInput.actorType": "user",
    "CaseEmailRecipientInput.email": "orders@northwind.test",
    "CaseEmailRecipientInput.type": "to",
    "DismissRiskSignalInput.context": "risk-hub",
    "UpsertSsoConnectionInput.issuer": "https://sso.example.test",
    "UpsertSsoConnectionInput.emailDomains": ["example.test"],
    "reorderPortfolio.index": 0,
    "updateMemberRole.role": "user",
    "createBulkRequest.filename": "suppliers.csv",
    email: "nobody@example.test",
    // A wall the probing members see, so that parentId is looked up (a thread on it is hidden).
    get "activityWall.target"() {
      return { caseId: objectId("publicCase") };
    },
    get "addComment.target"() {
      return { caseId: objectId("publicCase") };
    },
  } as Record<string, unknown>,
  baseline(name: string): string {
    if (/^(core)?compan(y|ies)ids?$/i.test(name)) return world.company.id;
    if (/^configid$/i.test(name)) return defaultRiskConfigId;
    if (/^signalid$/i.test(name)) return "current_ratio";
    if (/^portfolioid$/i.test(name)) return objectId("sharedChildPortfolio");
    return baselineId;
  },
};

const schema = buildSchema();
const calls = schemaCalls(schema, rules);
/**
 * The same calls selecting one level less, for the owner: telling an object apart from an
 * unknown id needs no deep answer (the owner's answers are never searched), and the deep
 * answers about every object were most of the suite's time.
 */
const shallowCalls = schemaCalls(schema, rules, 1);
const shallow = (call: SchemaCall) => shallowCalls[calls.indexOf(call)] ?? call;

beforeAll(async () => {
  h = await createFilesHarness({
    GRAPHQL_MAX_DEPTH: "30",
    GRAPHQL_MAX_ALIASES: "100",
    // The token actors ask thousands of questions a minute; the limit is not this suite's subject.
    API_TOKEN_REQUESTS_PER_MINUTE: "0",
    GRAPHQL_MAX_COST: "1000000",
    GRAPHQL_MAX_TOKENS: "100000",
  });
  world = await buildHiddenWorld(h);
  const setUp = process.threadCpuUsage(cpuAtStart);
  console.info(
    `hidden answers: world built in ${((Date.now() - started) / 1000).toFixed(1)} s (${((setUp.user + setUp.system) / 1e6).toFixed(1)} s CPU)`,
  );
  known = knownIds(world);
}, 600_000);

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const cpu = process.threadCpuUsage(cpuAtStart);
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  console.info(
    `hidden answers: ${callCount} calls over ${calls.length} argument positions in ${seconds} s (${cpuSeconds} s CPU); ${findings.length} finding(s)`,
  );
  if (process.env.HIDDEN_ANSWERS_TRACE)
    console.info(`positions no object was told apart at, for the owner: ${blind.join(", ")}`);
  await h?.close();
});

/** The probed objects and their twins: the secrets and ids of both stay hidden. */
const everything = () => [...world.objects, ...world.twins];
const probedValue = (call: SchemaCall, o: ProbeObject) =>
  call.position.kind === "slug" ? (o.slug as string) : o.id;
const unknownFor = (call: SchemaCall) => (call.position.kind === "slug" ? unknownSlug : unknownId);
/** HIDDEN_ANSWERS_TRACE=1 prints each call's thread CPU time, to find the slow ones. */
async function timed<T>(call: SchemaCall, actor: string, ask: () => Promise<T>): Promise<T> {
  const before = process.threadCpuUsage();
  const result = await ask();
  if (process.env.HIDDEN_ANSWERS_TRACE) {
    const used = process.threadCpuUsage(before);
    const ms = Math.round((used.user + used.system) / 1000);
    process.stderr.write(`trace ${ms} ms ${call.field}(${call.position.path}) ${actor}\n`);
  }
  return result;
}

/** Positions at which the owner's answers told no object apart from an unknown id. */
const blind: string[] = [];
/** Kinds every mutation is probed with whatever the owner's answers (the owner may not act). */
const alwaysProbed = new Set(["organization"]);

/**
 * The kinds of object whose id a call tells apart from an unknown id when the owner (who sees
 * them all) asks: a query about the objects themselves, a mutation about their twins (so that
 * the objects stay as they are). An id the field does not recognise for its owner answers as an
 * unknown id for anyone, so the others are asked about these kinds only (and, for secrets,
 * about whatever they may see).
 */
async function recognisedByOwner(call: SchemaCall): Promise<Set<string>> {
  const pool = call.operation === "query" ? world.objects : world.twins;
  const objects = pool.filter((o) => call.position.kind === "id" || o.slug);
  const unknown = unknownFor(call);
  const warmUp = call.operation === "mutation" ? [unknown] : [];
  const values = [...warmUp, unknown, ...objects.map((o) => probedValue(call, o))];
  callCount += values.length;
  samplePool = call.operation === "query" ? "objects" : "twins";
  const answers = await timed(call, "owner", () =>
    askAll(world.people.owner.client, shallow(call), values),
  ).finally(() => {
    samplePool = "objects";
  });
  const text = (i: number) => normalise(answers[i], values[i] as string, known);
  const reference = text(warmUp.length);
  const kinds = objects.filter((_, k) => text(warmUp.length + 1 + k) !== reference);
  if (kinds.length === 0) blind.push(`${call.operation} ${call.field}(${call.position.path})`);
  return new Set(kinds.map((o) => o.kind));
}

/**
 * The roles of the owner's organisation past a member and an administrator are asked about
 * what is hidden from them only: what they may see is read (and searched for secrets) through
 * every list in hidden-roads.test.ts, and reading it again here cost most of their time.
 */
const hiddenOnlyActors = new Set<ActorName>(["manager", "teamsAdmin", "teamsMember"]);

/** The objects a call is probed with for this actor; mutations: hidden ones only. */
function probesOf(call: SchemaCall, actor: ActorName, recognised: Set<string>) {
  return world.objects.filter((o) => {
    if (call.position.kind === "slug" && !o.slug) return false;
    const hidden = !sees(o, actor);
    if ((call.operation === "mutation" || hiddenOnlyActors.has(actor)) && !hidden) return false;
    return recognised.has(o.kind) || alwaysProbed.has(o.kind) || !hidden;
  });
}

/**
 * One call as one actor: an unknown value first (twice for a mutation, whose first call may
 * change what the next one finds), then each object. Every answer is searched for secrets the
 * actor may not read; an object hidden from the actor must answer exactly as the unknown value.
 */
async function probe(call: SchemaCall, actor: ActorName, objects: ProbeObject[]) {
  const unknown = unknownFor(call);
  const warmUp = call.operation === "mutation" ? [unknown] : [];
  const values = [...warmUp, unknown, ...objects.map((o) => probedValue(call, o))];
  callCount += values.length;
  const answers = await timed(call, actor, () => askAll(world.clients[actor], call, values));
  const secrets = needlesFor(everything(), actor, call.field);
  const found: Finding[] = [];
  const note = (object: string, detail: string) =>
    found.push({ field: call.field, position: call.position.path, actor, object, detail });
  const text = (i: number) => normalise(answers[i], values[i] as string, known);
  const reference = text(warmUp.length);
  for (const leak of leakedSecrets(reference, secrets)) note("unknown", leak);
  objects.forEach((object, k) => {
    const answer = text(warmUp.length + 1 + k);
    for (const leak of leakedSecrets(answer, secrets)) note(object.kind, leak);
    if (sees(object, actor) || answer === reference) return;
    if (Object.hasOwn(allowedDifferences, `${call.field}(${call.position.path})`)) return;
    const diff = differences(JSON.parse(answer), JSON.parse(reference));
    note(object.kind, `answer differs from an unknown id's: ${diff.join("; ")}`);
  });
  return found;
}

function probeFields(operation: "query" | "mutation", destructive: boolean) {
  const names = [
    ...new Set(
      calls
        .filter((c) => c.operation === operation && c.destructive === destructive)
        .map((c) => c.field),
    ),
  ];
  for (const name of names) {
    it(`${operation} ${name}`, async () => {
      const found: Finding[] = [];
      for (const call of calls.filter((c) => c.operation === operation && c.field === name)) {
        const recognised = await recognisedByOwner(call);
        for (const actor of actorNames)
          found.push(...(await probe(call, actor, probesOf(call, actor, recognised))));
      }
      findings.push(...found);
      expect(found.map(describeFinding)).toEqual([]);
    }, 600_000);
  }
}

describe("a hidden object answers as an unknown id: queries", () => probeFields("query", false));

describe("a hidden object answers as an unknown id: mutations", () =>
  probeFields("mutation", false));
describe("… and destructive mutations, last", () => probeFields("mutation", true));

describe("no secret in mail", () => {
  it("in any mail to the people probing", async () => {
    await h.runJobs(1000);
    const found: Finding[] = [];
    const addresses = actorNames.flatMap((actor) => {
      const person = personOf(actor);
      return person === "signedOut" ? [] : [[actor, world.people[person].user.email] as const];
    });
    for (const mail of await h.outbox()) {
      for (const [actor, address] of addresses) {
        if (!mail.to.toLowerCase().includes(address.toLowerCase())) continue;
        for (const leak of leakedSecrets(
          JSON.stringify(mail),
          needlesFor(everything(), actor, "outbox"),
        ))
          found.push({ field: "outbox", position: mail.subject, actor, object: "-", detail: leak });
      }
    }
    findings.push(...found);
    expect(found.map(describeFinding)).toEqual([]);
  });
});
