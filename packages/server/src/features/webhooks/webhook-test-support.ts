import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { jobs } from "../../jobs/job.table.ts";
import type { Harness, TestClient } from "../../test/harness.ts";
import { webhookDeliveryQueue } from "./webhook-events.ts";

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
export type Any = any;

const errorFields =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";
const plainErrorFields = "__typename ... on Error { message }";
const endpointFields =
  "id url description eventTypes enabled secretPrefix consecutiveFailures disabledAt disabledReason";
export const deliveryFields = `id endpointId eventId eventType requestBody status attempts
  responseStatus responseBody durationMs lastError replayOf nextAttemptAt`;

export const webhookOps = {
  create: `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
    ${errorFields} ... on CreateWebhookEndpointSuccess { secret endpoint { ${endpointFields} } } } }`,
  update: `mutation($id: ID!, $input: WebhookEndpointUpdateInput!) { updateWebhookEndpoint(id: $id, input: $input) {
    ${errorFields} ... on UpdateWebhookEndpointSuccess { endpoint { ${endpointFields} } } } }`,
  remove: `mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { ${plainErrorFields} ... on DeleteWebhookEndpointSuccess { id } } }`,
  rotate: `mutation($id: ID!) { rotateWebhookSecret(id: $id) { ${plainErrorFields} ... on RotateWebhookSecretSuccess { secret endpoint { secretPrefix } } } }`,
  replay: `mutation($id: ID!) { replayWebhookDelivery(id: $id) { ${plainErrorFields} ... on WebhookDeliverySuccess { delivery { ${deliveryFields} } } } }`,
  test: `mutation($endpointId: ID!) { sendTestWebhook(endpointId: $endpointId) { ${plainErrorFields} ... on WebhookDeliverySuccess { delivery { id } } } }`,
  endpoints: `{ webhookEndpoints { ${endpointFields} } }`,
  deliveries: `query($endpointId: ID!, $status: WebhookDeliveryStatus, $first: Int) {
    webhookDeliveries(endpointId: $endpointId, status: $status, first: $first) {
      itemsCount items { ${deliveryFields} } } }`,
};

/** The first field of an answer, or the error code of a refused request. */
export async function call(client: TestClient, query: string, variables = {}): Promise<Any> {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors) return { __typename: answer.errors[0]?.extensions?.code };
  return Object.values(answer.data ?? {})[0];
}

/** Registers an endpoint through the real mutation and answers it with its secret. */
export async function registerEndpoint(
  client: TestClient,
  input: { url: string; eventTypes: string[] } & Record<string, unknown>,
) {
  const created = await call(client, webhookOps.create, { input });
  if (created?.__typename !== "CreateWebhookEndpointSuccess")
    throw new Error(`endpoint not created: ${JSON.stringify(created)}`);
  return { id: created.endpoint.id as string, secret: created.secret as string };
}

export async function deliveriesOf(client: TestClient, endpointId: string, status?: string) {
  const answer = await call(client, webhookOps.deliveries, { endpointId, status, first: 100 });
  return answer.items as Any[];
}

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on loopback, as an integrator would run one: it records every request and
 * answers 200 unless told to answer otherwise for the next requests.
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(status < 300 ? "thanks" : `receiver failed with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    events: () => received.map((r) => JSON.parse(r.body) as Any),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The verification recipe of the README, written out here on its own (not the server's code),
 * so a server that signs wrongly fails it.
 */
export function verifiedSignature(secret: string, received: ReceivedWebhook): boolean {
  const id = String(received.headers["webhook-id"]);
  const timestamp = String(received.headers["webhook-timestamp"]);
  const key = Buffer.from(secret.split("_")[1] ?? "", "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${received.body}`).digest();
  return String(received.headers["webhook-signature"])
    .split(" ")
    .some((signature) => {
      const [version, value] = signature.split(",");
      const given = Buffer.from(value ?? "", "base64");
      return (
        version === "v1" && given.length === expected.length && timingSafeEqual(given, expected)
      );
    });
}

/** Makes every queued webhook attempt due now (the retry schedule waits up to 14 hours). */
export async function makeAttemptsDue(h: Harness) {
  await h.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.queue, webhookDeliveryQueue), eq(jobs.state, "queued")));
}

/** Runs the due jobs, retries brought forward, until none is left (at most `rounds` passes). */
export async function deliverAll(h: Harness, rounds = 20) {
  for (let round = 0; round < rounds; round++) {
    await makeAttemptsDue(h);
    if ((await h.runJobs(200)) === 0) return;
  }
}
