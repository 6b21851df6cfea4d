import {
  type WorkflowDefinition,
  workflowDefinitionSchema,
} from "@tierwise/common/workflows/definition";
import { definitionProblems } from "@tierwise/common/workflows/definition-rules";
import { workflowLimits, workflowMessages } from "@tierwise/common/workflows/messages";
import { asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { seedId } from "../../core/deterministic-id.ts";
import { AlreadyExistsError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { isUniqueViolation } from "../../core/sql-support.ts";
import { ofOrganization, ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teams } from "../../db/membership.table.ts";
import { shippedTemplates } from "./shipped/shipped-templates.ts";
import {
  type WorkflowTemplateRow,
  type WorkflowTemplateVersionRow,
  workflows,
  workflowTemplates,
  workflowTemplateVersions,
} from "./workflow.table.ts";

/** A template with the version new workflows start on. */
export type TemplateView = { row: WorkflowTemplateRow; current: WorkflowTemplateVersionRow };

const templateNotFound = () => new NotFoundError("Workflow template not found.");

/**
 * Copies the three shipped templates into an organisation the first time it needs templates
 * (listing or starting). Ids are derived from the organisation and key, so concurrent first
 * reads insert once; an organisation that renamed or archived one keeps its change.
 */
export async function ensureShippedTemplates(db: Database, organizationId: string) {
  const [present] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowTemplates)
    .where(
      ofOrganization(
        organizationId,
        workflowTemplates,
        sql`${workflowTemplates.shippedKey} is not null`,
      ),
    );
  if ((present?.n ?? 0) >= Object.keys(shippedTemplates).length) return;
  await db.transaction(async (tx) => {
    for (const [key, shipped] of Object.entries(shippedTemplates)) {
      const id = seedId(`workflow-template:${organizationId}:${key}`);
      const [inserted] = await tx
        .insert(workflowTemplates)
        .values({
          id,
          organizationId,
          shippedKey: key,
          tag: shipped.tag,
          name: shipped.name,
          description: shipped.description,
        })
        .onConflictDoNothing()
        .returning({ id: workflowTemplates.id });
      if (!inserted) continue;
      await tx.insert(workflowTemplateVersions).values({
        id: seedId(`workflow-template-version:${organizationId}:${key}:1`),
        organizationId,
        templateId: id,
        version: 1,
        definition: shipped.definition,
      });
    }
  });
}

const templateInputSchema = z.object({
  tag: z.string().trim().min(1, workflowMessages.labelRequired).max(workflowLimits.tagMax),
  name: z.string().trim().min(1, workflowMessages.labelRequired).max(workflowLimits.nameMax),
  description: z.string().trim().max(workflowLimits.helpMax).nullish(),
  definition: workflowDefinitionSchema,
});
export type TemplateInput = z.input<typeof templateInputSchema>;

/** Approvers named by the definition must be members or teams of the organisation. */
async function approverProblems(db: Database, actor: TenantActor, definition: WorkflowDefinition) {
  const problems: { path: string; message: string }[] = [];
  for (const [index, step] of definition.steps.entries()) {
    if ((step.kind !== "review" && step.kind !== "decision") || !step.approver) continue;
    const { type, id } = step.approver;
    const found =
      isUuid(id) &&
      (type === "user"
        ? await tenantData(db, actor).first(
            memberships,
            eq(memberships.userId, id),
            eq(memberships.active, true),
          )
        : await tenantData(db, actor).first(teams, eq(teams.id, id)));
    if (!found)
      problems.push({ path: `steps.${index}.approver`, message: workflowMessages.approverUnknown });
  }
  return problems;
}

async function parseTemplateInput(db: Database, actor: TenantActor, raw: unknown) {
  const input = parseInput(templateInputSchema, raw);
  const problems = [
    ...definitionProblems(input.definition).map((p) => ({ ...p, path: `definition.${p.path}` })),
    ...(await approverProblems(db, actor, input.definition)).map((p) => ({
      ...p,
      path: `definition.${p.path}`,
    })),
  ];
  if (problems.length > 0) throw new ValidationError(problems);
  return input;
}

async function currentVersions(db: Database, rows: readonly WorkflowTemplateRow[]) {
  if (rows.length === 0) return [];
  const versions = await db
    .select()
    .from(workflowTemplateVersions)
    .where(
      inArray(
        workflowTemplateVersions.templateId,
        rows.map((r) => r.id),
      ),
    );
  return rows.flatMap((row) => {
    const current = versions.find(
      (v) => v.templateId === row.id && v.version === row.currentVersion,
    );
    return current ? [{ row, current }] : [];
  });
}

export async function listTemplates(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { includeArchived?: boolean | null },
): Promise<TemplateView[]> {
  authorize(actor, "workflows.read");
  await ensureShippedTemplates(deps.db, actor.organizationId);
  const rows = await deps.db
    .select()
    .from(workflowTemplates)
    .where(
      ownedBy(
        actor,
        workflowTemplates,
        args.includeArchived ? undefined : isNull(workflowTemplates.archivedAt),
      ),
    )
    .orderBy(asc(workflowTemplates.name));
  return currentVersions(deps.db, rows);
}

/** A template of the viewer's organisation, or NotFoundError. */
export async function findTemplate(
  db: Database,
  actor: TenantActor,
  id: string,
): Promise<TemplateView> {
  if (!isUuid(id)) throw templateNotFound();
  const row = await tenantData(db, actor).first(workflowTemplates, eq(workflowTemplates.id, id));
  const [view] = row ? await currentVersions(db, [row]) : [];
  if (!view) throw templateNotFound();
  return view;
}

export async function templateById(deps: ServiceDeps, actor: TenantActor, args: { id: string }) {
  authorize(actor, "workflows.read");
  await ensureShippedTemplates(deps.db, actor.organizationId);
  return findTemplate(deps.db, actor, args.id).catch((error) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
}

/** Every version of a template, newest first. */
export function templateVersions(db: Database, actor: TenantActor, templateId: string) {
  return db
    .select()
    .from(workflowTemplateVersions)
    .where(
      ownedBy(actor, workflowTemplateVersions, eq(workflowTemplateVersions.templateId, templateId)),
    )
    .orderBy(desc(workflowTemplateVersions.version));
}

const nameTaken = () =>
  new AlreadyExistsError("A workflow template with this name already exists.");

export async function createTemplate(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
) {
  authorize(actor, "workflows.manageTemplates");
  const input = await parseTemplateInput(deps.db, actor, args.input);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const row = await tenantData(tx, actor).insert(workflowTemplates, {
        tag: input.tag,
        name: input.name,
        description: input.description ?? null,
      });
      await tenantData(tx, actor).insert(workflowTemplateVersions, {
        templateId: row.id,
        version: 1,
        definition: input.definition,
        createdBy: actor.userId,
      });
      await recordAudit(tx, actor, {
        action: "workflow_template.created",
        targetType: "WorkflowTemplate",
        targetId: row.id,
        // By id and version only: audit entries never carry an object's words.
        after: { version: 1 },
      });
      return row.id;
    });
    return { template: await findTemplate(deps.db, actor, id) };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * An edit is a new version: workflows already running keep the version they started on
 * (they point at its row), and new ones start on this one.
 */
export async function updateTemplate(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; input: unknown },
) {
  authorize(actor, "workflows.manageTemplates");
  const existing = await findTemplate(deps.db, actor, args.id);
  const input = await parseTemplateInput(deps.db, actor, args.input);
  try {
    await deps.db.transaction(async (tx) => {
      const [bumped] = await tx
        .update(workflowTemplates)
        .set({
          tag: input.tag,
          name: input.name,
          description: input.description ?? null,
          currentVersion: sql`${workflowTemplates.currentVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(ownedBy(actor, workflowTemplates, eq(workflowTemplates.id, existing.row.id)))
        .returning();
      if (!bumped) throw templateNotFound();
      await tenantData(tx, actor).insert(workflowTemplateVersions, {
        templateId: bumped.id,
        version: bumped.currentVersion,
        definition: input.definition,
        createdBy: actor.userId,
      });
      await recordAudit(tx, actor, {
        action: "workflow_template.updated",
        targetType: "WorkflowTemplate",
        targetId: bumped.id,
        before: { version: existing.row.currentVersion },
        after: { version: bumped.currentVersion },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return { template: await findTemplate(deps.db, actor, existing.row.id) };
}

export async function archiveTemplate(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; archived: boolean },
) {
  authorize(actor, "workflows.manageTemplates");
  const existing = await findTemplate(deps.db, actor, args.id);
  await deps.db.transaction(async (tx) => {
    await tenantData(tx, actor).update(
      workflowTemplates,
      { archivedAt: args.archived ? new Date() : null, updatedAt: new Date() },
      eq(workflowTemplates.id, existing.row.id),
    );
    await recordAudit(tx, actor, {
      action: args.archived ? "workflow_template.archived" : "workflow_template.restored",
      targetType: "WorkflowTemplate",
      targetId: existing.row.id,
    });
  });
  return { template: await findTemplate(deps.db, actor, existing.row.id) };
}

/** Workflows per version and running ones per template, for the template page. */
export async function templateCounts(db: Database, actor: TenantActor, templateId: string) {
  const rows = await db
    .select({
      versionId: workflows.templateVersionId,
      total: sql<number>`count(*)::int`,
      running: sql<number>`count(*) filter (where ${workflows.finishedAt} is null)::int`,
    })
    .from(workflows)
    .where(ownedBy(actor, workflows, eq(workflows.templateId, templateId)))
    .groupBy(workflows.templateVersionId);
  return {
    byVersion: new Map(rows.map((r) => [r.versionId, r.total])),
    running: rows.reduce((sum, r) => sum + r.running, 0),
  };
}
