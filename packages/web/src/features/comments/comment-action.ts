import { type ComponentType, createContext } from "react";
import type { Session } from "../../app/session/session.types.ts";
import type { Comment } from "./activity-wall.graphql.ts";
import type { CommentTarget } from "./comment-target.ts";

/** What an action's button gets: the note and the wall it is on. */
export type CommentActionProps = { comment: Comment; target: CommentTarget };

/**
 * An action another feature adds to the notes of the activity wall, beside reply, edit and
 * delete (cases: Create case, spec 2 §4). Features register theirs in note-actions.ts, as they
 * register tabs in activity-tabs.ts, so the card never imports what it offers.
 */
export type CommentAction = {
  key: string;
  /** Whether the button shows on this note of this wall; ask the policy rules. */
  available: (comment: Comment, target: CommentTarget, session: Session) => boolean;
  Button: ComponentType<CommentActionProps>;
};

/**
 * The actions the notes of a wall offer. The activity panel provides the registered ones; a wall
 * shown elsewhere (a case's own feed) offers none.
 */
export const CommentActionsContext = createContext<readonly CommentAction[]>([]);
