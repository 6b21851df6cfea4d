import type { TenantActor } from "../../core/actor.ts";
import type { Database } from "../../db/client.ts";
import type { CommentRow } from "./comment.table.ts";

/** What happened to a comment on a case wall, in the transaction that did it. */
export type CaseCommentChange = { kind: "added" | "updated" | "deleted"; comment: CommentRow };

/**
 * What the comments feature asks the cases feature about case walls. Cases builds on comments
 * (it converts notes into cases and reads case walls), so comments cannot import cases without
 * an import cycle between the folders; instead cases registers these when its feature module
 * loads (cases.feature.ts). Until then a case wall is not found and nothing is counted.
 */
export type CaseWallHooks = {
  /** The case id when the viewer sees the case (case management on, access list); else null. */
  findVisibleCaseId(db: Database, actor: TenantActor, caseId: string): Promise<string | null>;
  /** Keeps the case's comment count and last activity, in the comment's transaction. */
  onCaseCommentChanged(tx: Database, actor: TenantActor, change: CaseCommentChange): Promise<void>;
};

let registered: CaseWallHooks | null = null;

export function setCaseWallHooks(hooks: CaseWallHooks): void {
  registered = hooks;
}

/** The case a viewer sees, or null (also when no cases feature is loaded). */
export async function findVisibleCaseId(
  db: Database,
  actor: TenantActor,
  caseId: string,
): Promise<string | null> {
  return registered ? registered.findVisibleCaseId(db, actor, caseId) : null;
}

/** Tells the cases feature about a change to a comment, when the comment is on a case wall. */
export async function caseCommentChanged(
  tx: Database,
  actor: TenantActor,
  change: CaseCommentChange,
): Promise<void> {
  if (registered && change.comment.caseId) await registered.onCaseCommentChanged(tx, actor, change);
}
