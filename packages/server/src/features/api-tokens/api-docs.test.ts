import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld } from "../../test/admin-test-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { setOrganizationSettings } from "../ai-reports/ai-reports-test-support.ts";
import { setAllAlertsAccess } from "../alerts/alerts-test-support.ts";
import { createCase } from "../cases/cases-test-support.ts";
import { scimTokenFor } from "../scim/scim-test-support.ts";
import { deliverAll, startReceiver } from "../webhooks/webhook-test-support.ts";
import {
  answerProblems,
  apiDocPath,
  docBlocksMarked,
  docExamples,
  runDocExample,
  shapeProblems,
} from "./api-docs-examples.ts";
import { tokenFor } from "./api-token-test-support.ts";

let h: Harness;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: TestClient;
let companyId: string;
const env: Record<string, string> = {};
/** What each example printed, by its first line: later checks read secrets from them. */
const printed = new Map<number, string>();
beforeAll(async () => {
  // The test's receiver listens on loopback, which deliveries are kept from outside tests.
  h = await createHarness({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" });
  receiver = await startReceiver();
  const world = await buildWorld(h);
  // The examples read risk grades and alerts, and a case makes a webhook event: the
  // organisation has those modules.
  await setOrganizationSettings(h.database.db, world.customer.id, {
    featureFlags: {
      riskDashboardAccess: true,
      alerts: true,
      comments: true,
      caseManagementEnabled: true,
    },
  });
  await setAllAlertsAccess(h.database.db, world.customer.id, true);
  const company = await buildCompany(h.database.db, { displayName: "Northwind Components" });
  const token = await tokenFor(world.actors.user.client, {
    scopes: ["read:companies", "read:risk", "read:alerts"],
    name: "Docs examples",
  });
  env.TIERWISE_URL = await h.app.listen({ port: 0, host: "127.0.0.1" });
  env.TIERWISE_TOKEN = token.secret;
  env.COMPANY_ID = company.id;
  env.TIERWISE_SCIM_TOKEN = await scimTokenFor(world.actors.organization_admin.client);
  admin = world.actors.organization_admin.client;
  const adminToken = await tokenFor(admin, {
    scopes: ["write:webhooks", "write:cases"],
    name: "Docs webhooks",
  });
  env.TIERWISE_ADMIN_TOKEN = adminToken.secret;
  env.RECEIVER_URL = receiver.url;
  companyId = company.id;
}, 120_000);
afterAll(async () => {
  await h.close();
  await receiver.close();
});

const examples = docExamples(apiDocPath);

describe("docs/api.md", () => {
  it("has examples, each with its answer", () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
    // The first example only sets the reader's variables; every later one shows an answer.
    expect(examples.slice(1).filter((example) => !example.answer)).toEqual([]);
  });

  // In order, as a reader follows the page: a later example may rely on an earlier one.
  for (const example of examples) {
    it(`line ${example.line}: runs and answers as documented`, async () => {
      const output = await runDocExample(example, env);
      printed.set(example.line, output);
      expect(answerProblems(example, output), output).toEqual([]);
    });
  }
});

describe("docs/api.md's webhooks", () => {
  it("verifies a real delivery with the page's own code, and a case.created has the documented shape", async () => {
    const created = examples.find((example) => example.script.includes("createWebhookEndpoint"));
    const answer = JSON.parse(printed.get(created?.line ?? -1) ?? "{}");
    const secret: string = answer.data.createWebhookEndpoint.secret;
    const verify = await docVerifier();

    await deliverAll(h);
    const testEvent = receiver.received.find((r) => JSON.parse(r.body).type === "webhook.test");
    if (!testEvent) throw new Error("the test event was not delivered");
    expect(verify(secret, testEvent.headers, testEvent.body)).toBe(true);
    expect(verify(secret, testEvent.headers, `${testEvent.body} `)).toBe(false);
    expect(
      verify(
        `whsec_${Buffer.from("another").toString("base64")}`,
        testEvent.headers,
        testEvent.body,
      ),
    ).toBe(false);

    await createCase(admin, { companyId });
    await deliverAll(h);
    const payload = receiver.events().find((event) => event.type === "case.created");
    const [documented] = docBlocksMarked(apiDocPath, "payload");
    expect(shapeProblems(JSON.parse(documented?.text ?? "null"), payload)).toEqual([]);
  });
});

/** The page's verification code, loaded as a reader would paste it into a module. */
async function docVerifier(): Promise<
  (secret: string, headers: Record<string, unknown>, body: string) => boolean
> {
  const [block] = docBlocksMarked(apiDocPath, "verify");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tierwise-docs-")), "verify.mjs");
  writeFileSync(file, block?.text ?? "");
  return (await import(pathToFileURL(file).href)).verify;
}

describe("the documented-shape comparison", () => {
  it("tells a changed answer from the documented one", () => {
    const documented = { data: { items: [{ id: "…", grade: "B" }] } };
    expect(
      shapeProblems(documented, { data: { items: [{ id: "x", grade: "B", more: 1 }] } }),
    ).toEqual([]);
    expect(shapeProblems(documented, { data: { items: [{ id: 1, grade: "B" }] } })).toEqual([
      "answer.data.items[0].id: not a string",
    ]);
    expect(shapeProblems(documented, { data: { items: [{ id: "x" }] } })).toEqual([
      "answer.data.items[0].grade: missing",
    ]);
    expect(shapeProblems(documented, { data: { items: [] } })).toEqual([
      "answer.data.items: empty, documented with items",
    ]);
    expect(shapeProblems({ message: "a" }, { message: "b" })).toHaveLength(1);
  });
});
