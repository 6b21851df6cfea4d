import type { WorkflowDefinition, WorkflowStep } from "@tierwise/common/workflows/definition";
import {
  type WorkflowAuditAction,
  type WorkflowStatus,
  workflowPagePath,
} from "@tierwise/common/workflows/messages";
import { eq, inArray, isNotNull, sql } from "drizzle-orm";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teamMemberships } from "../../db/membership.table.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import {
  type WorkflowRow,
  workflowLinks,
  workflowNotifications,
  workflows,
  workflowTemplateVersions,
} from "./workflow.table.ts";
import { actorWords, recordWorkflowAudit, type StepActor } from "./workflow-audit.ts";
import { approverOf, standingAt } from "./workflow-steps.ts";

/**
 * The one way a workflow moves from step to step (issue 31). Every move is made inside the
 * transaction that locked the workflow row, writes its audit item there, and leaves the
 * follow-up work to jobs queued in the same transaction: e-mails to contacts
 * (workflows.mail), automatic checks and a red-flag case (workflows.progress).
 */

export const workflowMailQueue = "workflows.mail";
export const workflowProgressQueue = "workflows.progress";

export type LoadedWorkflow = { row: WorkflowRow; definition: WorkflowDefinition };

/** The workflow with its version's definition, locked for the caller's transaction. */
export async function lockWorkflow(
  tx: Database,
  organizationId: string,
  id: string,
): Promise<LoadedWorkflow | null> {
  const [found] = await tx
    .select({ row: workflows, definition: workflowTemplateVersions.definition })
    .from(workflows)
    .innerJoin(
      workflowTemplateVersions,
      eq(workflowTemplateVersions.id, workflows.templateVersionId),
    )
    .where(ofOrganization(organizationId, workflows, eq(workflows.id, id)))
    .for("update", { of: workflows });
  return found ?? null;
}

/** Queues the contacts' e-mails of a workflow (one job serves every pending link). */
export async function queueLinkMail(
  tx: Database,
  workflowId: string,
  kind: "invitation" | "sent_back" | "questionnaire",
) {
  await tx
    .update(workflowLinks)
    .set({ pendingMail: kind })
    .where(eq(workflowLinks.workflowId, workflowId));
  await enqueueJob(tx, workflowMailQueue, {}, { singletonKey: workflowMailQueue });
}

/**
 * Queues the automatic work after a step change. System work, not the starter's: a job run as a
 * person fails once they leave, and the checks must run whoever started the workflow.
 */
export async function queueProgress(tx: Database, row: Pick<WorkflowRow, "id" | "organizationId">) {
  await enqueueJob(
    tx,
    workflowProgressQueue,
    { workflowId: row.id, organizationId: row.organizationId },
    { singletonKey: `${workflowProgressQueue}:${row.id}` },
  );
}

/** Who reviews a step: its approver (a user, or a team's members), else whoever started it. */
async function reviewersOf(tx: Database, row: WorkflowRow, step: WorkflowStep): Promise<string[]> {
  const approver = approverOf(step);
  let ids: string[] = [];
  if (approver?.type === "user") ids = [approver.id];
  else if (approver?.type === "team")
    ids = (
      await tx
        .select({ userId: teamMemberships.userId })
        .from(teamMemberships)
        .where(eq(teamMemberships.teamId, approver.id))
    ).map((r) => r.userId);
  else if (row.startedBy) ids = [row.startedBy];
  if (ids.length === 0) return [];
  const active = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      ofOrganization(
        row.organizationId,
        memberships,
        eq(memberships.active, true),
        inArray(memberships.userId, ids),
      ),
    );
  return active.map((r) => r.userId);
}

/**
 * Stands the workflow at step `index` and starts what the step needs: a questionnaire asks the
 * contacts again (after a send-back, or a later questionnaire), a review or decision notifies
 * its reviewers, a check is left to the progress job.
 */
export async function enterStep(
  tx: Database,
  loaded: LoadedWorkflow,
  index: number,
  patch: Partial<typeof workflows.$inferInsert> = {},
  mail: "sent_back" | "questionnaire" | null = null,
): Promise<WorkflowRow> {
  const step = loaded.definition.steps[index];
  if (!step) throw new Error(`no step ${index}`);
  const [row] = await tx
    .update(workflows)
    .set({ ...standingAt(loaded.definition, index), ...patch, updatedAt: new Date() })
    .where(eq(workflows.id, loaded.row.id))
    .returning();
  if (!row) throw new Error("workflow vanished");
  if (step.kind === "questionnaire" && mail) await queueLinkMail(tx, row.id, mail);
  if (step.kind === "check") await queueProgress(tx, row);
  if (step.kind === "review" || step.kind === "decision") {
    const reviewers = await reviewersOf(tx, row, step);
    if (reviewers.length > 0)
      await tx.insert(workflowNotifications).values(
        reviewers.map((userId) => ({
          organizationId: row.organizationId,
          userId,
          workflowId: row.id,
          title: `${row.companyName}: ${step.name} is waiting for you`,
          excerpt: `${row.name} — ${row.redFlags.length} red flag(s)${row.score === null ? "" : `, score ${row.score}`}`,
        })),
      );
  }
  return row;
}

/**
 * Completes the current step (recorded as done by `who`), writes its audit item, and moves to
 * the next step, or finishes the workflow with `finish` when the step was the last.
 */
export async function completeStep(
  tx: Database,
  loaded: LoadedWorkflow,
  who: StepActor,
  entry: {
    action: WorkflowAuditAction;
    summary: string;
    patch?: Partial<typeof workflows.$inferInsert>;
    finish?: WorkflowStatus;
  },
): Promise<WorkflowRow> {
  const index = loaded.row.currentStepIndex;
  const step = index === null ? null : loaded.definition.steps[index];
  if (index === null || !step) throw new Error("the workflow has no current step");
  const now = new Date();
  const progress = {
    ...loaded.row.progress,
    ...(entry.patch?.progress ?? {}),
    [step.id]: { completedAt: now.toISOString(), completedBy: actorWords(who) },
  };
  await recordWorkflowAudit(tx, loaded.row, {
    action: entry.action,
    who,
    stepName: step.name,
    summary: entry.summary,
    at: now,
  });
  const patch = { ...entry.patch, progress };
  if (entry.finish || index + 1 >= loaded.definition.steps.length) {
    const [row] = await tx
      .update(workflows)
      .set({
        ...patch,
        status: entry.finish ?? "approved",
        currentStepIndex: null,
        currentStepKind: null,
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(workflows.id, loaded.row.id))
      .returning();
    if (!row) throw new Error("workflow vanished");
    await markAssessed(tx, row);
    return row;
  }
  const nextStep = loaded.definition.steps[index + 1];
  return enterStep(
    tx,
    loaded,
    index + 1,
    patch,
    nextStep?.kind === "questionnaire" ? "questionnaire" : null,
  );
}

/** A finished workflow changes the company's assessment metric: the risk hub rescores it. */
export async function markAssessed(tx: Database, row: Pick<WorkflowRow, "companyId">) {
  await tx.execute(sql`insert into risk_dirty_companies (company_id) values (${row.companyId}::uuid)
    on conflict (company_id) do update set marked_at = now()`);
}

export const workflowUrl = (publicUrl: string, id: string) => `${publicUrl}${workflowPagePath(id)}`;

/** The links of a workflow still waiting for an e-mail (the mail job's query). */
export const pendingLinks = isNotNull(workflowLinks.pendingMail);
