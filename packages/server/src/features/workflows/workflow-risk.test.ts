import { assessmentsCategory } from "@tierwise/common/risk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "../../db/organization.table.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPortfolio, ops as portfolioOps } from "../../test/portfolio-operations.ts";
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
  // The risk hub is on for Acme as well.
  await h.database.db
    .update(organizations)
    .set({
      settings: {
        featureFlags: {
          comments: true,
          caseManagementEnabled: true,
          criteriaCheckAccess: true,
          riskDashboardAccess: true,
        },
      },
    })
    .where(eq(organizations.id, world.acme.id));
}, 180_000);
afterAll(() => h.close());

const configResult = `__typename ... on Error { message } ... on RiskConfigSuccess { config { id } }`;
const riskOps = {
  create: `mutation { createRiskConfig { ${configResult} } }`,
  update: `mutation($input: RiskConfigDraftInput!) { updateRiskConfig(input: $input) { ${configResult} } }`,
  commit: `mutation($id: ID!) { commitRiskConfig(id: $id) { ${configResult} } }`,
  risk: `query($companyId: ID!, $configId: ID) { companyRisk(companyId: $companyId, configId: $configId) {
    signals { id name source }
    score { grade categories { categoryId grade metrics { metric grade value explanation } } } } }`,
};

/** Runs a workflow for the supplier through to `outcome`, with the given "child labour" answer. */
async function finishWorkflow(templateId: string, childLabour: boolean, outcome: string) {
  const { admin } = world.people;
  const email = `contact-${Math.random().toString(36).slice(2)}@northwind.test`;
  const started = await start(admin.client, {
    templateId,
    companyIds: [world.supplier.id],
    contactEmails: [email],
  });
  const [link] = await sentLinks(h, email);
  const form = supplier(h, tokenOf(link ?? ""));
  const answers = childLabour
    ? {
        "child-labour": true,
        details: "Found in an audit.",
        country: "DE",
        certs: ["iso9001", "iso14001"],
      }
    : { "child-labour": false, country: "DE", certs: ["iso9001", "iso14001"] };
  expect((await form.submit(answers)).status).toBe(200);
  await h.runJobs();
  const id = started.workflows[0].id;
  expect((await call(admin.client, ops.approve, { id })).__typename).toBe("WorkflowSuccess");
  const decided = await call(admin.client, ops.decide, { id, outcome });
  expect(decided.__typename).toBe("WorkflowSuccess");
  return decided.workflow;
}

describe("assessments in the risk hub", () => {
  it("grades a configuration's Assessments category from the latest finished workflow and raises the signal", async () => {
    const { admin } = world.people;
    const portfolio = await createPortfolio(admin.client, "Assessed suppliers");
    const added = await call(admin.client, portfolioOps.add, {
      portfolioIds: [portfolio.id],
      companyIds: [world.supplier.id],
    });
    expect(added.__typename).toBe("PortfolioCompaniesSuccess");
    const created = await call(admin.client, riskOps.create);
    const configId = created.config.id;
    const category = {
      id: assessmentsCategory.id,
      name: assessmentsCategory.name,
      shortName: assessmentsCategory.shortName,
      weight: 1,
      risks: [{ metric: "supplier_assessment", weight: 1 }],
    };
    expect(
      (
        await call(admin.client, riskOps.update, {
          input: { id: configId, categories: [category] },
        })
      ).__typename,
    ).toBe("RiskConfigSuccess");
    expect((await call(admin.client, riskOps.commit, { id: configId })).__typename).toBe(
      "RiskConfigSuccess",
    );

    const metricOf = (risk: Any) =>
      risk.score?.categories.find((c: Any) => c.categoryId === "assessments")?.metrics[0];
    const before = await call(admin.client, riskOps.risk, {
      companyId: world.supplier.id,
      configId,
    });
    expect(metricOf(before).grade).toBe("-");

    const template = await createTemplate(admin.client, smallDefinition(), "Risk check");
    // All good answers, approved: 20 of 20 points.
    const good = await finishWorkflow(template.id, false, "approved");
    expect(good.score).toBe(100);
    const graded = await call(admin.client, riskOps.risk, {
      companyId: world.supplier.id,
      configId,
    });
    expect(metricOf(graded)).toMatchObject({
      metric: "supplier_assessment",
      grade: "A",
      value: 100,
    });
    expect(graded.signals.map((s: Any) => s.id)).not.toContain("supplier_assessment");

    // A later assessment with a red flag, rejected: the rejection counts 0, the grade moves to D.
    await finishWorkflow(template.id, true, "rejected");
    const moved = await call(admin.client, riskOps.risk, {
      companyId: world.supplier.id,
      configId,
    });
    expect(metricOf(moved)).toMatchObject({ grade: "D", value: 0 });
    expect(moved.score.grade).toBe("D");
    expect(moved.signals.map((s: Any) => s.id)).toContain("supplier_assessment");
  }, 120_000);
});
