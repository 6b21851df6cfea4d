import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { screeningMatches } from "../companies/sanctions/screening-match.table.ts";
import {
  type Any,
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

/** The small questionnaire, then the three automatic checks, a review and a decision. */
function checkedDefinition(): WorkflowDefinition {
  const [questionnaire, review, decision] = smallDefinition().steps as Any[];
  return {
    steps: [
      questionnaire,
      {
        id: "sanctions",
        kind: "check",
        name: "Sanctions screening",
        check: { kind: "sanctionsClear" },
      },
      {
        id: "documents",
        kind: "check",
        name: "Proof uploaded",
        check: { kind: "documentsPresent", questionIds: ["proof"] },
      },
      {
        id: "grade",
        kind: "check",
        name: "Grade A",
        check: { kind: "riskGradeAtLeast", grade: "A" },
      },
      review,
      decision,
    ],
  };
}

async function runThrough(companyId: string, email: string) {
  const template = await createTemplate(
    world.people.admin.client,
    checkedDefinition(),
    `Checked ${email}`,
  );
  const started = await start(world.people.admin.client, {
    templateId: template.id,
    companyIds: [companyId],
    contactEmails: [email],
  });
  const [link] = await sentLinks(h, email);
  expect(
    (await supplier(h, tokenOf(link ?? "")).submit({ "child-labour": false, country: "DE" }))
      .status,
  ).toBe(200);
  await h.runJobs();
  return call(world.people.admin.client, ops.workflow, { id: started.workflows[0].id });
}

describe("automatic checks", () => {
  it("run in a row after submit, a failed one is a red flag, and the workflow waits at the review", async () => {
    const workflow = await runThrough(world.supplier.id, "checks@northwind.test");
    expect(workflow.checks.map((c: Any) => [c.stepId, c.passed, c.detail])).toEqual([
      ["sanctions", true, "No open sanctions matches"],
      ["documents", false, "Missing: Proof"],
      ["grade", false, "The company has no risk grade yet"],
    ]);
    expect(workflow.redFlags.map((f: Any) => f.reason)).toEqual([
      "Proof uploaded: Missing: Proof",
      "Grade A: The company has no risk grade yet",
    ]);
    expect(workflow.currentStep.kind).toBe("review");
    // The failed checks opened a case, and the trail names the automatic steps.
    expect(workflow.redFlagCaseId).toBeTruthy();
    const automatic = workflow.audit.filter((a: Any) => a.fullName === "Automatic check");
    expect(automatic.map((a: Any) => a.action)).toEqual([
      "case_opened",
      "check_failed",
      "check_failed",
      "check_passed",
    ]);
    expect(automatic.every((a: Any) => a.email === null)).toBe(true);
  }, 120_000);

  it("fails the sanctions check while a match is open", async () => {
    await h.database.db.insert(screeningMatches).values({
      companyId: world.second.id,
      listName: "ofac",
      entryId: "OFAC-1",
      subject: "company",
      subjectName: "Contoso Metals",
      entryName: "Contoso Metal Trading",
      matchedName: "Contoso Metal Trading",
      score: 90,
      nameScore: 90,
      strength: "probable",
      entryHash: "h1",
    });
    const workflow = await runThrough(world.second.id, "checks@contoso.test");
    expect(workflow.checks[0]).toMatchObject({
      stepId: "sanctions",
      passed: false,
      detail: "1 open sanctions match(es)",
    });
  }, 120_000);
});
