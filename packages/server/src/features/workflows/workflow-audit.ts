import { can } from "@tierwise/common/policy/can";
import {
  automaticActorName,
  type WorkflowAuditAction,
  workflowPagePath,
} from "@tierwise/common/workflows/messages";
import { desc, eq, inArray, type SQL } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { isUuid } from "../../core/ids.ts";
import { type PageArgs, paginate } from "../../core/paging.ts";
import { ofOrganization, ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/user.table.ts";
import { displayName } from "../comments/comment-view.ts";
import { registerCompanyWallAuditSource } from "../comments/company-wall-audit-source.ts";
import type { WorkflowAuditView } from "../comments/wall-audit.ts";
import { recordWebhookEvent } from "../webhooks/webhook-events.ts";
import { type WorkflowAuditRow, type WorkflowRow, workflowAudit } from "./workflow.table.ts";

/** Who changed a step: a member, a supplier contact (by e-mail), or nobody (automatic). */
export type StepActor =
  | { kind: "member"; userId: string; email: string; name: string }
  | { kind: "contact"; email: string }
  | { kind: "automatic" };

export const memberActor = (actor: TenantActor): StepActor => ({
  kind: "member",
  userId: actor.userId,
  email: actor.user.email,
  name: displayName(actor.user),
});

/** The words the audit trail and "completed by" use for whoever acted. */
export function actorWords(who: StepActor): string {
  if (who.kind === "member") return who.name;
  if (who.kind === "contact") return who.email;
  return automaticActorName;
}

/**
 * Writes one workflow audit item (spec 2 §3: workflowId, action, actionTime, email, fullName,
 * name, stepName, workflowName, workflowUrl), in the transaction of the step change. Names are
 * kept as they are now, so the trail reads the same after a rename.
 */
export async function recordWorkflowAudit(
  tx: Database,
  workflow: Pick<WorkflowRow, "id" | "organizationId" | "companyId" | "companyName" | "name">,
  entry: {
    action: WorkflowAuditAction;
    who: StepActor;
    stepName: string | null;
    summary: string;
    at?: Date;
  },
) {
  await tx.insert(workflowAudit).values({
    organizationId: workflow.organizationId,
    workflowId: workflow.id,
    companyId: workflow.companyId,
    action: entry.action,
    actionTime: entry.at ?? new Date(),
    actorUserId: entry.who.kind === "member" ? entry.who.userId : null,
    email: entry.who.kind === "automatic" ? null : entry.who.email,
    fullName: actorWords(entry.who),
    name: workflow.companyName,
    stepName: entry.stepName,
    workflowName: workflow.name,
    summary: entry.summary,
  });
  await recordWebhookEvent(tx, workflow.organizationId, "workflow.step_changed", {
    workflow: {
      id: workflow.id,
      name: workflow.name,
      companyId: workflow.companyId,
      companyName: workflow.companyName,
    },
    action: entry.action,
    stepName: entry.stepName,
  });
}

/** Audit rows as the GraphQL WorkflowAudit items, in the order given. */
export async function workflowAuditViews(
  db: Database,
  rows: readonly WorkflowAuditRow[],
): Promise<WorkflowAuditView[]> {
  const userIds = [...new Set(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))];
  const people = new Map(
    (userIds.length ? await db.select().from(users).where(inArray(users.id, userIds)) : []).map(
      (u) => [u.id, u],
    ),
  );
  return rows.map((row) => {
    const person = row.actorUserId ? people.get(row.actorUserId) : undefined;
    return {
      itemType: "WorkflowAudit",
      id: row.id,
      workflowId: row.workflowId,
      action: row.action,
      actionTime: row.actionTime,
      actor: person
        ? {
            id: person.id,
            email: person.email,
            name: displayName(person),
            firstName: person.firstName,
            lastName: person.lastName,
            deletedAt: person.active ? null : row.actionTime,
          }
        : null,
      email: row.email,
      fullName: row.fullName,
      name: row.name,
      stepName: row.stepName,
      workflowName: row.workflowName,
      workflowUrl: workflowPagePath(row.workflowId),
      summary: row.summary,
    };
  });
}

/** The audit items a company's wall and audit trail show the viewer; null without workflows. */
export function companyAuditCondition(actor: TenantActor, companyId: string): SQL | null {
  if (!can(actor, "workflows.read") || !isUuid(companyId)) return null;
  return ownedBy(actor, workflowAudit, eq(workflowAudit.companyId, companyId));
}

/**
 * Spec 2 §7 "Audit trail" (companyId → workflow audit items) and spec 1 §7 "Audit data":
 * the company's workflow step changes, newest first. Read along workflow_audit_company.
 */
export async function companyAuditTrail(
  deps: ServiceDeps,
  actor: TenantActor,
  args: PageArgs & { companyId: string },
) {
  authorize(actor, "workflows.read");
  const where = companyAuditCondition(actor, args.companyId);
  const page = await paginate<WorkflowAuditRow>(args, {
    defaultSize: 50,
    count: async () => (where ? await deps.db.$count(workflowAudit, where) : 0),
    fetch: ({ offset, limit }) =>
      where
        ? deps.db
            .select()
            .from(workflowAudit)
            .where(where)
            .orderBy(desc(workflowAudit.actionTime), desc(workflowAudit.id))
            .limit(limit)
            .offset(offset)
        : Promise.resolve([]),
  });
  return { ...page, items: await workflowAuditViews(deps.db, page.items) };
}

/** One workflow's trail, newest first (the workflow page and the export). */
export async function auditOfWorkflow(db: Database, organizationId: string, workflowId: string) {
  const rows = await db
    .select()
    .from(workflowAudit)
    .where(ofOrganization(organizationId, workflowAudit, eq(workflowAudit.workflowId, workflowId)))
    .orderBy(desc(workflowAudit.actionTime), desc(workflowAudit.id));
  return workflowAuditViews(db, rows);
}

registerCompanyWallAuditSource({
  table: workflowAudit,
  id: workflowAudit.id,
  at: workflowAudit.actionTime,
  condition: companyAuditCondition,
  views: async (db, actor, ids) =>
    workflowAuditViews(
      db,
      await db
        .select()
        .from(workflowAudit)
        .where(ownedBy(actor, workflowAudit, inArray(workflowAudit.id, ids))),
    ),
});
