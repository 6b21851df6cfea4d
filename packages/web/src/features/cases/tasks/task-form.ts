import { caseLimits } from "@tierwise/common/cases";
import { caseTaskTitleSchema } from "@tierwise/common/inputs/cases";
import { schemaError } from "../../../ui/forms/form-errors.ts";
import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import { assigneeOf } from "../maker/case-people.ts";
import type { CaseTask } from "./case-tasks.graphql.ts";

/** A task's fields as its form holds them. */
export type TaskDraft = {
  title: string;
  /** YYYY-MM-DD, or "" for none. */
  dueAt: string;
  assignee: PickedRecipient | null;
};

export const emptyTaskDraft: TaskDraft = { title: "", dueAt: "", assignee: null };

export function draftOfTask(task: CaseTask): TaskDraft {
  return {
    title: task.title,
    dueAt: task.dueAt ?? "",
    assignee: assigneeOf(task.assignedUser, task.assignedTeam),
  };
}

/** "12/250": the title's length against the limit, shown under the field (spec 2 §5). */
export function titleCounter(title: string): { text: string; over: boolean } {
  return {
    text: `${title.length}/${caseLimits.taskTitleMax}`,
    over: title.length > caseLimits.taskTitleMax,
  };
}

/** The shared rule's message for the title (required, 250 at most), or undefined. */
export function taskTitleError(title: string): string | undefined {
  return schemaError(caseTaskTitleSchema, title);
}

/**
 * The server's word on a task title (spec 2 §8): a validation message about the title (its
 * length) is shown under the field; anything else is the generic warning.
 */
export function titleMessageOf(
  answer:
    | { __typename: string; fieldErrors?: readonly { path: string; message: string }[] }
    | null
    | undefined,
): string | null {
  if (answer?.__typename !== "ValidationError") return null;
  const titleError = answer.fieldErrors?.find((error) => /(^|\.)title$/.test(error.path));
  return titleError?.message ?? null;
}
