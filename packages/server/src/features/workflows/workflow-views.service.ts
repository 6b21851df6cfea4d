import { workflowLimits, workflowMessages } from "@tierwise/common/workflows/messages";
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { AlreadyExistsError, LimitReachedError, NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { isUniqueViolation } from "../../core/sql-support.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { displayName } from "../comments/comment-view.ts";
import { workflowViews } from "./workflow.table.ts";

/**
 * Saved views of the workflow list, like the case list's: each person's own, names unique
 * among them, params = { filters, sort } as the list page keeps them, and one may be the
 * person's default.
 */

const viewInputSchema = z.object({
  name: z.string().trim().min(1, workflowMessages.labelRequired).max(workflowLimits.nameMax),
  description: z.string().trim().max(workflowLimits.helpMax).nullish(),
  params: z.record(z.string(), z.unknown()),
  columns: z.array(z.unknown()).max(50),
  isDefault: z.boolean().nullish(),
});

type ViewRow = typeof workflowViews.$inferSelect;
export type WorkflowSavedView = ViewRow & { creator: { id: string; name: string; email: string } };

const viewNotFound = () => new NotFoundError("Workflow view not found.");
const nameTaken = () => new AlreadyExistsError(workflowMessages.viewNameExists);

const mine = (actor: TenantActor, ...conditions: (SQL | undefined)[]) =>
  ownedBy(actor, workflowViews, eq(workflowViews.creatorId, actor.userId), ...conditions);

const present = (actor: TenantActor, row: ViewRow): WorkflowSavedView => ({
  ...row,
  creator: { id: actor.userId, name: displayName(actor.user), email: actor.user.email },
});

async function findMine(db: Database, actor: TenantActor, id: string) {
  if (!isUuid(id)) throw viewNotFound();
  const [row] = await db
    .select()
    .from(workflowViews)
    .where(mine(actor, eq(workflowViews.id, id)));
  if (!row) throw viewNotFound();
  return row;
}

async function assertNameFree(db: Database, actor: TenantActor, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: workflowViews.id })
    .from(workflowViews)
    .where(
      mine(
        actor,
        sql`lower(${workflowViews.name}) = lower(${name})`,
        exceptId ? ne(workflowViews.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

/** Writes a view; a racing save of the same name loses on the unique index alike. */
async function write(
  db: Database,
  actor: TenantActor,
  input: z.output<typeof viewInputSchema>,
  id?: string,
) {
  try {
    return await db.transaction(async (tx) => {
      // One default per person: choosing one clears the others.
      if (input.isDefault)
        await tx.update(workflowViews).set({ isDefault: false }).where(mine(actor));
      const values = {
        name: input.name,
        description: input.description ?? null,
        params: input.params,
        columns: input.columns,
        isDefault: input.isDefault ?? false,
      };
      const [row] = id
        ? await tx
            .update(workflowViews)
            .set(values)
            .where(mine(actor, eq(workflowViews.id, id)))
            .returning()
        : [
            await tenantData(tx, actor).insert(workflowViews, {
              ...values,
              creatorId: actor.userId,
            }),
          ];
      if (!row) throw viewNotFound();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function listWorkflowViews(deps: ServiceDeps, actor: TenantActor) {
  authorize(actor, "workflows.read");
  const rows = await deps.db
    .select()
    .from(workflowViews)
    .where(mine(actor))
    .orderBy(asc(sql`lower(${workflowViews.name})`), asc(workflowViews.id));
  return rows.map((row) => present(actor, row));
}

export async function createWorkflowView(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
) {
  authorize(actor, "workflows.read");
  const input = parseInput(viewInputSchema, args.input);
  const held = await deps.db.$count(workflowViews, mine(actor));
  if (held >= workflowLimits.viewsMax) throw new LimitReachedError(workflowLimits.viewsMax);
  await assertNameFree(deps.db, actor, input.name);
  return { view: present(actor, await write(deps.db, actor, input)) };
}

export async function updateWorkflowView(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; input: unknown },
) {
  authorize(actor, "workflows.read");
  const before = await findMine(deps.db, actor, args.id);
  const input = parseInput(viewInputSchema, args.input);
  await assertNameFree(deps.db, actor, input.name, before.id);
  return { view: present(actor, await write(deps.db, actor, input, before.id)) };
}

export async function deleteWorkflowView(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
) {
  authorize(actor, "workflows.read");
  const before = await findMine(deps.db, actor, args.id);
  await deps.db.delete(workflowViews).where(and(mine(actor, eq(workflowViews.id, before.id))));
  return { id: before.id };
}
