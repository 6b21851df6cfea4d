import type {
  QuestionnaireStep,
  WorkflowDefinition,
  WorkflowStep,
} from "@tierwise/common/workflows/definition";
import type { WorkflowStatus } from "@tierwise/common/workflows/messages";

/** Where a workflow stands at a step: the status and the list's step columns. */
export function standingAt(definition: WorkflowDefinition, index: number) {
  const step = definition.steps[index];
  if (!step) throw new Error(`a workflow cannot stand at step ${index}`);
  const status: WorkflowStatus = step.kind === "questionnaire" ? "awaiting_supplier" : "in_review";
  return { currentStepIndex: index, currentStepKind: step.kind, status };
}

export function stepAt(definition: WorkflowDefinition, index: number | null): WorkflowStep | null {
  return index === null ? null : (definition.steps[index] ?? null);
}

export function questionnaireSteps(definition: WorkflowDefinition): QuestionnaireStep[] {
  return definition.steps.filter((s): s is QuestionnaireStep => s.kind === "questionnaire");
}

/** The questionnaire a send-back returns to: the last one before the current step. */
export function questionnaireBefore(definition: WorkflowDefinition, index: number): number | null {
  for (let i = index - 1; i >= 0; i -= 1)
    if (definition.steps[i]?.kind === "questionnaire") return i;
  return null;
}

/** "user:{id}" / "team:{id}" of a review or decision step's approver, or null for anyone. */
export function approverOf(step: WorkflowStep | null) {
  return step && (step.kind === "review" || step.kind === "decision")
    ? (step.approver ?? null)
    : null;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);
