import { workflowDefinitionSchema } from "@tierwise/common/workflows/definition";
import { definitionProblems } from "@tierwise/common/workflows/definition-rules";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { shippedTemplates } from "./shipped/shipped-templates.ts";
import {
  type Any,
  buildWorkflowWorld,
  call,
  createTemplate,
  ops,
  smallDefinition,
  start,
  type WorkflowWorld,
} from "./workflows-test-support.ts";

let h: Harness;
let world: WorkflowWorld;
beforeAll(async () => {
  h = await createHarness({ LOG_LEVEL: "error" });
  world = await buildWorkflowWorld(h);
}, 180_000);
afterAll(() => h.close());

describe("workflow templates", () => {
  it("ships three templates that pass the rules every saved template must pass", () => {
    for (const shipped of Object.values(shippedTemplates)) {
      const parsed = workflowDefinitionSchema.safeParse(shipped.definition);
      expect(parsed.success, shipped.name).toBe(true);
      expect(definitionProblems(shipped.definition), shipped.name).toEqual([]);
    }
  });

  it("gives every organisation the three shipped templates, each a questionnaire ending in a decision", async () => {
    const templates = await call(world.people.member.client, ops.templates);
    const shipped = templates.filter((t: Any) => t.shipped).map((t: Any) => t.tag);
    expect(shipped.sort()).toEqual(["due-diligence", "infosec", "onboarding"]);
    for (const template of templates) {
      const kinds = template.current.steps.map((s: Any) => s.kind);
      expect(kinds[0]).toBe("questionnaire");
      expect(kinds.at(-1)).toBe("decision");
      expect(template.canManage).toBe(false);
    }
    // Another organisation gets its own copies, not Acme's.
    const theirs = await call(world.people.outsider.client, ops.templates);
    expect(theirs).toHaveLength(3);
    expect(theirs.map((t: Any) => t.id)).not.toContain(templates[0].id);
  });

  it("lets administrators only create templates, and checks conditions and step order", async () => {
    const refused = await call(world.people.member.client, ops.createTemplate, {
      input: { tag: "x", name: "Member's", definition: smallDefinition() },
    });
    expect(refused.__typename).toBe("FORBIDDEN");
    const withoutModule = await call(world.people.noModule.client, ops.templates);
    expect(withoutModule.__typename).toBe("FORBIDDEN");

    const bad = smallDefinition();
    const questionnaire = bad.steps[0] as Any;
    // A condition on a later question, and a decision that is not last.
    questionnaire.questionnaire.sections[0].questions[0].condition = {
      questionId: "details",
      anyOf: [true],
    };
    const [questions, review, decision] = bad.steps as Any[];
    bad.steps = [questions, decision, review];
    const answer = await call(world.people.admin.client, ops.createTemplate, {
      input: { tag: "bad", name: "Bad", definition: bad },
    });
    expect(answer.__typename).toBe("ValidationError");
    const messages = answer.fieldErrors.map((e: Any) => e.message);
    expect(messages).toContain(workflowMessages.conditionOrder);
    expect(messages).toContain(workflowMessages.lastStepDecision);
  });

  it("makes a new version on edit while a running workflow keeps the version it started on", async () => {
    const { admin } = world.people;
    const template = await createTemplate(admin.client, smallDefinition(), "Versioned check");
    expect(template.current.version).toBe(1);
    const started = await start(admin.client, {
      templateId: template.id,
      companyIds: [world.supplier.id],
    });
    const running = started.workflows[0];
    expect(running.templateVersion).toBe(1);

    const edited = smallDefinition();
    (edited.steps[0] as Any).questionnaire.sections[0].questions.push({
      id: "extra",
      kind: "text",
      label: "One more question",
      required: true,
    });
    const updated = await call(admin.client, ops.updateTemplate, {
      id: template.id,
      input: { tag: "quick", name: "Versioned check", definition: edited },
    });
    expect(updated.__typename).toBe("WorkflowTemplateSuccess");
    expect(updated.template.current.version).toBe(2);
    expect(updated.template.versions.map((v: Any) => v.version)).toEqual([2, 1]);

    const still = await call(admin.client, ops.workflow, { id: running.id });
    expect(still.templateVersion).toBe(1);
    expect(still.template.current.version).toBe(2);
    const next = await start(admin.client, {
      templateId: template.id,
      companyIds: [world.second.id],
    });
    expect(next.workflows[0].templateVersion).toBe(2);
    // The first version counts its one workflow, the second its own.
    const read = await call(admin.client, ops.template, { id: template.id });
    expect(read.current.workflowCount).toBe(1);
    expect(read.runningCount).toBe(2);
  });

  it("answers another organisation's template as unknown", async () => {
    const template = await createTemplate(
      world.people.admin.client,
      smallDefinition(),
      "Private check",
    );
    expect(await call(world.people.outsider.client, ops.template, { id: template.id })).toBeNull();
    const update = await call(world.people.outsider.client, ops.updateTemplate, {
      id: template.id,
      input: { tag: "x", name: "Taken over", definition: smallDefinition() },
    });
    expect(update.__typename).toBe("NotFoundError");
  });
});
