import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addComment } from "../../test/comment-operations.ts";
import { buildPortfolio, doc } from "../../test/comments-support.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { alertSubscriptions } from "../alerts/alert-subscription.table.ts";
import { insertAlerts } from "../alerts/alert-write.ts";
import {
  buildCasesWorld,
  type CasesWorld,
  call,
  caseOps,
  createCase,
} from "../cases/cases-test-support.ts";
import { portfolioCompanies } from "../portfolios/portfolio.table.ts";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";
import { recordGradeChangeEvents } from "../risk/grade-webhook-events.ts";
import {
  type Any,
  deliverAll,
  deliveriesOf,
  registerEndpoint,
  startReceiver,
  verifiedSignature,
  webhookOps,
} from "./webhook-test-support.ts";

/**
 * Events of the catalogue reach a real receiver, signed, with only what every administrator of
 * the organisation may see: private cases and private notes produce no delivery at all.
 */
let h: Harness;
let world: CasesWorld;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let endpoint: { id: string; secret: string };
beforeAll(async () => {
  h = await createHarness({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" });
  world = await buildCasesWorld(h);
  receiver = await startReceiver();
  endpoint = await registerEndpoint(world.people.admin.client, {
    url: receiver.url,
    description: "Ticketing",
    eventTypes: [
      "alert.created",
      "case.created",
      "case.updated",
      "case.resolved",
      "comment.created",
    ],
  });
});
afterAll(async () => {
  await h.close();
  await receiver.close();
});

/** Delivers what is queued and answers the events received since `from`. */
async function eventsSince(from: number): Promise<Any[]> {
  await deliverAll(h);
  return receiver.events().slice(from);
}

describe("webhook events", () => {
  it("sends case.created, case.updated and case.resolved for a public case, signed", async () => {
    const from = receiver.received.length;
    const created = await createCase(world.people.creator.client, { companyId: world.company.id });
    await call(world.people.creator.client, caseOps.update, {
      input: { id: created.id, priority: "high" },
    });
    await call(world.people.creator.client, caseOps.update, {
      input: { id: created.id, status: "complete" },
    });
    const events = await eventsSince(from);
    expect(events.map((e) => e.type)).toEqual(["case.created", "case.updated", "case.resolved"]);
    expect(events[0].data.case).toMatchObject({
      id: created.id,
      number: created.rowNumber,
      title: created.title,
      companyId: world.company.id,
    });
    expect(events[2].data.case.status).toBe("complete");
    for (const request of receiver.received.slice(from)) {
      expect(verifiedSignature(endpoint.secret, request)).toBe(true);
      expect(request.headers["webhook-id"]).toBe(JSON.parse(request.body).id);
      expect(
        Math.abs(Number(request.headers["webhook-timestamp"]) - Date.now() / 1000),
      ).toBeLessThan(60);
    }
    // A secret that is not the endpoint's does not verify: the check above means something.
    const other = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    expect(verifiedSignature(other, receiver.received[from] as Any)).toBe(false);
    const listed = await deliveriesOf(world.people.admin.client, endpoint.id, "SUCCEEDED");
    expect(listed.slice(0, 3).map((d: Any) => [d.eventType, d.attempts, d.responseStatus])).toEqual(
      [
        ["case.resolved", 1, 200],
        ["case.updated", 1, 200],
        ["case.created", 1, 200],
      ],
    );
  });

  it("sends nothing about a private case, not even that it exists", async () => {
    const from = receiver.received.length;
    const hidden = await createCase(world.people.creator.client, {
      title: "SECRET-CASE merger talks",
      private: true,
      acl: [{ type: "user", id: world.people.colleague.id }],
    });
    await call(world.people.creator.client, caseOps.update, {
      input: { id: hidden.id, status: "complete" },
    });
    const events = await eventsSince(from);
    expect(events).toEqual([]);
  });

  it("sends public notes, never private notes or replies inside a private thread", async () => {
    const from = receiver.received.length;
    const target = { companyId: world.company.id };
    const client = world.people.creator.client;
    const open = await addComment(client, { target, comment: doc("Public delivery note") });
    expect(open.__typename).toBe("AddCommentSuccess");
    const privately = {
      type: "private",
      recipients: [{ type: "User", id: world.people.colleague.id }],
    };
    const secret = await addComment(client, {
      target,
      comment: doc("SECRET-NOTE supplier insolvency"),
      permission: privately,
    });
    expect(secret.__typename).toBe("AddCommentSuccess");
    const reply = await addComment(world.people.colleague.client, {
      target,
      parentId: secret.comment.id,
      comment: doc("SECRET-REPLY agreed"),
      permission: { type: "public", recipients: [] },
    });
    expect(reply.__typename).toBe("AddCommentSuccess");
    const publicCase = await createCase(client, { title: "Open case" });
    const privateCase = await createCase(client, {
      private: true,
      acl: [{ type: "user", id: world.people.colleague.id }],
    });
    const onPublicCase = await addComment(client, {
      target: { caseId: publicCase.id },
      comment: doc("Note on an open case"),
    });
    const onPrivateCase = await addComment(client, {
      target: { caseId: privateCase.id },
      comment: doc("SECRET-CASE-NOTE on a private case"),
    });
    expect([onPublicCase.__typename, onPrivateCase.__typename]).toEqual([
      "AddCommentSuccess",
      "AddCommentSuccess",
    ]);
    const events = (await eventsSince(from)).filter((e) => e.type === "comment.created");
    expect(events.map((e) => [e.type, e.data.comment.id])).toEqual([
      ["comment.created", open.comment.id],
      ["comment.created", onPublicCase.comment.id],
    ]);
    expect(events[0].data.comment.text).toBe("Public delivery note");
    expect(JSON.stringify(receiver.received)).not.toContain("SECRET-");
  });

  it("sends alert.created for an alert about a followed company, once per organisation", async () => {
    const from = receiver.received.length;
    await h.database.db.insert(alertSubscriptions).values([
      { organizationId: world.acme.id, kind: "company", companyId: world.company.id },
      { organizationId: world.globex.id, kind: "company", companyId: world.company.id },
    ]);
    const alert = (title: string) => ({
      title,
      type: "news" as const,
      polarity: "NEGATIVE" as const,
      severity: "High" as const,
      provider: "test-news",
      publishedAt: new Date(),
      sourceKey: `webhooks:${randomUUID()}`,
      companies: [{ companyId: world.company.id, confidence: 1 }],
    });
    const [alertId] = await insertAlerts(h.database.db, [alert("Plant fire at supplier")]);
    const events = await eventsSince(from);
    expect(events.map((e) => [e.type, e.data.alert.id, e.data.alert.companyIds])).toEqual([
      ["alert.created", alertId, [world.company.id]],
    ]);
  });

  it("sends risk.grade_changed only to organisations holding the company", async () => {
    const acmeGrades = await registerEndpoint(world.people.admin.client, {
      url: receiver.url,
      eventTypes: ["risk.grade_changed"],
    });
    const globexGrades = await registerEndpoint(world.people.outsider.client, {
      url: receiver.url,
      eventTypes: ["risk.grade_changed"],
    });
    const portfolio = await buildPortfolio(h, world.acme.id, [world.people.admin.id]);
    await h.database.db.insert(portfolioCompanies).values({
      organizationId: world.acme.id,
      portfolioId: portfolio.id,
      companyId: world.company.id,
    });
    const from = receiver.received.length;
    const moved = [{ companyId: world.company.id, grade: "C", previousGrade: "B" }];
    // As the scoring job calls it after writing a batch of scores.
    await recordGradeChangeEvents(
      h.database.db,
      { id: defaultRiskConfigId, organizationId: null },
      moved,
    );
    const events = await eventsSince(from);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ["risk.grade_changed", { configId: defaultRiskConfigId, ...moved[0] }],
    ]);
    expect(await deliveriesOf(world.people.admin.client, acmeGrades.id)).toHaveLength(1);
    expect(await deliveriesOf(world.people.outsider.client, globexGrades.id)).toHaveLength(0);
    await call(world.people.admin.client, webhookOps.remove, { id: acmeGrades.id });
  });

  it("shows another organisation none of the endpoints or deliveries", async () => {
    const outsider = world.people.outsider.client;
    // Only the endpoint its own administrator made in the test before.
    const theirEndpoints = await call(outsider, "{ webhookEndpoints { id } }");
    expect(theirEndpoints).toHaveLength(1);
    expect(theirEndpoints[0].id).not.toBe(endpoint.id);
    const theirs = await call(
      outsider,
      `query($id: ID!) { webhookDeliveries(endpointId: $id, first: 5) { itemsCount } }`,
      {
        id: endpoint.id,
      },
    );
    expect(theirs.__typename).toBe("BAD_USER_INPUT");
    const [one] = await deliveriesOf(world.people.admin.client, endpoint.id);
    expect(
      await call(outsider, `query($id: ID!) { webhookDelivery(id: $id) { id } }`, { id: one.id }),
    ).toBeNull();
    const replay = await call(
      outsider,
      `mutation($id: ID!) { replayWebhookDelivery(id: $id) { __typename } }`,
      {
        id: one.id,
      },
    );
    expect(replay.__typename).toBe("NotFoundError");
  });
});
