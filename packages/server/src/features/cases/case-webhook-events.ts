import { resolvingStatuses } from "@tierwise/common/cases";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { CommentRow } from "../comments/comment.table.ts";
import { recordCommentEvent } from "../comments/comment-webhook-event.ts";
import { recordWebhookEvent } from "../webhooks/webhook-events.ts";
import { type SupplierCaseRow, supplierCases } from "./case.table.ts";

/**
 * case.created, case.updated or case.resolved (a change into Complete or Retired), in the
 * transaction of the change. A private case is its access list's alone: an administrator
 * outside the list must not learn of it, so it makes no event at all.
 */
export function recordCaseEvent(
  tx: Database,
  change: { before?: SupplierCaseRow; after: SupplierCaseRow },
) {
  const { before, after } = change;
  if (after.private) return Promise.resolve(0);
  const resolved =
    before && before.status !== after.status && resolvingStatuses.includes(after.status);
  const type = !before ? "case.created" : resolved ? "case.resolved" : "case.updated";
  return recordWebhookEvent(tx, after.organizationId, type, {
    case: {
      id: after.id,
      number: after.rowNumber,
      title: after.title,
      status: after.status,
      priority: after.priority,
      companyId: after.companyId,
      duns: after.duns,
      dueDate: after.dueDate,
      closedAt: after.closedAt?.toISOString() ?? null,
      createdAt: after.createdAt.toISOString(),
    },
  });
}

/** comment.created for a note on a case wall: only when the case itself is not private. */
export async function recordCaseCommentEvent(tx: Database, comment: CommentRow) {
  if (!comment.caseId) return 0;
  const [onCase] = await tx
    .select({ private: supplierCases.private })
    .from(supplierCases)
    .where(eq(supplierCases.id, comment.caseId));
  if (!onCase || onCase.private) return 0;
  return recordCommentEvent(tx, comment, { onPublicCase: true });
}
