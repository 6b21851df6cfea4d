import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  buildWorkflowWorld,
  createTemplate,
  start,
  type WorkflowWorld,
} from "../workflows/workflows-test-support.ts";
import {
  deliverAll,
  deliveriesOf,
  registerEndpoint,
  startReceiver,
} from "./webhook-test-support.ts";

/** workflow.step_changed: the step changes of a supplier workflow reach the organisation's endpoint. */
let h: Harness;
let world: WorkflowWorld;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  h = await createHarness({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" });
  world = await buildWorkflowWorld(h);
  receiver = await startReceiver();
});
afterAll(async () => {
  await h.close();
  await receiver.close();
});

describe("workflow webhook events", () => {
  it("sends workflow.step_changed when a workflow starts, to its organisation only", async () => {
    await registerEndpoint(world.people.admin.client, {
      url: receiver.url,
      eventTypes: ["workflow.step_changed"],
    });
    const theirs = await registerEndpoint(world.people.outsider.client, {
      url: `${receiver.url}/outsider`,
      eventTypes: ["workflow.step_changed"],
    });
    const template = await createTemplate(world.people.admin.client);
    const started = await start(world.people.member.client, {
      templateId: template.id,
      companyIds: [world.supplier.id],
    });
    await deliverAll(h);
    const events = receiver.events().filter((e) => e.type === "workflow.step_changed");
    expect(
      events.map((e) => [e.data.action, e.data.workflow.id, e.data.workflow.companyId]),
    ).toEqual([["started", started.workflows[0].id, world.supplier.id]]);
    expect(await deliveriesOf(world.people.outsider.client, theirs.id)).toEqual([]);
  });
});
