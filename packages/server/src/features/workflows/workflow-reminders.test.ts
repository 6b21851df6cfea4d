import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { workflowLinks, workflows } from "./workflow.table.ts";
import { queueReminders } from "./workflow-mail.ts";
import {
  buildWorkflowWorld,
  createTemplate,
  inDays,
  sentLinks,
  smallDefinition,
  start,
  supplier,
  tokenOf,
  type WorkflowWorld,
} from "./workflows-test-support.ts";

let h: Harness;
let world: WorkflowWorld;
beforeAll(async () => {
  h = await createHarness({ LOG_LEVEL: "error" });
  world = await buildWorkflowWorld(h);
}, 180_000);
afterAll(() => h.close());

/** Moves every link's last e-mail back by `days`, as if that time had passed. */
async function age(days: number) {
  await h.database.db
    .update(workflowLinks)
    .set({ lastSentAt: sql`${workflowLinks.lastSentAt} - make_interval(days => ${days})` });
}

const remind = () => queueReminders({ db: h.database.db, config: h.config, log: h.app.log });
const mailsTo = async (to: string) => (await h.outbox()).filter((m) => m.to === to);

describe("reminders", () => {
  it("remind a contact every few days until they submit or the due date passes", async () => {
    const { admin } = world.people;
    const template = await createTemplate(admin.client, smallDefinition(), "Reminded check");
    const answering = await start(admin.client, {
      templateId: template.id,
      companyIds: [world.supplier.id],
      contactEmails: ["slow@northwind.test"],
      dueDate: inDays(10),
    });
    const late = await start(admin.client, {
      templateId: template.id,
      companyIds: [world.second.id],
      contactEmails: ["late@contoso.test"],
      dueDate: inDays(10),
    });
    const [link] = await sentLinks(h, "slow@northwind.test");
    expect(await mailsTo("late@contoso.test")).toHaveLength(1);

    // Too soon after the invitation: nothing.
    expect(await remind()).toEqual({ reminded: 0, sent: 0 });
    await age(4);
    expect(await remind()).toEqual({ reminded: 2, sent: 2 });
    const reminder = (await mailsTo("slow@northwind.test"))[0];
    expect(reminder?.subject).toMatch(/^Reminder: Reminded check is due on /);
    expect(reminder?.links).toEqual([link]);
    expect(await remind()).toEqual({ reminded: 0, sent: 0 });

    // One submits; the other's due date passes: no more reminders for either.
    expect(
      (await supplier(h, tokenOf(link ?? "")).submit({ "child-labour": false, country: "DE" }))
        .status,
    ).toBe(200);
    await h.database.db
      .update(workflows)
      .set({ dueDate: inDays(-1) })
      .where(eq(workflows.id, late.workflows[0].id));
    await age(4);
    expect(await remind()).toEqual({ reminded: 0, sent: 0 });
    expect(answering.workflows[0].id).toBeTruthy();
  }, 120_000);
});
