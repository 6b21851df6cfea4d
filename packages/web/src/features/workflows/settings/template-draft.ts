import {
  type ChoiceOption,
  type Question,
  type QuestionKind,
  type Questionnaire,
  type QuestionnaireSection,
  questionsOf,
  type WorkflowDefinition,
  type WorkflowStep,
  type WorkflowStepKind,
  workflowDefinitionSchema,
} from "@tierwise/common/workflows/definition";
import { definitionProblems } from "@tierwise/common/workflows/definition-rules";
import { canBeConditionSource } from "@tierwise/common/workflows/rules";
import { stepKindLabels } from "../workflow-labels.ts";

/**
 * The template editor's changes, as pure functions of the definition (common/workflows/
 * definition.ts): each returns a new definition, so the editor's state is one value and every
 * change is tested without rendering.
 */

let counter = 0;
/** A fresh id for a new step, section, question or option ("q-k3x9-4"): unique in the draft. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Math.random().toString(36).slice(2, 6)}-${counter}`;
}

export function newQuestion(kind: QuestionKind): Question {
  const base: Question = { id: newId("q"), kind, label: "", required: true };
  if (kind === "singleChoice" || kind === "multipleChoice")
    return {
      ...base,
      options: [
        { id: newId("o"), label: "" },
        { id: newId("o"), label: "" },
      ],
    };
  return base;
}

export function newSection(): QuestionnaireSection {
  return { id: newId("s"), title: "", questions: [newQuestion("yesNo")] };
}

export function newStep(kind: WorkflowStepKind): WorkflowStep {
  const base = { id: newId("step"), name: stepKindLabels[kind] };
  switch (kind) {
    case "questionnaire":
      return { ...base, kind, questionnaire: { intro: null, sections: [newSection()] } };
    case "review":
      return { ...base, kind, approver: null };
    case "check":
      return { ...base, kind, check: { kind: "sanctionsClear" } };
    case "decision":
      return { ...base, kind, approver: null };
  }
}

/** A new template: a questionnaire, an internal review and the decision. */
export function newDefinition(): WorkflowDefinition {
  return { steps: [newStep("questionnaire"), newStep("review"), newStep("decision")] };
}

/** Moves an item of a list by one place up (-1) or down (+1); out of range changes nothing. */
export function moved<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

export const replaced = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, position) => (position === index ? item : current));

export const removed = <T>(items: readonly T[], index: number): T[] =>
  items.filter((_, position) => position !== index);

/** A new step goes before the decision (which must stay last), or at the end. */
export function addStep(
  definition: WorkflowDefinition,
  kind: WorkflowStepKind,
): WorkflowDefinition {
  const steps = [...definition.steps];
  const last = steps.at(-1);
  const at = kind !== "decision" && last?.kind === "decision" ? steps.length - 1 : steps.length;
  steps.splice(at, 0, newStep(kind));
  return { ...definition, steps };
}

/**
 * A question's kind changed: the parts of the old kind that the new one cannot use (options,
 * scores, ranges, country rules) go; choices keep or get two options.
 */
export function withKind(question: Question, kind: QuestionKind): Question {
  const { options, yes, no, ranges, countryRules, ...rest } = question;
  const next: Question = { ...rest, kind };
  if (kind === "singleChoice" || kind === "multipleChoice") {
    const kept = options ?? [];
    const blank = Array.from({ length: Math.max(0, 2 - kept.length) }, () => ({
      id: newId("o"),
      label: "",
    }));
    next.options = [...kept, ...blank];
  }
  if (kind === "yesNo") {
    if (yes) next.yes = yes;
    if (no) next.no = no;
  }
  if (kind === "number" && ranges) next.ranges = ranges;
  if (kind === "country" && countryRules) next.countryRules = countryRules;
  return next;
}

/** Earlier questions of the questionnaire a condition may look at (yes/no, choice, country). */
export function conditionSources(questionnaire: Questionnaire, questionId: string): Question[] {
  const sources: Question[] = [];
  for (const question of questionsOf(questionnaire)) {
    if (question.id === questionId) break;
    if (canBeConditionSource(question)) sources.push(question);
  }
  return sources;
}

/** The values a condition on `source` can name: Yes/No, the options, or countries (any code). */
export function conditionChoices(source: Question): { value: string; label: string }[] {
  if (source.kind === "yesNo")
    return [
      { value: "true", label: "Yes" },
      { value: "false", label: "No" },
    ];
  return (source.options ?? []).map((option) => ({
    value: option.id,
    label: option.label || option.id,
  }));
}

/** A condition's stored values as the select's strings ("true"/"false" for yes/no) and back. */
export const conditionValuesToStrings = (anyOf: readonly (string | boolean)[]) => anyOf.map(String);
export function conditionValuesFromStrings(
  source: Question,
  values: readonly string[],
): (string | boolean)[] {
  return source.kind === "yesNo" ? values.map((value) => value === "true") : [...values];
}

/**
 * Removing a question or option leaves no condition naming it: conditions on a removed
 * question are dropped; a removed option leaves the condition's other values.
 */
export function withoutDanglingConditions(questionnaire: Questionnaire): Questionnaire {
  const questions = new Map(questionsOf(questionnaire).map((question) => [question.id, question]));
  return {
    ...questionnaire,
    sections: questionnaire.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => {
        const condition = question.condition;
        if (!condition) return question;
        const source = questions.get(condition.questionId);
        if (!source) return { ...question, condition: null };
        if (source.kind === "singleChoice" || source.kind === "multipleChoice") {
          const ids = new Set((source.options ?? []).map((option: ChoiceOption) => option.id));
          const anyOf = condition.anyOf.filter(
            (value) => typeof value === "string" && ids.has(value),
          );
          return anyOf.length === condition.anyOf.length
            ? question
            : { ...question, condition: anyOf.length > 0 ? { ...condition, anyOf } : null };
        }
        return question;
      }),
    })),
  };
}

/** Zod's generic wording for the shapes an editor can get wrong, in the editor's words. */
function readableIssue(issue: {
  code: string;
  message: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}): string {
  if (issue.code === "too_small" && issue.origin === "array")
    return `Add at least ${String(issue.minimum)}.`;
  if (issue.code === "too_big" && issue.origin === "array")
    return `At most ${String(issue.maximum)} here.`;
  if (issue.code === "too_big" && issue.origin === "string")
    return `Keep it under ${String(issue.maximum)} characters.`;
  if (issue.code === "too_small" && issue.origin === "number")
    return `At least ${String(issue.minimum)}.`;
  if (issue.code === "too_big" && issue.origin === "number")
    return `At most ${String(issue.maximum)}.`;
  if (issue.code === "invalid_type") return "Fill this in.";
  return issue.message;
}

/** Problems by field path ("steps.0.questionnaire.sections.1.questions.2.label"). */
export type DraftProblems = Map<string, string>;

/**
 * What the server would refuse, found as one edits: the shape (zod) and the template rules
 * (definitionProblems), by the same paths the server's ValidationError uses.
 */
export function draftProblems(definition: WorkflowDefinition): DraftProblems {
  const problems: DraftProblems = new Map();
  const shape = workflowDefinitionSchema.safeParse(definition);
  if (!shape.success) {
    for (const issue of shape.error.issues) {
      const path = issue.path.join(".");
      if (!problems.has(path)) problems.set(path, readableIssue(issue));
    }
    return problems;
  }
  for (const problem of definitionProblems(shape.data))
    if (!problems.has(problem.path)) problems.set(problem.path, problem.message);
  return problems;
}

/** The problem at exactly this path. */
export const problemAt = (problems: DraftProblems, path: string) => problems.get(path);

/** Every problem at or under this path (a card shows how many it holds). */
export function problemsUnder(problems: DraftProblems, path: string): string[] {
  return [...problems]
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([, message]) => message);
}
