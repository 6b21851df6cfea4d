import { feedbackButtons } from "@tierwise/common/alerts";
import type { AlertFeedbackInput } from "@tierwise/common/inputs/alerts";
import { fieldError } from "../../core/parse-input.ts";
import type { AlertState } from "./alert-views.ts";

/**
 * The relevance feedback state machine (spec 3 §4 and issue 13), as a pure function of the
 * viewer's current state and one update:
 *
 * - relevant (score 1): score 1, not archived, no reason;
 * - not relevant (a reason, or score -1): archived, score 0, the reason (and the comment the
 *   reasons `unlawful_content` and `other` need, checked by the input schema) stored beside it;
 * - a press on a button common `feedbackButtons` disables (relevant once the score is 1, not
 *   relevant once archived) changes nothing, so a double click is harmless;
 * - without a verdict: `archived` and `score` as given (the older client's "not relevant" is
 *   score 0 with archived toggled), `read` sets or clears readAt, `scoreFeedback` the comment.
 */

export type Verdict = "relevant" | "not_relevant" | null;

export function verdictOf(input: AlertFeedbackInput): Verdict {
  if (input.score === 1) return "relevant";
  if (input.reason || input.score === -1) return "not_relevant";
  return null;
}

export function applyFeedback(
  current: AlertState,
  input: AlertFeedbackInput,
  now: Date,
): { next: AlertState; verdict: Verdict } {
  const buttons = feedbackButtons(current);
  let verdict = verdictOf(input);
  if (verdict === "relevant" && input.reason)
    throw fieldError("reason", "A relevant alert takes no reason.");
  if (verdict === "not_relevant" && !input.reason)
    throw fieldError("reason", "Please choose why the alert is not relevant.");
  if (verdict === "not_relevant" && input.reason === "wrong_company" && !input.companyId)
    throw fieldError("companyId", "Please choose the wrong company.");
  if (verdict === "relevant" && buttons.relevantDisabled) verdict = null;
  if (verdict === "not_relevant" && buttons.notRelevantDisabled) verdict = null;
  const next = { ...current };
  const comment = input.scoreFeedback || null;
  if (verdict === "relevant")
    Object.assign(next, { score: 1, archived: false, reason: null, scoreFeedback: comment });
  else if (verdict === "not_relevant")
    Object.assign(next, { score: 0, archived: true, reason: input.reason, scoreFeedback: comment });
  else if (verdictOf(input) === null) {
    if (input.archived != null) next.archived = input.archived;
    if (input.score === 0) Object.assign(next, { score: 0, reason: null });
    if (input.scoreFeedback !== undefined) next.scoreFeedback = comment;
  }
  if (input.read != null) {
    next.read = input.read;
    next.readAt = input.read ? (current.readAt ?? now) : null;
  }
  return { next, verdict };
}
