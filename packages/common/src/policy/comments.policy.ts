import { hasFlag, isAdministrativeRole, type PolicyActor } from "./policy-actor.ts";

/**
 * A comment as the rules see it. `userId` is its author. The server only asks about comments
 * the viewer can see (a private one is not found for anyone else).
 */
export type CommentSubject = {
  organizationId: string | null;
  userId: string;
  deleted?: boolean;
  /** Has a parent: replies take no replies. */
  isReply?: boolean;
  /** Converted to a case: takes no replies (spec 2 §5). */
  converted?: boolean;
};

/** The organisation's `comments` module (spec 1 §6.3) switches the activity wall on. */
const usesComments = (actor: PolicyActor) =>
  actor.organizationId !== null && hasFlag(actor, "comments");

const sameOrganization = (actor: PolicyActor, comment: CommentSubject) =>
  usesComments(actor) && comment.organizationId === actor.organizationId;

/** Spec 2 §6: the author or an organisation admin, and only while not deleted. */
const authorOrAdmin = (actor: PolicyActor, comment: CommentSubject) =>
  sameOrganization(actor, comment) &&
  comment.deleted !== true &&
  (comment.userId === actor.userId || isAdministrativeRole(actor));

export const commentsPolicy = {
  "comments.read": usesComments,
  /** The wall's canEdit: adding notes, replies and attachments. */
  "comments.create": usesComments,
  "comments.update": authorOrAdmin,
  "comments.delete": authorOrAdmin,
  "comments.reply": (actor: PolicyActor, comment: CommentSubject) =>
    sameOrganization(actor, comment) &&
    comment.deleted !== true &&
    comment.isReply !== true &&
    comment.converted !== true,
};
