import type {
  QuestionKind,
  WorkflowCheckKind,
  WorkflowOutcome,
  WorkflowStepKind,
} from "@tierwise/common/workflows/definition";
import type { WorkflowStatus } from "@tierwise/common/workflows/messages";
import type { WorkflowStepState } from "./workflows.graphql.ts";

/** The words the workflow pages use for the contract's enums, defined once. */

export const stepKindLabels: Record<WorkflowStepKind, string> = {
  questionnaire: "Questionnaire",
  review: "Internal review",
  check: "Automatic check",
  decision: "Decision",
};

export const stepKindDescriptions: Record<WorkflowStepKind, string> = {
  questionnaire: "Sent to the supplier's contacts to answer by link.",
  review: "A colleague or team approves, or sends the answers back with a comment.",
  check: "Runs on its own: sanctions, risk grade or required documents.",
  decision: "Approve, approve with conditions, or reject. Always the last step.",
};

export const stepStateLabels: Record<WorkflowStepState, string> = {
  pending: "Not started",
  current: "In progress",
  done: "Done",
  skipped: "Skipped",
};

/** Filled badge shades with white text at 4.5:1 or more (WCAG AA). */
export const statusColors: Record<WorkflowStatus, string> = {
  awaiting_supplier: "blue.8",
  in_review: "grape.8",
  approved: "teal.9",
  approved_with_conditions: "cyan.9",
  rejected: "red.9",
  cancelled: "gray.7",
};

export const outcomeLabels: Record<WorkflowOutcome, string> = {
  approved: "Approve",
  approved_with_conditions: "Approve with conditions",
  rejected: "Reject",
};

export const questionKindLabels: Record<QuestionKind, string> = {
  yesNo: "Yes / no",
  singleChoice: "Single choice",
  multipleChoice: "Multiple choice",
  number: "Number",
  date: "Date",
  text: "Text",
  file: "File upload",
  country: "Country",
};

export const checkKindLabels: Record<WorkflowCheckKind, string> = {
  sanctionsClear: "Sanctions screening is clear",
  riskGradeAtLeast: "Risk grade at or above",
  documentsPresent: "Required documents are present",
};

/** A score (0–100) for tables and headings; "—" before there is one. */
export const scoreText = (score: number | null | undefined) =>
  score === null || score === undefined ? "—" : `${Math.round(score)} / 100`;
