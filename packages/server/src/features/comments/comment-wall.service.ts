import { commentKinds } from "@tierwise/common/comments";
import { can } from "@tierwise/common/policy/can";
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { type PageArgs, paginate } from "../../core/paging.ts";
import { ownedBy } from "../../core/tenant.ts";
import { auditLog } from "../../db/audit-log.table.ts";
import { type CommentRow, comments } from "./comment.table.ts";
import {
  type CommentTarget,
  type CommentTargetInput,
  onTarget,
  resolveTarget,
  sameTarget,
  targetOf,
  targetVisible,
} from "./comment-target.ts";
import { type CommentView, commentViews, hasAttachment } from "./comment-view.ts";
import {
  commentNotFound,
  findVisibleComment,
  liveAndVisible,
  visibleTo,
} from "./comment-visibility.ts";
import { companyWallAuditSource } from "./company-wall-audit-source.ts";
import { auditCondition, auditViews, type WorkflowAuditView } from "./wall-audit.ts";

export type ActivityWallFilter = {
  kinds?: string[] | null;
  authorIds?: string[] | null;
  withAttachments?: boolean | null;
};

export type ActivityWallItem = CommentView | WorkflowAuditView;

export type ActivityWallArgs = PageArgs & {
  target: CommentTargetInput;
  parentId?: string | null;
  filter?: ActivityWallFilter | null;
  /** Load each comment's replies with the page (the query asks for `children`). */
  withChildren?: boolean;
};

/** The filter as SQL; kinds and authors that cannot exist match nothing rather than failing. */
export function filterCondition(filter: ActivityWallFilter | null | undefined): SQL | undefined {
  if (!filter) return undefined;
  const kinds = filter.kinds?.filter((k) => commentKinds.some((known) => known === k));
  const authors = filter.authorIds?.filter(isUuid);
  return and(
    filter.kinds ? inArray(comments.kind, (kinds ?? []) as CommentRow["kind"][]) : undefined,
    filter.authorIds ? inArray(comments.authorId, authors ?? []) : undefined,
    filter.withAttachments ? hasAttachment : undefined,
  );
}

/** Whether a comment passes the filter (addComment's visibleByFilter), without a query. */
export function matchesFilter(
  view: Pick<CommentView, "kind" | "authorId" | "attachments">,
  filter: ActivityWallFilter | null | undefined,
): boolean {
  if (!filter) return true;
  if (filter.kinds && !filter.kinds.includes(view.kind)) return false;
  if (filter.authorIds && !filter.authorIds.includes(view.authorId)) return false;
  if (filter.withAttachments && view.attachments.length === 0) return false;
  return true;
}

/** The thread a wall lists: root comments, or the replies of one visible root on this target. */
async function threadCondition(
  deps: ServiceDeps,
  actor: TenantActor,
  target: CommentTarget,
  parentId: string | null | undefined,
): Promise<SQL> {
  if (!parentId) return isNull(comments.parentId);
  const parent = await findVisibleComment(deps.db, actor, parentId);
  if (!sameTarget(targetOf(parent), target)) throw commentNotFound();
  return eq(comments.parentId, parent.id);
}

/**
 * One page of a wall, newest first (spec 2 §2): the comments the viewer sees on a target they
 * see, merged with the target's audited changes (wall-audit.ts) by time — createdAt for both,
 * as actionTime is the audit entry's createdAt. A thread or a filtered wall lists comments only.
 * The merge is one UNION ALL ordered by (time, id), so a page mixes both kinds in time order
 * and offsets stay consistent across pages. The count runs only when the query asks for it.
 */
export async function activityWall(deps: ServiceDeps, actor: TenantActor, args: ActivityWallArgs) {
  authorize(actor, "comments.read");
  const target = await resolveTarget(deps, actor, args.target);
  const where = ownedBy(
    actor,
    comments,
    onTarget(target),
    await threadCondition(deps, actor, target, args.parentId),
    visibleTo(actor),
    filterCondition(args.filter),
  );
  const filtered = Boolean(
    args.filter?.kinds || args.filter?.authorIds || args.filter?.withAttachments,
  );
  const audits = args.parentId || filtered ? null : auditSource(actor, target);
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const page = await paginate<WallRef>(args, {
    defaultSize: 25,
    count: async () =>
      (await countOf(deps.db.select({ n: count() }).from(comments).where(where))) +
      (audits
        ? await countOf(deps.db.select({ n: count() }).from(audits.table).where(audits.where))
        : 0),
    fetch: ({ offset, limit }) => {
      if (!audits)
        return deps.db
          .select({ kind: sql<WallRef["kind"]>`'Comment'`, id: comments.id })
          .from(comments)
          .where(where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(limit)
          .offset(offset);
      // Each side is cut to the rows this page could reach, read along its own index, so a
      // 100,000-comment wall costs what it cost before audits joined it.
      const reach = offset + limit;
      return deps.db
        .execute(sql`select w.kind, w.id from (
            (select 'Comment' as kind, ${comments.id} as id, ${comments.createdAt} as at
             from ${comments} where ${where}
             order by ${comments.createdAt} desc, ${comments.id} desc limit ${reach})
            union all
            (select 'WorkflowAudit', ${audits.id}, ${audits.at}
             from ${audits.table} where ${audits.where}
             order by ${audits.at} desc, ${audits.id} desc limit ${reach})) w
          order by w.at desc, w.id desc limit ${limit} offset ${offset}`)
        .then((result) => (result as unknown as { rows: WallRef[] }).rows);
    },
  });
  const items = await wallItems(deps, actor, target, page.items, args.withChildren);
  return { ...page, items };
}

type WallRef = { kind: "Comment" | "WorkflowAudit"; id: string };

/**
 * Where a wall's audit items come from (spec 2 §2): a company's wall shows the step changes of
 * its supplier workflows (to those who use workflows), a portfolio's wall its own changes from
 * the admin audit log. Both are read along an index on (time, id).
 */
function auditSource(actor: TenantActor, target: CommentTarget) {
  if (target.kind === "company") {
    const source = companyWallAuditSource();
    const where = source?.condition(actor, target.companyId);
    return source && where ? { table: source.table, where, id: source.id, at: source.at } : null;
  }
  const where = auditCondition(actor, target);
  return where ? { table: auditLog, where, id: auditLog.id, at: auditLog.createdAt } : null;
}

/** The page's rows as wall items, in the page's order. */
async function wallItems(
  deps: ServiceDeps,
  actor: TenantActor,
  target: CommentTarget,
  refs: readonly WallRef[],
  withChildren: boolean | undefined,
): Promise<ActivityWallItem[]> {
  const idsOf = (kind: WallRef["kind"]) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const commentIds = idsOf("Comment");
  const auditIds = idsOf("WorkflowAudit");
  const [commentRows, auditRows, workflowRows] = await Promise.all([
    commentIds.length
      ? deps.db
          .select()
          .from(comments)
          .where(ownedBy(actor, comments, inArray(comments.id, commentIds)))
      : Promise.resolve([]),
    auditIds.length
      ? deps.db
          .select()
          .from(auditLog)
          .where(ownedBy(actor, auditLog, inArray(auditLog.id, auditIds)))
      : Promise.resolve([]),
    auditIds.length && target.kind === "company"
      ? (companyWallAuditSource()?.views(deps.db, actor, auditIds) ?? Promise.resolve([]))
      : Promise.resolve([]),
  ]);
  const byId = new Map<string, ActivityWallItem>();
  for (const view of await commentViews(deps.db, actor, commentRows, { withChildren }))
    byId.set(view.id, view);
  for (const view of await auditViews(deps.db, actor, auditRows, target)) byId.set(view.id, view);
  for (const view of workflowRows) byId.set(view.id, view);
  return refs.flatMap((ref) => byId.get(ref.id) ?? []);
}

/** The notes icon's dot, whether the viewer may add notes, and the composer's default access. */
export async function activityWallSummary(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { target: CommentTargetInput },
) {
  authorize(actor, "comments.read");
  const target = await resolveTarget(deps, actor, args.target);
  const [row] = await deps.db
    .select({ n: count() })
    .from(comments)
    .where(ownedBy(actor, comments, onTarget(target), liveAndVisible(actor)));
  return {
    commentCount: row?.n ?? 0,
    canEdit: can(actor, "comments.create"),
    defaultAccess: defaultCommentAccess(actor),
  };
}

/** Spec 2 §5: public unless the organisation turns on defaultCommentAccess (then private). */
export function defaultCommentAccess(actor: TenantActor): "public" | "private" {
  return actor.featureFlags.defaultCommentAccess ? "private" : "public";
}

/** One comment the viewer may see, with its replies; null for anything else. */
export async function commentById(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<CommentView | null> {
  authorize(actor, "comments.read");
  let row: CommentRow;
  try {
    row = await findVisibleComment(deps.db, actor, args.id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  if (!(await targetVisible(deps, actor, row))) return null;
  const [view] = await commentViews(deps.db, actor, [row], { withChildren: true });
  return view ?? null;
}
