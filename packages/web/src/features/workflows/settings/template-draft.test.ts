import type { Question, Questionnaire } from "@tierwise/common/workflows/definition";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { describe, expect, it } from "vitest";
import {
  addStep,
  conditionSources,
  conditionValuesFromStrings,
  draftProblems,
  moved,
  newDefinition,
  withKind,
  withoutDanglingConditions,
} from "./template-draft.ts";

const yesNo = (id: string, label = id): Question => ({ id, kind: "yesNo", label, required: true });
const choice = (id: string, options: string[]): Question => ({
  id,
  kind: "singleChoice",
  label: id,
  required: true,
  options: options.map((option) => ({ id: option, label: option })),
});

const questionnaireOf = (questions: Question[]): Questionnaire => ({
  intro: null,
  sections: [{ id: "s1", title: "Section", questions }],
});

describe("template draft", () => {
  it("adds a new step before the decision, which stays last", () => {
    const next = addStep(newDefinition(), "check");
    expect(next.steps.map((step) => step.kind)).toEqual([
      "questionnaire",
      "review",
      "check",
      "decision",
    ]);
  });

  it("moves by one place and leaves the list alone at its ends", () => {
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("offers only earlier yes/no, choice and country questions as a condition's question", () => {
    const questionnaire = questionnaireOf([
      yesNo("subcontractors"),
      { id: "notes", kind: "text", label: "Notes", required: false },
      choice("size", ["small", "large"]),
      yesNo("follow-up"),
      yesNo("later"),
    ]);
    expect(conditionSources(questionnaire, "follow-up").map((question) => question.id)).toEqual([
      "subcontractors",
      "size",
    ]);
  });

  it("keeps yes/no condition values as booleans", () => {
    expect(conditionValuesFromStrings(yesNo("a"), ["true"])).toEqual([true]);
    expect(conditionValuesFromStrings(choice("b", ["x"]), ["x"])).toEqual(["x"]);
  });

  it("drops a condition whose question is gone, and removed options from a condition", () => {
    const questionnaire = questionnaireOf([
      choice("size", ["small"]),
      { ...yesNo("a"), condition: { questionId: "gone", anyOf: [true] } },
      { ...yesNo("b"), condition: { questionId: "size", anyOf: ["small", "large"] } },
    ]);
    const [, a, b] = withoutDanglingConditions(questionnaire).sections[0]?.questions ?? [];
    expect(a?.condition).toBeNull();
    expect(b?.condition).toEqual({ questionId: "size", anyOf: ["small"] });
  });

  it("gives a choice question two options and drops scores that do not fit the new kind", () => {
    const scored: Question = { ...yesNo("a"), yes: { points: 5, redFlag: null } };
    const asChoice = withKind(scored, "multipleChoice");
    expect(asChoice.options).toHaveLength(2);
    expect(asChoice.yes).toBeUndefined();
  });

  it("finds an empty label and a condition that looks forward, by the server's paths", () => {
    const definition = newDefinition();
    const step = definition.steps[0];
    if (step?.kind !== "questionnaire") throw new Error("expected a questionnaire");
    step.questionnaire = questionnaireOf([
      { ...yesNo("first", "First"), condition: { questionId: "second", anyOf: [true] } },
      yesNo("second", "Second"),
    ]);
    const problems = draftProblems(definition);
    expect(problems.get("steps.0.questionnaire.sections.0.questions.0.condition.questionId")).toBe(
      workflowMessages.conditionOrder,
    );
    definition.steps[1] = {
      ...(definition.steps[1] as { id: string; name: string; kind: "review" }),
      name: "",
    };
    expect(draftProblems(definition).get("steps.1.name")).toBe(workflowMessages.labelRequired);
  });
});
