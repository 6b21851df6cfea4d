import { type Question, questionsOf, type WorkflowDefinition } from "./definition.ts";
import { workflowMessages } from "./messages.ts";
import { canBeConditionSource } from "./rules.ts";

/**
 * Template rules beyond the zod shape (issue 31), run by the server on save and by the template
 * editor as one edits: the first step is a questionnaire, the only decision is the last step,
 * ids are unique, conditions look back at a condition-capable question and name values it has,
 * choice questions have options, and a documents check names earlier file questions.
 * Each problem has the path of the field at fault, as ValidationError.fieldErrors carry it.
 */
export type DefinitionProblem = { path: string; message: string };

function conditionValuesFit(source: Question, anyOf: readonly (string | boolean)[]) {
  if (source.kind === "yesNo") return anyOf.every((v) => typeof v === "boolean");
  if (source.kind === "country") return anyOf.every((v) => typeof v === "string");
  const ids = new Set((source.options ?? []).map((o) => o.id));
  return anyOf.every((v) => typeof v === "string" && ids.has(v));
}

export function definitionProblems(definition: WorkflowDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const steps = definition.steps;
  if (steps[0]?.kind !== "questionnaire")
    problems.push({ path: "steps.0.kind", message: workflowMessages.firstStepQuestionnaire });
  steps.forEach((step, index) => {
    const isLast = index === steps.length - 1;
    if ((step.kind === "decision") !== isLast)
      problems.push({ path: `steps.${index}.kind`, message: workflowMessages.lastStepDecision });
  });
  const seen = new Set<string>();
  const unique = (value: string, path: string) => {
    if (seen.has(value)) problems.push({ path, message: workflowMessages.duplicateId });
    seen.add(value);
  };
  const fileQuestionsBefore = new Set<string>();
  steps.forEach((step, s) => {
    unique(step.id, `steps.${s}.id`);
    if (step.kind === "check" && step.check.kind === "documentsPresent") {
      step.check.questionIds.forEach((id, i) => {
        if (!fileQuestionsBefore.has(id))
          problems.push({
            path: `steps.${s}.check.questionIds.${i}`,
            message: workflowMessages.documentsCheck,
          });
      });
    }
    if (step.kind !== "questionnaire") return;
    const earlier = new Map<string, Question>();
    step.questionnaire.sections.forEach((section, c) => {
      const sectionPath = `steps.${s}.questionnaire.sections.${c}`;
      unique(section.id, `${sectionPath}.id`);
      section.questions.forEach((question, q) => {
        const path = `${sectionPath}.questions.${q}`;
        unique(question.id, `${path}.id`);
        const optionIds = new Set<string>();
        (question.options ?? []).forEach((option, o) => {
          if (optionIds.has(option.id))
            problems.push({
              path: `${path}.options.${o}.id`,
              message: workflowMessages.duplicateId,
            });
          optionIds.add(option.id);
        });
        if (
          (question.kind === "singleChoice" || question.kind === "multipleChoice") &&
          (question.options ?? []).length < 2
        )
          problems.push({ path: `${path}.options`, message: workflowMessages.choiceOptions });
        const condition = question.condition;
        if (condition) {
          const source = earlier.get(condition.questionId);
          if (!source)
            problems.push({
              path: `${path}.condition.questionId`,
              message: workflowMessages.conditionOrder,
            });
          else if (!canBeConditionSource(source))
            problems.push({
              path: `${path}.condition.questionId`,
              message: workflowMessages.conditionKind,
            });
          else if (!conditionValuesFit(source, condition.anyOf))
            problems.push({
              path: `${path}.condition.anyOf`,
              message: workflowMessages.conditionValue,
            });
        }
        earlier.set(question.id, question);
      });
    });
    for (const question of questionsOf(step.questionnaire))
      if (question.kind === "file") fileQuestionsBefore.add(question.id);
  });
  return problems;
}
