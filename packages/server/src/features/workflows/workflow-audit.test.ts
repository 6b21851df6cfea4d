import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addComment } from "../../test/comment-operations.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPortfolio, ops as portfolioOps } from "../../test/portfolio-operations.ts";
import {
  type Any,
  auditFields,
  buildWorkflowWorld,
  call,
  createTemplate,
  ops,
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

const wallQuery = `query($target: CommentTargetInput!) { activityWall(target: $target) {
  itemsCount items { __typename ... on Comment { id } ... on WorkflowAudit { ${auditFields} } } } }`;

describe("workflow audit items", () => {
  it("writes one item with every spec field per step change, and the company's wall and audit trail show them", async () => {
    const { admin, member, outsider, noModule } = world.people;
    const template = await createTemplate(admin.client, smallDefinition(), "Audited check");
    const started = await start(member.client, {
      templateId: template.id,
      companyIds: [world.supplier.id],
      contactEmails: ["audit@northwind.test"],
    });
    const id = started.workflows[0].id;
    const [link] = await sentLinks(h, "audit@northwind.test");
    expect(
      (await supplier(h, tokenOf(link ?? "")).submit({ "child-labour": false, country: "DE" }))
        .status,
    ).toBe(200);
    await h.runJobs();
    await call(admin.client, ops.approve, { id });
    await call(admin.client, ops.decide, { id, outcome: "approved" });
    // Portfolio changes of the company are no longer wall items; a note still is.
    const portfolio = await createPortfolio(member.client, "Audited suppliers");
    await call(member.client, portfolioOps.add, {
      portfolioIds: [portfolio.id],
      companyIds: [world.supplier.id],
    });
    await addComment(member.client, {
      target: { companyId: world.supplier.id },
      comment: [{ type: "paragraph", children: [{ text: "A note" }] }],
    });

    const trail = await call(admin.client, ops.auditTrail, { companyId: world.supplier.id });
    expect(trail.itemsCount).toBe(4);
    const [decided, approved, submitted, begun] = trail.items;
    const common = {
      workflowId: id,
      name: "Northwind Traders",
      workflowName: "Audited check",
      workflowUrl: `/workflows/${id}`,
    };
    expect(begun).toMatchObject({
      ...common,
      action: "started",
      email: member.user.email,
      fullName: "Max Tester",
      stepName: "Supplier questions",
      summary: "sent Audited check to Northwind Traders",
      actor: { name: "Max Tester" },
    });
    expect(submitted).toMatchObject({
      ...common,
      action: "submitted",
      email: "audit@northwind.test",
      fullName: "audit@northwind.test",
      stepName: "Supplier questions",
      actor: null,
    });
    expect(approved).toMatchObject({
      ...common,
      action: "approved",
      stepName: "Review",
      fullName: "Ada Tester",
    });
    expect(decided).toMatchObject({
      ...common,
      action: "decided",
      stepName: "Decision",
      summary: "decided: Approved",
    });
    for (const item of trail.items) {
      for (const field of [
        "workflowId",
        "action",
        "actionTime",
        "fullName",
        "name",
        "stepName",
        "workflowName",
        "workflowUrl",
      ])
        expect(item[field], field).toBeTruthy();
    }

    const wall = await call(member.client, wallQuery, { target: { companyId: world.supplier.id } });
    expect(wall.items.map((i: Any) => (i.__typename === "Comment" ? "note" : i.action))).toEqual([
      "note",
      "decided",
      "approved",
      "submitted",
      "started",
    ]);
    expect(wall.itemsCount).toBe(5);

    // Another organisation and an organisation without workflows see none of it.
    const theirs = await call(outsider.client, ops.auditTrail, { companyId: world.supplier.id });
    expect(theirs.itemsCount).toBe(0);
    const theirWall = await call(outsider.client, wallQuery, {
      target: { companyId: world.supplier.id },
    });
    expect(theirWall.items).toEqual([]);
    expect(
      (await call(noModule.client, ops.auditTrail, { companyId: world.supplier.id })).__typename,
    ).toBe("FORBIDDEN");
    expect(
      (await call(h.client(), ops.auditTrail, { companyId: world.supplier.id })).__typename,
    ).toBe("UNAUTHENTICATED");
  }, 120_000);
});
