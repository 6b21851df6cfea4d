import { can } from "@tierwise/common/policy/can";
import { plainText } from "@tierwise/common/rich-text";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import type { CaseCommentChange, CaseWallHooks } from "../comments/case-wall-hooks.ts";
import { comments } from "../comments/comment.table.ts";
import { liveAndVisible, visibleToEveryone } from "../comments/comment-visibility.ts";
import { supplierCases } from "./case.table.ts";
import { visibleCasesWhere } from "./case-filters.ts";
import { findVisibleCase } from "./case-visibility.ts";
import { recordCaseCommentEvent } from "./case-webhook-events.ts";

/** How much of the newest comment the case keeps; the list shows the first 34 characters. */
const activityTextLength = 500;

async function findVisibleCaseId(db: Database, actor: TenantActor, caseId: string) {
  if (!can(actor, "cases.read")) return null;
  try {
    return (await findVisibleCase(db, actor, caseId)).id;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Live comments of a case that everyone who sees the case sees. */
const seenByEveryone = (actor: TenantActor, caseId: string) =>
  ownedBy(
    actor,
    comments,
    eq(comments.caseId, caseId),
    isNull(comments.deletedAt),
    visibleToEveryone(),
  );

/** The newest comment everyone on the case sees: the Last Comment when no e-mail came later. */
async function newestSeenByEveryone(tx: Database, actor: TenantActor, caseId: string) {
  const [row] = await tx
    .select({ document: comments.document, createdAt: comments.createdAt })
    .from(comments)
    .where(seenByEveryone(actor, caseId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(1);
  return row ?? null;
}

/** Whether this comment (an edit of it, say) is one everyone on the case sees. */
async function seenByEveryoneNow(tx: Database, actor: TenantActor, caseId: string, id: string) {
  const [row] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(and(seenByEveryone(actor, caseId), eq(comments.id, id)))
    .limit(1);
  return Boolean(row);
}

/** Whether the case's stored last activity is this comment or, for a root, one of its replies. */
async function lastActivityInThread(
  tx: Database,
  actor: TenantActor,
  comment: CaseCommentChange["comment"],
  lastActivityAt: Date | null,
) {
  if (!lastActivityAt) return false;
  if (lastActivityAt.getTime() === comment.createdAt.getTime()) return true;
  if (comment.parentId) return false;
  const [reply] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(
      ownedBy(
        actor,
        comments,
        eq(comments.parentId, comment.id),
        // The case keeps the time as JavaScript has it (milliseconds); PostgreSQL keeps microseconds.
        sql`date_trunc('milliseconds', ${comments.createdAt}) = ${lastActivityAt.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return Boolean(reply);
}

/**
 * Keeps the two values a case stores for every viewer alike: its comment count and its Last
 * Comment. Both come only from comments everyone on the case sees (visibleToEveryone): a
 * private note, or a public reply inside a private thread, never reaches them, and a thread
 * turned private takes its replies out. (Each viewer's own count is read live by the presenter.)
 * The case-emails feature writes e-mails into the Last Comment; a comment change replaces it only
 * when the stored one came from this thread or is older. The case's updatedAt (the list's
 * default order) moves only with them: a private note moving the case up everyone's list would
 * tell them it was written. Runs under the case row's lock.
 */
async function onCaseCommentChanged(
  tx: Database,
  actor: TenantActor,
  { comment }: CaseCommentChange,
) {
  const caseId = comment.caseId;
  if (!caseId) return;
  const [current] = await tx
    .select({
      lastActivityAt: supplierCases.lastActivityAt,
      lastActivityText: supplierCases.lastActivityText,
      commentCount: supplierCases.commentCount,
    })
    .from(supplierCases)
    .where(ownedBy(actor, supplierCases, eq(supplierCases.id, caseId)))
    .for("update");
  if (!current) return;
  const [counted] = await tx
    .select({ n: count() })
    .from(comments)
    .where(seenByEveryone(actor, caseId));
  const changes: Partial<typeof supplierCases.$inferInsert> = { commentCount: counted?.n ?? 0 };
  const newest = await newestSeenByEveryone(tx, actor, caseId);
  const replaceable = await lastActivityInThread(tx, actor, comment, current.lastActivityAt);
  const newer =
    newest !== null &&
    (current.lastActivityAt === null || newest.createdAt > current.lastActivityAt);
  if (replaceable || newer) {
    changes.lastActivityText = newest
      ? plainText(newest.document).slice(0, activityTextLength)
      : null;
    changes.lastActivityAt = newest?.createdAt ?? null;
  }
  const seenChange =
    changes.commentCount !== current.commentCount ||
    (changes.lastActivityAt !== undefined &&
      (changes.lastActivityAt?.getTime() !== current.lastActivityAt?.getTime() ||
        changes.lastActivityText !== current.lastActivityText)) ||
    (await seenByEveryoneNow(tx, actor, caseId, comment.id));
  if (!seenChange) return;
  changes.updatedAt = new Date();
  await tx
    .update(supplierCases)
    .set(changes)
    .where(ownedBy(actor, supplierCases, eq(supplierCases.id, caseId)));
}

/**
 * Each case's comment count as this viewer sees it (their own private notes and those
 * addressed to them included): the live comments the wall would show them. Roots come from the
 * case-wall index and replies from the thread index, so a page of cases costs two reads.
 */
export async function visibleCommentCounts(
  db: Database,
  actor: TenantActor,
  caseIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (caseIds.length === 0 || !can(actor, "comments.read")) return counts;
  const roots = await db
    .select({
      id: comments.id,
      caseId: comments.caseId,
      counted: sql<boolean>`${liveAndVisible(actor)}`,
    })
    .from(comments)
    .where(
      ownedBy(actor, comments, inArray(comments.caseId, [...caseIds]), isNull(comments.parentId)),
    );
  const caseOf = new Map(roots.map((root) => [root.id, root.caseId ?? ""]));
  const replies =
    roots.length === 0
      ? []
      : await db
          .select({ parentId: comments.parentId })
          .from(comments)
          .where(
            ownedBy(
              actor,
              comments,
              inArray(comments.parentId, [...caseOf.keys()]),
              liveAndVisible(actor),
            ),
          );
  const add = (caseId: string | undefined) => {
    if (caseId) counts.set(caseId, (counts.get(caseId) ?? 0) + 1);
  };
  for (const root of roots) if (root.counted) add(root.caseId ?? undefined);
  for (const reply of replies) add(caseOf.get(reply.parentId ?? ""));
  return counts;
}

export const caseWallHooks: CaseWallHooks = {
  findVisibleCaseId,
  async onCaseCommentChanged(tx, actor, change) {
    await onCaseCommentChanged(tx, actor, change);
    if (change.kind === "added") await recordCaseCommentEvent(tx, change.comment);
  },
};

export type CaseConvertedSummary = {
  id: string;
  rowNumber: number;
  createdAt: Date;
  status: string;
};

type Batch = { ids: Set<string>; result: Promise<Map<string, CaseConvertedSummary>> };
const batches = new WeakMap<TenantActor, Batch>();

/**
 * Comment.convertedToCase: the case a note became, when the viewer sees that case. The notes
 * of a wall page ask together: their ids are gathered until the resolvers of the page have run,
 * then read in one query.
 */
export function convertedCaseOf(
  deps: ServiceDeps,
  actor: TenantActor,
  commentId: string,
): Promise<CaseConvertedSummary | null> {
  if (!can(actor, "cases.read")) return Promise.resolve(null);
  let batch = batches.get(actor);
  if (!batch) {
    const ids = new Set<string>();
    const result = new Promise<Map<string, CaseConvertedSummary>>((resolve, reject) => {
      setImmediate(() => {
        batches.delete(actor);
        loadConverted(deps.db, actor, [...ids]).then(resolve, reject);
      });
    });
    batch = { ids, result };
    batches.set(actor, batch);
  }
  batch.ids.add(commentId);
  return batch.result.then((found) => found.get(commentId) ?? null);
}

async function loadConverted(db: Database, actor: TenantActor, commentIds: string[]) {
  const rows = await db
    .select({
      id: supplierCases.id,
      rowNumber: supplierCases.rowNumber,
      createdAt: supplierCases.createdAt,
      status: supplierCases.status,
      commentId: supplierCases.createdFromCommentId,
    })
    .from(supplierCases)
    .where(and(visibleCasesWhere(actor, inArray(supplierCases.createdFromCommentId, commentIds))));
  return new Map(rows.map(({ commentId, ...summary }) => [commentId ?? "", summary]));
}
