import { plainText } from "@tierwise/common/rich-text";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { recordWebhookEvent } from "../webhooks/webhook-events.ts";
import { type CommentRow, comments } from "./comment.table.ts";

/**
 * Whether every member of the organisation sees the note (the rule of visibleToEveryone): public,
 * and for a reply in a public thread. Notes on portfolios are as private as the portfolio.
 */
async function seenByEveryone(tx: Database, comment: CommentRow) {
  if (comment.access !== "public" || comment.portfolioId) return false;
  if (!comment.parentId) return true;
  const [parent] = await tx
    .select({ access: comments.access })
    .from(comments)
    .where(eq(comments.id, comment.parentId));
  return parent?.access === "public";
}

/**
 * comment.created, for notes every member sees only. A note on a case wall is recorded by the
 * cases feature (case-webhook-events.ts), which knows whether the case is private.
 */
export async function recordCommentEvent(
  tx: Database,
  comment: CommentRow,
  where: { onPublicCase: boolean } = { onPublicCase: false },
) {
  if (comment.caseId && !where.onPublicCase) return 0;
  if (!(await seenByEveryone(tx, comment))) return 0;
  return recordWebhookEvent(tx, comment.organizationId, "comment.created", {
    comment: {
      id: comment.id,
      kind: comment.kind,
      text: plainText(comment.document),
      authorId: comment.authorId,
      parentId: comment.parentId,
      companyId: comment.companyId,
      duns: comment.duns,
      caseId: comment.caseId,
      createdAt: comment.createdAt.toISOString(),
    },
  });
}
