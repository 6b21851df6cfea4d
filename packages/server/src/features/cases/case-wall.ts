import { can } from "@tierwise/common/policy/can";
import { plainText } from "@tierwise/common/rich-text";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import type { CaseCommentChange, CaseWallHooks } from "../comments/case-wall-hooks.ts";
import { comments } from "../comments/comment.table.ts";
import { supplierCases } from "./case.table.ts";
import { visibleCasesWhere } from "./case-filters.ts";
import { findVisibleCase } from "./case-visibility.ts";

/** How much of the newest comment the case keeps; the list shows the first 34 characters. */
const activityTextLength = 500;

/** Private comments never become the case's Last Comment, which every viewer of the case sees. */
const isPublic = (comment: CaseCommentChange["comment"]) => comment.access === "public";

async function findVisibleCaseId(db: Database, actor: TenantActor, caseId: string) {
  if (!can(actor, "cases.read")) return null;
  try {
    return (await findVisibleCase(db, actor, caseId)).id;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The newest live public comment of a case: the Last Comment after the last one goes. */
async function newestPublicComment(tx: Database, actor: TenantActor, caseId: string) {
  const [row] = await tx
    .select({ document: comments.document, createdAt: comments.createdAt })
    .from(comments)
    .where(
      ownedBy(
        actor,
        comments,
        eq(comments.caseId, caseId),
        isNull(comments.deletedAt),
        eq(comments.access, "public"),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps a case's comment count (live comments and replies, private ones included: a number
 * shows no content) and its Last Comment (the newest public comment, unless an e-mail came
 * later; the case-emails feature keeps those). Counts move by one under the case row's lock,
 * so concurrent comments cannot lose an update. The last activity is recognised by its time.
 */
async function onCaseCommentChanged(
  tx: Database,
  actor: TenantActor,
  { kind, comment }: CaseCommentChange,
) {
  const caseId = comment.caseId;
  if (!caseId) return;
  const [current] = await tx
    .select({ lastActivityAt: supplierCases.lastActivityAt })
    .from(supplierCases)
    .where(ownedBy(actor, supplierCases, eq(supplierCases.id, caseId)))
    .for("update");
  if (!current) return;
  const changes: Partial<typeof supplierCases.$inferInsert> = { updatedAt: new Date() };
  if (kind === "added") changes.commentCount = sql`${supplierCases.commentCount} + 1` as never;
  if (kind === "deleted")
    changes.commentCount = sql`greatest(${supplierCases.commentCount} - 1, 0)` as never;
  const wasLast = current.lastActivityAt?.getTime() === comment.createdAt.getTime();
  if (kind === "added" && isPublic(comment)) {
    changes.lastActivityText = plainText(comment.document).slice(0, activityTextLength);
    changes.lastActivityAt = comment.createdAt;
  } else if (wasLast) {
    const newest = await newestPublicComment(tx, actor, caseId);
    changes.lastActivityText = newest
      ? plainText(newest.document).slice(0, activityTextLength)
      : null;
    changes.lastActivityAt = newest?.createdAt ?? null;
  }
  await tx
    .update(supplierCases)
    .set(changes)
    .where(ownedBy(actor, supplierCases, eq(supplierCases.id, caseId)));
}

export const caseWallHooks: CaseWallHooks = { findVisibleCaseId, onCaseCommentChanged };

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
