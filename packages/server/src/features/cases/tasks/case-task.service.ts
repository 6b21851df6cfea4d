import {
  createCaseTaskInputSchema,
  updateCaseTaskInputSchema,
} from "@tierwise/common/inputs/cases";
import { can } from "@tierwise/common/policy/can";
import { asc, eq, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { ForbiddenError, NotFoundError } from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { type CaseTaskRow, caseTasks, type SupplierCaseRow, supplierCases } from "../case.table.ts";
import { caseNotFound, caseSubject, findVisibleCase } from "../case-visibility.ts";
import { assertAssignable } from "./case-people.ts";
import { type CaseTaskView, caseTaskViews, taskSubject } from "./case-task-view.ts";

export const taskNotFound = () => new NotFoundError("Task not found.");

const cannotWorkCase = () => new ForbiddenError("You cannot change this case.");
const cannotChangeTask = () =>
  new ForbiddenError("Only the task's creator or an administrator can change this task.");

/**
 * The visible case, row-locked for the counters this change keeps. Locking the case before
 * its task is the order a case deletion takes too (the case, then its tasks by cascade), so
 * the two never wait on each other in a circle.
 */
async function lockVisibleCase(
  tx: Database,
  actor: TenantActor,
  caseId: string,
): Promise<SupplierCaseRow> {
  const supplierCase = await findVisibleCase(tx, actor, caseId);
  const [locked] = await tx
    .select({ id: supplierCases.id })
    .from(supplierCases)
    .where(ownedBy(actor, supplierCases, eq(supplierCases.id, supplierCase.id)))
    .for("no key update");
  if (!locked) throw caseNotFound();
  if (!can(actor, "cases.update", caseSubject(supplierCase))) throw cannotWorkCase();
  return supplierCase;
}

/** Moves the case's task counters by the given steps, in the caller's transaction. */
async function moveCounters(
  tx: Database,
  actor: TenantActor,
  caseId: string,
  steps: { all: number; closed: number },
) {
  if (steps.all === 0 && steps.closed === 0) return;
  await tx
    .update(supplierCases)
    .set({
      taskCount: sql`${supplierCases.taskCount} + ${steps.all}`,
      closedTaskCount: sql`${supplierCases.closedTaskCount} + ${steps.closed}`,
    })
    .where(ownedBy(actor, supplierCases, eq(supplierCases.id, caseId)));
}

async function viewOf(db: Database, actor: TenantActor, row: CaseTaskRow): Promise<CaseTaskView> {
  const [view] = await caseTaskViews(db, actor, [row]);
  if (!view) throw taskNotFound();
  return view;
}

/** A case's tasks, oldest first, for anyone who sees the case. */
export async function listCaseTasks(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { caseId: string },
): Promise<CaseTaskView[]> {
  const supplierCase = await findVisibleCase(deps.db, actor, args.caseId);
  const rows = await deps.db
    .select()
    .from(caseTasks)
    .where(ownedBy(actor, caseTasks, eq(caseTasks.caseId, supplierCase.id)))
    .orderBy(asc(caseTasks.createdAt), asc(caseTasks.id));
  return caseTaskViews(deps.db, actor, rows);
}

/** Adds a task To do to a case the viewer works on; the case counts it in the same transaction. */
export async function createCaseTask(deps: ServiceDeps, actor: TenantActor, args: unknown) {
  const input = parseInput(createCaseTaskInputSchema, args);
  const row = await deps.db.transaction(async (tx) => {
    const supplierCase = await lockVisibleCase(tx, actor, input.caseId);
    await assertAssignable(tx, actor, input);
    const created = await tenantData(tx, actor).insert(caseTasks, {
      caseId: supplierCase.id,
      title: input.title,
      dueAt: input.dueAt ?? null,
      status: "to_do",
      assigneeId: input.assigneeId ?? null,
      assignedTeamId: input.assignedTeamId ?? null,
      createdBy: actor.userId,
    });
    await moveCounters(tx, actor, supplierCase.id, { all: 1, closed: 0 });
    await recordAudit(tx, actor, {
      action: "case_task.created",
      targetType: "CaseTask",
      targetId: created.id,
      after: pickAudited(created),
    });
    return created;
  });
  return { task: await viewOf(deps.db, actor, row) };
}

/**
 * The task, row-locked, after its case (locked first); not found when the case is hidden from
 * the viewer. Refused unless the viewer works the case and created the task or administers.
 */
async function lockChangeableTask(
  tx: Database,
  actor: TenantActor,
  id: string,
): Promise<CaseTaskRow> {
  if (!isUuid(id)) throw taskNotFound();
  const [found] = await tx
    .select({ caseId: caseTasks.caseId })
    .from(caseTasks)
    .where(ownedBy(actor, caseTasks, eq(caseTasks.id, id)));
  if (!found) throw taskNotFound();
  try {
    await lockVisibleCase(tx, actor, found.caseId);
  } catch (error) {
    // A task on a case the viewer does not see does not exist for them either.
    if (error instanceof NotFoundError) throw taskNotFound();
    throw error;
  }
  const [task] = await tx
    .select()
    .from(caseTasks)
    .where(ownedBy(actor, caseTasks, eq(caseTasks.id, id)))
    .for("update");
  if (!task) throw taskNotFound();
  if (!can(actor, "cases.changeTask", taskSubject(task))) throw cannotChangeTask();
  return task;
}

/**
 * Edits a task: title, due date, assignee or team, status. Completing sets closed_at to now
 * and reopening clears it (spec 2 §4); the case's closed count follows in the same transaction.
 * Naming a person clears the team and the other way round; null clears either.
 */
export async function updateCaseTask(deps: ServiceDeps, actor: TenantActor, args: unknown) {
  const input = parseInput(updateCaseTaskInputSchema, args);
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockChangeableTask(tx, actor, input.id);
    const assignment: Pick<CaseTaskRow, "assigneeId" | "assignedTeamId"> = {
      assigneeId: before.assigneeId,
      assignedTeamId: before.assignedTeamId,
    };
    if (input.assigneeId !== undefined) {
      assignment.assigneeId = input.assigneeId;
      if (input.assigneeId) assignment.assignedTeamId = null;
    }
    if (input.assignedTeamId !== undefined) {
      assignment.assignedTeamId = input.assignedTeamId;
      if (input.assignedTeamId) assignment.assigneeId = null;
    }
    // Only a newly named person or team is checked: a task keeps its deactivated assignee
    // while someone fixes its title.
    await assertAssignable(tx, actor, {
      assigneeId: assignment.assigneeId !== before.assigneeId ? assignment.assigneeId : null,
      assignedTeamId:
        assignment.assignedTeamId !== before.assignedTeamId ? assignment.assignedTeamId : null,
    });
    const status = input.status ?? before.status;
    const closedAt =
      status === before.status ? before.closedAt : status === "complete" ? new Date() : null;
    const [updated] = await tenantData(tx, actor).update(
      caseTasks,
      {
        title: input.title ?? before.title,
        dueAt: input.dueAt === undefined ? before.dueAt : input.dueAt,
        status,
        closedAt,
        ...assignment,
        updatedAt: new Date(),
      },
      eq(caseTasks.id, before.id),
    );
    if (!updated) throw taskNotFound();
    const closedStep =
      status === before.status
        ? 0
        : status === "complete"
          ? 1
          : before.status === "complete"
            ? -1
            : 0;
    await moveCounters(tx, actor, before.caseId, { all: 0, closed: closedStep });
    await recordAudit(tx, actor, {
      action: "case_task.updated",
      targetType: "CaseTask",
      targetId: before.id,
      before: pickAudited(before),
      after: pickAudited(updated),
    });
    return updated;
  });
  return { task: await viewOf(deps.db, actor, row) };
}

/** Deletes a task; the case's counters lose it in the same transaction. */
export async function deleteCaseTask(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<{ id: string }> {
  return deps.db.transaction(async (tx) => {
    const before = await lockChangeableTask(tx, actor, args.id);
    await tenantData(tx, actor).delete(caseTasks, eq(caseTasks.id, before.id));
    await moveCounters(tx, actor, before.caseId, {
      all: -1,
      closed: before.status === "complete" ? -1 : 0,
    });
    await recordAudit(tx, actor, {
      action: "case_task.deleted",
      targetType: "CaseTask",
      targetId: before.id,
      before: pickAudited(before),
    });
    return { id: before.id };
  });
}

/** What the audit log keeps of a task: facts, never its title (the case may be private). */
function pickAudited(row: CaseTaskRow) {
  return {
    caseId: row.caseId,
    dueAt: row.dueAt,
    status: row.status,
    assigneeId: row.assigneeId,
    assignedTeamId: row.assignedTeamId,
    createdBy: row.createdBy,
  };
}
