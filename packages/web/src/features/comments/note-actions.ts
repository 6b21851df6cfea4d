import { sessionCan } from "../../app/session/session-policy.ts";
import { ConvertToCaseButton } from "../cases/maker/ConvertToCaseButton.tsx";
import type { CommentAction } from "./comment-action.ts";

/**
 * The actions features add to the notes of the activity panel, in display order (before reply,
 * edit and delete). A feature adding one adds its definition here, one entry.
 */
export const noteActions: readonly CommentAction[] = [
  {
    key: "create-case",
    // Spec 2 §4: a top-level note of a company or portfolio wall, not yet converted, with case
    // management on (a case's own wall has no conversions).
    available: (comment, target, session) =>
      !("caseId" in target) &&
      comment.parentId === null &&
      comment.convertedToCase === null &&
      sessionCan(session, "cases.create"),
    Button: ConvertToCaseButton,
  },
];
