import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFilesHarness } from "../../test/comments-support.ts";
import {
  type Any,
  buildWorkflowWorld,
  call,
  createTemplate,
  inDays,
  ops,
  pdfBytes,
  sentLinks,
  smallDefinition,
  start,
  supplier,
  tokenOf,
  type WorkflowWorld,
} from "./workflows-test-support.ts";

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: WorkflowWorld;
beforeAll(async () => {
  h = await createFilesHarness({ LOG_LEVEL: "error" });
  world = await buildWorkflowWorld(h);
}, 180_000);
afterAll(() => h.close());

const caseQuery = `query($id: ID!) { supplierCase(id: $id) { id title priority company { id }
  attachments { filename } descriptionText } }`;

describe("a supplier workflow from start to decision", () => {
  it("sends the link, takes a draft, a file and the answers, scores them, opens a case and ends in a decision", async () => {
    const { admin, reviewer, member } = world.people;
    const template = await createTemplate(
      admin.client,
      smallDefinition({ type: "team", id: world.compliance.id }),
      "Flow check",
    );
    const started = await start(member.client, {
      templateId: template.id,
      companyIds: [world.supplier.id],
      contactEmails: ["Orders@Northwind.test"],
      dueDate: inDays(10),
      message: "Please answer before the audit.",
    });
    const workflow = started.workflows[0];
    expect(workflow).toMatchObject({
      status: "awaiting_supplier",
      currentStep: { id: "q", kind: "questionnaire" },
      company: { name: "Northwind Traders" },
    });

    // The e-mail names the due date and carries the personal link.
    const [link] = await sentLinks(h, "orders@northwind.test");
    expect(link).toMatch(/\/supplier-form\//);
    const mail = (await h.outbox()).find((m) => m.to === "orders@northwind.test");
    expect(mail?.text).toContain("Please answer before the audit.");
    const form = supplier(h, tokenOf(link ?? ""));

    const opened = await form.read();
    expect(opened.status).toBe(200);
    expect(opened.body.branding).toMatchObject({
      organizationName: "Acme Buying",
      brandColor: "#0b7285",
    });
    expect(opened.body.dueDate).toBe(inDays(10));
    // Scoring is the organisation's business: the supplier sees no points or red flags.
    const firstQuestion = opened.body.questionnaire.sections[0].questions[0];
    expect(firstQuestion.yes).toBeUndefined();
    expect(JSON.stringify(opened.body)).not.toContain("Child labour reported");

    // A draft: nothing required yet, wrong types refused; the supplier leaves and comes back.
    expect((await form.save({ "child-labour": "maybe" })).status).toBe(422);
    const saved = await form.save({ "child-labour": true });
    expect(saved.status).toBe(200);
    expect((await form.read()).body.answers).toEqual({ "child-labour": true });

    // A file: checked by its bytes, kept for this workflow.
    const refusedFile = await form.upload("proof", "proof.pdf", Buffer.from("MZ not a pdf"));
    expect(refusedFile.status).toBe(415);
    const uploaded = await form.upload("proof", "proof.pdf", pdfBytes);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ filename: "proof.pdf", size: pdfBytes.length });

    // The shown conditional question is required; a hidden one is ignored.
    const missing = await form.submit({ "child-labour": true, country: "DE" });
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toEqual([
      { questionId: "details", message: "Answer this question." },
    ]);
    const submitted = await form.submit({
      "child-labour": true,
      details: "One apprentice under 15 in 2024.",
      certs: ["iso9001"],
      country: "DE",
      proof: [uploaded.body],
    });
    expect(submitted.status).toBe(200);
    expect((await form.read()).body).toEqual({
      error: "used",
      message: "This link has already been used.",
    });

    await h.runJobs();
    const inReview = await call(reviewer.client, ops.workflow, { id: workflow.id });
    expect(inReview).toMatchObject({
      status: "in_review",
      currentStep: { id: "r", kind: "review", approverName: "Compliance" },
      // 5 of 20 possible: "yes" earned nothing of its 10, one certificate 5 of 10.
      score: 25,
      redFlags: [
        { stepId: "q", questionId: "child-labour", answer: "Yes", reason: "Child labour reported" },
      ],
      canReview: true,
    });
    expect(inReview.answers[0].submittedBy).toBe("orders@northwind.test");
    // The review step names the Compliance team: its member hears of it in the bell.
    const bell = await call(reviewer.client, "{ notifications { items { kind title link } } }");
    expect(bell.items).toContainEqual({
      kind: "workflow",
      title: "Northwind Traders: Review is waiting for you",
      link: `/workflows/${workflow.id}`,
    });
    const notTold = await call(member.client, "{ notifications { items { kind } } }");
    expect(notTold.items.filter((n: Any) => n.kind === "workflow")).toEqual([]);

    // The red flag opened a case on the company, answers and the supplier's file attached.
    expect(inReview.redFlagCaseId).toBeTruthy();
    const opened2 = await call(member.client, caseQuery, { id: inReview.redFlagCaseId });
    expect(opened2).toMatchObject({ priority: "high", company: { id: world.supplier.id } });
    expect(opened2.attachments.map((a: Any) => a.filename).sort()).toEqual([
      "answers.csv",
      "proof.pdf",
    ]);
    expect(opened2.descriptionText).toContain("Child labour reported");

    // Not the approver: the one policy says no. The team's member approves.
    const notTheirs = await call(member.client, ops.approve, { id: workflow.id });
    expect(notTheirs).toMatchObject({
      __typename: "ForbiddenError",
      message: "You are not the approver of this step.",
    });
    const approved = await call(reviewer.client, ops.approve, {
      id: workflow.id,
      comment: "Checked.",
    });
    expect(approved.workflow.currentStep.kind).toBe("decision");

    const needsConditions = await call(admin.client, ops.decide, {
      id: workflow.id,
      outcome: "approved_with_conditions",
    });
    expect(needsConditions.__typename).toBe("ValidationError");
    const decided = await call(admin.client, ops.decide, {
      id: workflow.id,
      outcome: "approved_with_conditions",
      conditions: "Remediation plan within 30 days.",
    });
    expect(decided.workflow).toMatchObject({
      status: "approved_with_conditions",
      outcome: "approved_with_conditions",
      outcomeConditions: "Remediation plan within 30 days.",
      currentStep: null,
      canExport: true,
    });
    expect(decided.workflow.steps.map((s: Any) => s.state)).toEqual(["done", "done", "done"]);
  }, 120_000);

  it("sends the answers back with a comment the supplier sees, and takes them again", async () => {
    const { admin, member } = world.people;
    const template = await createTemplate(admin.client, smallDefinition(), "Send-back check");
    const started = await start(member.client, {
      templateId: template.id,
      companyIds: [world.second.id],
      contactEmails: ["quality@contoso.test"],
    });
    const id = started.workflows[0].id;
    const [link] = await sentLinks(h, "quality@contoso.test");
    const form = supplier(h, tokenOf(link ?? ""));
    expect((await form.submit({ "child-labour": false, country: "FR" })).status).toBe(200);
    await h.runJobs();

    const back = await call(member.client, ops.sendBack, {
      id,
      comment: "Please add your certificates.",
    });
    expect(back.workflow).toMatchObject({
      status: "awaiting_supplier",
      sentBackComment: "Please add your certificates.",
    });
    const reopened = await form.read();
    expect(reopened.status).toBe(200);
    expect(reopened.body.sentBackComment).toBe("Please add your certificates.");
    expect(reopened.body.answers).toEqual({ "child-labour": false, country: "FR" });
    // The contact is told by e-mail, with the same link.
    const again = await sentLinks(h, "quality@contoso.test");
    expect(again.filter((l) => l === link)).toHaveLength(2);

    expect(
      (await form.submit({ "child-labour": false, country: "FR", certs: ["iso14001"] })).status,
    ).toBe(200);
    const resubmitted = await call(member.client, ops.workflow, { id });
    expect(resubmitted).toMatchObject({
      status: "in_review",
      score: 75,
      sentBackComment: null,
      redFlags: [],
    });
    expect(resubmitted.audit.map((a: Any) => a.action)).toEqual([
      "submitted",
      "sent_back",
      "submitted",
      "started",
    ]);
  }, 120_000);
});
