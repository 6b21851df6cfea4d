import { workflowLimits, workflowMessages } from "@tierwise/common/workflows/messages";
import type { WorkflowDetail, WorkflowOutcome } from "../workflows.graphql.ts";

/** A reviewer's action on the current step; each needs what its mutation needs. */
export type ReviewAction =
  | { kind: "approve" }
  | { kind: "sendBack" }
  | { kind: "decide"; outcome: WorkflowOutcome };

export type ReviewValues = { comment: string; conditions: string };
export type ReviewErrors = Partial<Record<keyof ReviewValues, string>>;

/**
 * The actions the current step offers to someone the policy lets review it (canReview, decided
 * by the server): a review step is approved or sent back; the decision step approves, approves
 * with conditions or rejects, and can also send the answers back.
 */
export function reviewActionsFor(
  workflow: Pick<WorkflowDetail, "canReview" | "currentStep">,
): ReviewAction[] {
  if (!workflow.canReview || !workflow.currentStep) return [];
  if (workflow.currentStep.kind === "review") return [{ kind: "approve" }, { kind: "sendBack" }];
  if (workflow.currentStep.kind === "decision")
    return [
      { kind: "decide", outcome: "approved" },
      { kind: "decide", outcome: "approved_with_conditions" },
      { kind: "decide", outcome: "rejected" },
      { kind: "sendBack" },
    ];
  return [];
}

export function reviewActionLabel(action: ReviewAction): string {
  if (action.kind === "approve") return "Approve";
  if (action.kind === "sendBack") return "Send back to the supplier";
  if (action.outcome === "approved") return "Approve";
  if (action.outcome === "approved_with_conditions") return "Approve with conditions";
  return "Reject";
}

/** What the comment box means for the action. */
export function commentLabel(action: ReviewAction): string {
  return action.kind === "sendBack" ? "Comment for the supplier" : "Comment (optional)";
}

/** The checks before asking the server: a send-back needs a comment, conditions need words. */
export function reviewErrors(action: ReviewAction, values: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {};
  if (action.kind === "sendBack" && values.comment.trim() === "")
    errors.comment = workflowMessages.commentRequired;
  if (
    action.kind === "decide" &&
    action.outcome === "approved_with_conditions" &&
    values.conditions.trim() === ""
  )
    errors.conditions = workflowMessages.conditionsRequired;
  if (values.comment.length > workflowLimits.commentMax)
    errors.comment = `Keep the comment under ${workflowLimits.commentMax} characters.`;
  if (values.conditions.length > workflowLimits.commentMax)
    errors.conditions = `Keep the conditions under ${workflowLimits.commentMax} characters.`;
  return errors;
}

export const actionKey = (action: ReviewAction) =>
  action.kind === "decide" ? `decide:${action.outcome}` : action.kind;
