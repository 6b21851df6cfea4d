import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildSchema } from "../schema.ts";
import { createFilesHarness } from "../test/comments-support.ts";
import { describeFinding, type Finding } from "../test/hidden-answers-compare.ts";
import {
  mailFindings,
  probeDigests,
  probeExports,
  webhookFindings,
  writeAiReports,
} from "../test/hidden-channels.ts";
import {
  comparedReadings,
  errorTextFindings,
  probeSearches,
  type Reading,
  readEverything,
} from "../test/hidden-lists.ts";
import { buildObjects } from "../test/hidden-object-kinds.ts";
import { actorNames, buildHiddenWorld, knownIds } from "../test/hidden-objects.ts";
import { type Roads, roadRules, unknownId } from "../test/hidden-roads.ts";
import { probeRoutes } from "../test/hidden-route-probe.ts";
import { probeNames, probeUndoTokens, undoCalls } from "../test/hidden-tokens.ts";
import { readCalls, searchCalls } from "../test/schema-calls.ts";

/**
 * Issue 32: hidden is absent on every road, for every role. The world of hidden-answers.test.ts
 * (the owner's private things, the organisation's things other organisations may not see) is
 * probed, as someone of every role of the owner's organisation, another organisation's
 * administrator, a provider manager and the signed-out client, on the roads that are not one
 * GraphQL field about one id: file routes, lists and counts, searches, mail and digests,
 * exports, AI report facts, undo tokens and names. Each road is generated (from the routes the
 * features register, or from the schema), so that a new route or field is covered without a
 * new test. Allowances live beside each generator, each with its reason.
 */

const schema = buildSchema();
const started = Date.now();
const cpuAtStart = process.threadCpuUsage();
const findings: Finding[] = [];
let asked = 0;
const roads = {} as Roads;
const rules = roadRules(() => roads.world);
const reads = readCalls(schema, rules);

beforeAll(async () => {
  roads.h = await createFilesHarness({
    GRAPHQL_MAX_DEPTH: "30",
    GRAPHQL_MAX_ALIASES: "1000",
    // The token actors ask thousands of questions a minute; the limit is not this suite's subject.
    API_TOKEN_REQUESTS_PER_MINUTE: "0",
    GRAPHQL_MAX_COST: "10000000",
    GRAPHQL_MAX_TOKENS: "1000000",
  });
  roads.world = await buildHiddenWorld(roads.h, { twins: false });
  roads.unknownId = unknownId;
  roads.known = knownIds(roads.world);
  roads.everything = () => roads.world.objects;
}, 600_000);

/** Each road's thread CPU time, printed at the end: what the suite's budget is spent on. */
const spent: string[] = [];
let cpuAtTest = process.threadCpuUsage();
beforeEach(() => {
  cpuAtTest = process.threadCpuUsage();
});
afterEach((context) => {
  const cpu = process.threadCpuUsage(cpuAtTest);
  spent.push(`${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU: ${context.task.name}`);
});

afterAll(async () => {
  const cpu = process.threadCpuUsage(cpuAtStart);
  console.info(
    `hidden roads: ${asked} calls in ${((Date.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU); ${findings.length} finding(s)\n${spent.join("\n")}`,
  );
  await roads.h?.close();
});

/** Records the findings and fails the test on any. */
function expectNone(found: Finding[]) {
  findings.push(...found);
  expect(found.map(describeFinding)).toEqual([]);
}

describe("file routes", () => {
  it("answer for a hidden file, export or report as for an unknown id, and leak nothing", async () => {
    const probed = await probeRoutes(roads);
    asked += probed.asked;
    expect(
      probed.unexplained,
      "routes that say neither how they name an object nor why not",
    ).toEqual([]);
    // Every route must serve some object of the world to its owner, or it probes nothing.
    expect(probed.blind, "routes serving none of the world's objects").toEqual([]);
    expect(probed.routes.length).toBeGreaterThan(0);
    expectNone(probed.findings);
  }, 1_200_000);
});

describe("lists, counts and searches", () => {
  it("searching for a hidden object's own words finds nothing, for every actor", async () => {
    const searched = await probeSearches(roads, searchCalls(schema, rules), actorNames);
    asked += searched.asked;
    if (process.env.HIDDEN_ANSWERS_TRACE) console.info(searched.searched.join("\n"));
    // The owner's own searches find their objects: the check is not blind.
    expect(searched.searched.length).toBeGreaterThan(0);
    expectNone(searched.found);
  }, 1_200_000);

  it("no list, count or AI report fact moves or leaks when the owner adds hidden things", async () => {
    // AI reports first (every actor has one written about the company), so that their facts
    // are read with everything else; then every pending job, so that only the owner's new
    // things can move a reading.
    const reports = await writeAiReports(roads, schema);
    expect(reports.length).toBeGreaterThan(0);
    await roads.h.runJobs(500);
    // The owner reads first, and the jobs that reading queued (scores brought up to date, the
    // n-tier network) run: everyone's first reading then finds them done.
    const ownerReading = await readEverything(roads, roads.world.people.owner.client, reads);
    await roads.h.runJobs(500);
    const before = new Map<string, Reading>();
    for (const actor of actorNames)
      before.set(actor, await readEverything(roads, roads.world.clients[actor], reads));
    const openCaseId = roads.world.objects.find((o) => o.kind === "publicCase")?.id ?? "";
    roads.world.objects.push(...(await buildObjects(roads.world.base, { openCaseId })));
    await roads.h.runJobs(500);
    roads.known = knownIds(roads.world);
    const found: Finding[] = [];
    for (const actor of actorNames) {
      const after = await readEverything(roads, roads.world.clients[actor], reads);
      found.push(...comparedReadings(roads, actor, before.get(actor) ?? new Map(), after));
      found.push(...errorTextFindings(roads, actor, after));
    }
    asked += (2 * actorNames.length + 1) * reads.length;
    // The owner's reports are written from the organisation's alert: their facts were read.
    const alertSecret = roads.world.objects.find((o) => o.kind === "organisationAlert")?.secrets[0];
    const withFacts = [...ownerReading.values()].filter((answer) => answer.includes('"facts"'));
    expect(
      withFacts.some((answer) => answer.includes(alertSecret ?? "-")),
      "the owner's report facts hold the organisation's alert",
    ).toBe(true);
    expectNone(found);
  }, 1_200_000);
});

describe("mail, digests and exports", () => {
  it("no mail to anyone probing carries a secret (mentions, notifications)", async () => {
    await roads.h.runJobs(500);
    expectNone(await mailFindings(roads, "outbox"));
  }, 600_000);

  it("a digest brings every reader their organisation's alerts and nobody another's", async () => {
    const digests = await probeDigests(roads);
    expect(digests.missing, "readers without the public alert's digest").toEqual([]);
    expect(digests.ownerSawHidden, "the owner's digest shows the organisation's alert").toBe(true);
    expectNone(digests.found);
  }, 1_200_000);

  it("no webhook delivery carries a private object, not even its id", async () => {
    await roads.h.runJobs(500);
    const webhooks = await webhookFindings(roads);
    // The public case and the organisation's alert were sent: the check is not blind.
    expect(webhooks.bodies).toBeGreaterThan(0);
    expectNone(webhooks.found);
  }, 600_000);

  it("no export an actor may run carries a secret", async () => {
    const exported = await probeExports(roads, schema);
    asked += exported.kinds * (actorNames.length - 1);
    expect(exported.files).toBeGreaterThan(0);
    expectNone(exported.found);
  }, 1_200_000);
});

describe("undo tokens and names", () => {
  it("an owner's undo token answers anyone else as a token nobody was given", async () => {
    const calls = undoCalls(schema, roads);
    expect(calls.length).toBeGreaterThan(0);
    const undone = await probeUndoTokens(roads, calls, actorNames);
    expect(undone.dead, "tokens the owner could no longer use").toEqual([]);
    expectNone(undone.found);
  }, 1_200_000);

  it("creating something under a hidden object's name answers as under a new name", async () => {
    const named = await probeNames(roads, schema, actorNames);
    expect(named.fields.length).toBeGreaterThan(0);
    expectNone(named.found);
  }, 1_200_000);
});
