import { workflowMessages } from "@tierwise/common/workflows/messages";
import { describe, expect, it } from "vitest";
import { reviewActionLabel, reviewActionsFor, reviewErrors } from "./review-actions.ts";

const step = (kind: "questionnaire" | "review" | "check" | "decision") => ({
  __typename: "WorkflowStepSummary" as const,
  id: kind,
  kind,
  name: kind,
  approverName: null,
});

describe("review actions", () => {
  it("offer nothing to someone the policy does not let review, or at a supplier's step", () => {
    expect(reviewActionsFor({ canReview: false, currentStep: step("review") })).toEqual([]);
    expect(reviewActionsFor({ canReview: true, currentStep: step("questionnaire") })).toEqual([]);
    expect(reviewActionsFor({ canReview: true, currentStep: null })).toEqual([]);
  });

  it("approve or send back a review; approve, with conditions, reject or send back a decision", () => {
    expect(
      reviewActionsFor({ canReview: true, currentStep: step("review") }).map(reviewActionLabel),
    ).toEqual(["Approve", "Send back to the supplier"]);
    expect(
      reviewActionsFor({ canReview: true, currentStep: step("decision") }).map(reviewActionLabel),
    ).toEqual(["Approve", "Approve with conditions", "Reject", "Send back to the supplier"]);
  });

  it("need a comment to send back and words for the conditions", () => {
    expect(reviewErrors({ kind: "sendBack" }, { comment: " ", conditions: "" })).toEqual({
      comment: workflowMessages.commentRequired,
    });
    expect(
      reviewErrors(
        { kind: "decide", outcome: "approved_with_conditions" },
        { comment: "", conditions: "" },
      ),
    ).toEqual({ conditions: workflowMessages.conditionsRequired });
    expect(reviewErrors({ kind: "approve" }, { comment: "", conditions: "" })).toEqual({});
  });
});
