import { can } from "@tierwise/common/policy/can";
import type { WorkflowStepKind } from "@tierwise/common/workflows/definition";
import { workflowOutcomes } from "@tierwise/common/workflows/definition";
import {
  finishedWorkflowStatuses,
  workflowLimits,
  workflowMessages,
  workflowStatusLabels,
} from "@tierwise/common/workflows/messages";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenError, NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import type { Database } from "../../db/client.ts";
import { workflowLinks, workflows } from "./workflow.table.ts";
import { memberActor, recordWorkflowAudit } from "./workflow-audit.ts";
import {
  completeStep,
  enterStep,
  type LoadedWorkflow,
  lockWorkflow,
  markAssessed,
  queueLinkMail,
} from "./workflow-progress.ts";
import { approverOf, questionnaireBefore, stepAt } from "./workflow-steps.ts";
import { presentWorkflow } from "./workflow-view.ts";

/**
 * What reviewers do (issue 31): approve a review step, send the answers back to the supplier
 * with a comment, decide the decision step, cancel, send the link again. Each locks the
 * workflow, asks the one policy rule about the current step, and moves through
 * workflow-progress.ts, which writes the audit item.
 */

export const workflowNotFound = () => new NotFoundError("Workflow not found.");

const comment = z.string().trim().max(workflowLimits.commentMax);

/** The policy's view of the current step: does it name an approver, and is the viewer it? */
export function stepSubject(actor: TenantActor, loaded: LoadedWorkflow) {
  const approver = approverOf(stepAt(loaded.definition, loaded.row.currentStepIndex));
  return {
    organizationId: loaded.row.organizationId,
    approverNamed: approver !== null,
    viewerIsApprover:
      approver?.type === "user"
        ? approver.id === actor.userId
        : approver?.type === "team"
          ? actor.teams.some((team) => team.id === approver.id)
          : false,
  };
}

async function lockOwn(tx: Database, actor: TenantActor, id: string) {
  authorize(actor, "workflows.read");
  const loaded = isUuid(id) ? await lockWorkflow(tx, actor.organizationId, id) : null;
  if (!loaded) throw workflowNotFound();
  return loaded;
}

/** The workflow locked at a step of one of `kinds`, which the viewer may act on. */
async function lockForReview(
  tx: Database,
  actor: TenantActor,
  id: string,
  kinds: WorkflowStepKind[],
) {
  const loaded = await lockOwn(tx, actor, id);
  const step = stepAt(loaded.definition, loaded.row.currentStepIndex);
  if (!step || !kinds.includes(step.kind)) throw fieldError("id", workflowMessages.wrongStep);
  if (!can(actor, "workflows.review", stepSubject(actor, loaded)))
    throw new ForbiddenError(workflowMessages.notYourStep);
  return { loaded, step };
}

async function done(deps: ServiceDeps, actor: TenantActor, id: string) {
  return { workflow: await presentWorkflow(deps.db, actor, id) };
}

export async function approveWorkflowStep(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; comment?: string | null },
) {
  const note = parseInput(comment.nullish(), args.comment);
  await deps.db.transaction(async (tx) => {
    const { loaded, step } = await lockForReview(tx, actor, args.id, ["review"]);
    await completeStep(tx, loaded, memberActor(actor), {
      action: "approved",
      summary: `approved ${step.name}${note ? `: ${note}` : ""}`,
    });
  });
  return done(deps, actor, args.id);
}

/**
 * Back to the questionnaire before the current step, with a comment the supplier sees on their
 * link: the submitted answers become the draft again, and the links open (and last at least
 * another fortnight, so a late send-back does not meet an expired link).
 */
export async function sendBackWorkflow(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; comment: string },
) {
  const text = parseInput(comment.min(1, workflowMessages.commentRequired), args.comment);
  await deps.db.transaction(async (tx) => {
    const { loaded, step } = await lockForReview(tx, actor, args.id, ["review", "decision"]);
    const target = questionnaireBefore(loaded.definition, loaded.row.currentStepIndex ?? 0);
    const questionnaire = target === null ? null : loaded.definition.steps[target];
    if (target === null || !questionnaire) throw fieldError("id", workflowMessages.wrongStep);
    const answers = { ...loaded.row.answers };
    const set = answers[questionnaire.id];
    if (set) answers[questionnaire.id] = { ...set, submittedAt: null };
    await recordWorkflowAudit(tx, loaded.row, {
      action: "sent_back",
      who: memberActor(actor),
      stepName: step.name,
      summary: `sent the answers back: ${text}`,
    });
    await enterStep(
      tx,
      loaded,
      target,
      { sentBackComment: text, answers, submittedAt: null },
      "sent_back",
    );
    await tx
      .update(workflowLinks)
      .set({ expiresAt: sql`greatest(${workflowLinks.expiresAt}, now() + interval '14 days')` })
      .where(eq(workflowLinks.workflowId, loaded.row.id));
  });
  return done(deps, actor, args.id);
}

const decisionSchema = z.object({
  outcome: z.enum(workflowOutcomes),
  conditions: comment.nullish(),
  comment: comment.nullish(),
});

export async function decideWorkflow(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; outcome: string; conditions?: string | null; comment?: string | null },
) {
  const input = parseInput(decisionSchema, args);
  if (input.outcome === "approved_with_conditions" && !input.conditions)
    throw fieldError("conditions", workflowMessages.conditionsRequired);
  await deps.db.transaction(async (tx) => {
    const { loaded } = await lockForReview(tx, actor, args.id, ["decision"]);
    const words = workflowStatusLabels[input.outcome];
    await completeStep(tx, loaded, memberActor(actor), {
      action: "decided",
      summary: `decided: ${words}${input.conditions ? ` — ${input.conditions}` : ""}${input.comment ? ` (${input.comment})` : ""}`,
      patch: {
        outcome: input.outcome,
        outcomeConditions:
          input.outcome === "approved_with_conditions" ? (input.conditions ?? null) : null,
      },
      finish: input.outcome,
    });
  });
  return done(deps, actor, args.id);
}

export async function cancelWorkflow(deps: ServiceDeps, actor: TenantActor, args: { id: string }) {
  await deps.db.transaction(async (tx) => {
    const loaded = await lockOwn(tx, actor, args.id);
    const subject = {
      organizationId: loaded.row.organizationId,
      startedBy: loaded.row.startedBy,
      finished: finishedWorkflowStatuses.includes(loaded.row.status),
    };
    if (subject.finished) throw fieldError("id", workflowMessages.wrongStep);
    if (!can(actor, "workflows.cancel", subject)) throw new ForbiddenError();
    const step = stepAt(loaded.definition, loaded.row.currentStepIndex);
    const now = new Date();
    await tx
      .update(workflows)
      .set({
        status: "cancelled",
        currentStepIndex: null,
        currentStepKind: null,
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(workflows.id, loaded.row.id));
    await tx
      .update(workflowLinks)
      .set({ pendingMail: null })
      .where(eq(workflowLinks.workflowId, loaded.row.id));
    await recordWorkflowAudit(tx, loaded.row, {
      action: "cancelled",
      who: memberActor(actor),
      stepName: step?.name ?? null,
      summary: "cancelled the workflow",
      at: now,
    });
    await markAssessed(tx, loaded.row);
  });
  return done(deps, actor, args.id);
}

/** The same links again to every contact, while the supplier still has to answer. */
export async function resendWorkflowLink(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
) {
  authorize(actor, "workflows.start");
  await deps.db.transaction(async (tx) => {
    const loaded = await lockOwn(tx, actor, args.id);
    if (loaded.row.status !== "awaiting_supplier")
      throw fieldError("id", workflowMessages.wrongStep);
    await queueLinkMail(tx, loaded.row.id, "invitation");
  });
  return done(deps, actor, args.id);
}
