import { randomBytes, randomUUID } from "node:crypto";
import { webhookEventTypes } from "@tierwise/common/webhooks";
import { eq } from "drizzle-orm";
import { type GraphQLSchema, getNamedType, isAbstractType } from "graphql";
import type { Database } from "../db/client.ts";
import { alertSubscriptions } from "../features/alerts/alert-subscription.table.ts";
import { insertAlerts } from "../features/alerts/alert-write.ts";
import { digestScheduleQueue } from "../features/alerts/digests/digest-run.ts";
import { webhookDeliveries, webhookEndpoints } from "../features/webhooks/webhook.table.ts";
import { encryptWebhookSecret, newWebhookSecret } from "../features/webhooks/webhook-secret.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { download } from "./comments-support.ts";
import { askEach, type Finding, leakedSecrets, needlesFor } from "./hidden-answers-compare.ts";
import { readableText } from "./hidden-file-text.ts";
import { type ActorName, insiders, must, ops, secretMarker } from "./hidden-object-ops.ts";
import { type Roads, roadRules, signedInActors } from "./hidden-roads.ts";
import { fieldCall, type SchemaCall } from "./schema-calls.ts";

/**
 * The roads out of the app that are not answers: digests (the digest job's mail), exports
 * (files made by jobs) and the facts an AI report is written from.
 */

const rootFields = (schema: GraphQLSchema, returning: string) =>
  Object.values(schema.getMutationType()?.getFields() ?? {}).filter((field) => {
    const named = getNamedType(field.type);
    const members = isAbstractType(named) ? schema.getPossibleTypes(named) : [named];
    return members.some((m) => m.name === returning);
  });

/** The mail sent to each signed-in actor, searched for what they may not read. */
export async function mailFindings(roads: Roads, channel: string): Promise<Finding[]> {
  const found: Finding[] = [];
  const outbox = await roads.h.outbox();
  for (const { actor, person } of signedInActors(roads.world)) {
    const needles = needlesFor(roads.everything(), actor, channel);
    for (const mail of outbox.filter((m) => m.to.toLowerCase() === person.user.email.toLowerCase()))
      for (const leak of leakedSecrets(JSON.stringify(mail), needles))
        found.push({ field: channel, position: mail.subject, actor, object: "-", detail: leak });
  }
  return found;
}

/**
 * An endpoint of the owner's organisation for every event, made before any object: whatever the
 * owner makes is recorded as it would be sent. Its address is refused at delivery (loopback),
 * so the bodies are read from the deliveries table.
 */
export async function listenToEveryWebhookEvent(db: Database, organizationId: string) {
  const secret = newWebhookSecret();
  await db.insert(webhookEndpoints).values({
    organizationId,
    url: "https://127.0.0.1:9/hidden-roads",
    eventTypes: [...webhookEventTypes],
    secretCiphertext: await encryptWebhookSecret(db, secret),
    secretPrefix: secret.slice(0, 12),
  });
}

/**
 * Every webhook body of the owner's organisation, searched for what its other administrator
 * (who may read every endpoint and delivery) may not read: a private object makes no event.
 */
export async function webhookFindings(roads: Roads): Promise<{ found: Finding[]; bodies: number }> {
  const rows = await roads.h.database.db
    .select({ type: webhookDeliveries.eventType, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.organizationId, roads.world.acme.id));
  const needles = needlesFor(roads.everything(), "colleagueAdmin", "webhook");
  const found = rows.flatMap((row) =>
    leakedSecrets(row.body, needles).map((detail) => ({
      field: "webhook",
      position: row.type,
      actor: "colleagueAdmin" as const,
      object: "-",
      detail,
    })),
  );
  return { found, bodies: rows.length };
}

/**
 * Everyone signed in turns on e-mail for a feed of every alert their organisation sees; each
 * organisation subscribes to a second company, about which a public alert is raised, and a new
 * alert about the world's company only the owner's organisation sees. The digest run must
 * bring every actor the public alert and nobody outside the organisation the other.
 */
export async function probeDigests(roads: Roads) {
  const { h, world } = roads;
  const readers = [
    { actor: "owner" as const, person: world.people.owner },
    ...signedInActors(world),
  ];
  for (const { person } of readers) {
    const feed = await must(person.client, ops.feed, {
      input: {
        name: `Digest ${randomBytes(3).toString("hex")}`,
        filter: { scope: "organization" },
      },
    });
    await must(person.client, ops.feedConfig, {
      input: { feedId: feed.feed.id, emailNotifications: true },
    });
  }
  await h.database.db.insert(alertSubscriptions).values(
    [world.acme, world.globex, world.provider].map((o) => ({
      organizationId: o.id,
      kind: "company" as const,
      companyId: world.second.id,
    })),
  );
  const publicMarker = `PUBLIC-${randomBytes(5).toString("hex")}`;
  const secret = secretMarker();
  const raise = (title: string, companyId: string) => ({
    title,
    type: "news" as const,
    polarity: "NEGATIVE" as const,
    severity: "High" as const,
    provider: "test-news",
    publishedAt: new Date(),
    sourceKey: `hidden-digest:${randomUUID()}`,
    companies: [{ companyId, confidence: 1 }],
  });
  const [, hiddenId] = await insertAlerts(h.database.db, [
    raise(`${publicMarker} strike`, world.second.id),
    raise(`${secret} recall`, world.company.id),
  ]);
  if (!hiddenId) throw new Error("set-up failed: digest alert not inserted");
  world.objects.push({ kind: "digestAlert", id: hiddenId, visibleTo: insiders, secrets: [secret] });
  const hour = h.config.ALERT_DIGEST_DEFAULT_HOUR;
  const scheduledFor = new Date(Date.UTC(2030, 0, 1, hour)).toISOString();
  await enqueueJob(h.database.db, digestScheduleQueue, { schedule: "test", scheduledFor });
  await h.runJobs(200);
  const outbox = await h.outbox();
  const digestsOf = (email: string) =>
    outbox.filter((m) => m.to.toLowerCase() === email.toLowerCase()).map((m) => JSON.stringify(m));
  const missing = readers
    .filter(({ person }) => !digestsOf(person.user.email).some((m) => m.includes(publicMarker)))
    .map(({ actor }) => actor);
  const ownerSawHidden = digestsOf(world.people.owner.user.email).some((m) => m.includes(secret));
  return { found: await mailFindings(roads, "digest"), missing, ownerSawHidden };
}

/**
 * Every mutation that starts a download (generated: its answer can be an ExportJob), in each
 * of its formats, as every signed-in actor; the jobs run, and each file the actor downloads is
 * searched for what they may not read. Returns the findings and how many files were read.
 */
export async function probeExports(roads: Roads, schema: GraphQLSchema) {
  const { h, world } = roads;
  const rules = roadRules(() => world);
  const calls: SchemaCall[] = [];
  for (const field of rootFields(schema, "ExportJob")) {
    const format = field.args.find((a) => a.name === "format");
    const named = format ? getNamedType(format.type) : null;
    const values = named && "getValues" in named ? named.getValues().map((v) => v.value) : [null];
    for (const value of values) {
      const samples = { ...rules.samples, [`${field.name}.format`]: value };
      calls.push(...fieldCall(schema, "mutation", field, { ...rules, samples }, { budget: 1 }));
    }
  }
  const started: { actor: ActorName; id: string; field: string }[] = [];
  for (const { actor, person } of signedInActors(world)) {
    const answers = await askEach(
      person.client,
      calls.map((call) => ({ call, value: "" })),
    );
    answers.forEach((answer, i) => {
      const job = Object.values((answer.data ?? {}) as Record<string, { id?: string }>)[0];
      if (job?.id) started.push({ actor, id: job.id, field: calls[i]?.field ?? "-" });
    });
  }
  await h.runJobs(500);
  const found: Finding[] = [];
  let files = 0;
  for (const { actor, id, field } of started) {
    const client = world.clients[actor];
    const job = await must(
      client,
      "query($id: ID!) { exportJob(id: $id) { __typename ... on ExportJob { downloadUrl status } } }",
      { id },
    );
    if (!job.downloadUrl) continue;
    const file = await download(h, client, job.downloadUrl);
    files += file.status === 200 ? 1 : 0;
    const text = `${JSON.stringify(file.headers)}\n${readableText(file.body)}`;
    for (const leak of leakedSecrets(text, needlesFor(roads.everything(), actor, field)))
      found.push({ field, position: "file", actor, object: "-", detail: leak });
  }
  return { found, files, started: started.length, kinds: calls.length };
}

/**
 * Every mutation that has an AI report written (generated: its answer can carry the new
 * report's id), as every signed-in actor, about the world's company; the jobs run. The reports'
 * facts are then read through the schema with everything else (hidden-lists.ts).
 */
export async function writeAiReports(roads: Roads, schema: GraphQLSchema) {
  const { h, world } = roads;
  const rules = roadRules(() => world);
  const calls = rootFields(schema, "CreateAiReportSuccess").flatMap((field) =>
    fieldCall(schema, "mutation", field, rules, { budget: 1 }),
  );
  const clients = [world.people.owner.client, ...signedInActors(world).map((a) => a.person.client)];
  for (const client of clients)
    await askEach(
      client,
      calls.map((call) => ({ call, value: "" })),
    );
  await h.runJobs(500);
  return calls.map((c) => c.field);
}
