import { tagInputSchema } from "@tierwise/common/inputs/tags";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { AlreadyExistsError, NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { type PageArgs, paginate } from "../../core/paging.ts";
import { parseInput } from "../../core/parse-input.ts";
import { isUniqueViolation, likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import type { TenantViewer } from "../../graphql/guards.ts";
import { tags } from "./tag.table.ts";

export type TagRow = typeof tags.$inferSelect;

const tagInput = tagInputSchema;

export async function listTags(
  deps: ServiceDeps,
  viewer: TenantActor,
  args: PageArgs & { query?: string | null },
) {
  authorize(viewer, "tags.read");
  const pattern = args.query?.trim() ? likePattern(args.query) : null;
  const where = and(
    ownedBy(viewer, tags),
    pattern ? or(ilike(tags.value, pattern), ilike(tags.description, pattern)) : undefined,
  );
  return paginate<TagRow>(args, {
    defaultSize: 50,
    count: async () => (await deps.db.select({ n: count() }).from(tags).where(where))[0]?.n ?? 0,
    fetch: ({ offset, limit }) =>
      deps.db
        .select()
        .from(tags)
        .where(where)
        .orderBy(asc(sql`lower(${tags.value})`), asc(tags.id))
        .limit(limit)
        .offset(offset),
  });
}

async function findTag(tx: Database, viewer: TenantViewer, id: string) {
  if (!isUuid(id)) throw new NotFoundError("Tag not found.");
  const [row] = await tx
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), ownedBy(viewer, tags)));
  if (!row) throw new NotFoundError("Tag not found.");
  return row;
}

async function assertValueFree(
  tx: Database,
  viewer: TenantViewer,
  value: string,
  exceptId?: string,
) {
  const [clash] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(ownedBy(viewer, tags), sql`lower(${tags.value}) = lower(${value})`));
  if (clash && clash.id !== exceptId)
    throw new AlreadyExistsError("A tag with this value already exists.");
}

/** A concurrent duplicate slips past the check and hits the unique index: same answer. */
async function uniqueValue<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AlreadyExistsError("A tag with this value already exists.");
    throw error;
  }
}

const snapshot = (tag: TagRow) => ({ value: tag.value, description: tag.description });

export async function createTag(deps: ServiceDeps, viewer: TenantActor, input: unknown) {
  authorize(viewer, "tags.create");
  const { value, description } = parseInput(tagInput, input);
  return uniqueValue(() =>
    deps.db.transaction(async (tx) => {
      await assertValueFree(tx, viewer, value);
      const [tag] = await tx
        .insert(tags)
        .values({ organizationId: viewer.organization.id, value, description: description ?? null })
        .returning();
      if (!tag) throw new Error("tag not created");
      await recordAudit(tx, viewer, {
        action: "tag.created",
        targetType: "Tag",
        targetId: tag.id,
        after: snapshot(tag),
      });
      return { tag };
    }),
  );
}

export async function updateTag(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { id: string } & Record<string, unknown>,
) {
  authorize(viewer, "tags.update");
  const { value, description } = parseInput(tagInput, input);
  return uniqueValue(() =>
    deps.db.transaction(async (tx) => {
      const before = await findTag(tx, viewer, input.id);
      await assertValueFree(tx, viewer, value, before.id);
      const [tag] = await tx
        .update(tags)
        .set({ value, description: description ?? null, updatedAt: new Date() })
        .where(eq(tags.id, before.id))
        .returning();
      if (!tag) throw new NotFoundError("Tag not found.");
      await recordAudit(tx, viewer, {
        action: "tag.updated",
        targetType: "Tag",
        targetId: tag.id,
        before: snapshot(before),
        after: snapshot(tag),
      });
      return { tag };
    }),
  );
}

export async function deleteTag(deps: ServiceDeps, viewer: TenantActor, input: { id: string }) {
  authorize(viewer, "tags.delete");
  return deps.db.transaction(async (tx) => {
    const before = await findTag(tx, viewer, input.id);
    await tx.delete(tags).where(eq(tags.id, before.id));
    await recordAudit(tx, viewer, {
      action: "tag.deleted",
      targetType: "Tag",
      targetId: before.id,
      before: snapshot(before),
    });
    return { id: before.id };
  });
}
