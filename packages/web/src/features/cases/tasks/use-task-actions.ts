import type { ApolloCache, Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { caseMessages, type TaskStatus } from "@tierwise/common/cases";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { assigneeInput } from "../maker/case-people.ts";
import { warnFailed } from "../maker/use-case-update.ts";
import {
  CASE_TASK_FIELDS,
  type CaseTask,
  type CaseTaskResult,
  CREATE_CASE_TASK,
  DELETE_CASE_TASK,
  UPDATE_CASE_TASK,
} from "./case-tasks.graphql.ts";
import { type TaskDraft, titleMessageOf } from "./task-form.ts";

/** The case's progress and counts change with its tasks: the header asks again. */
const caseQueries = ["SupplierCase"];

export type TaskOutcome = { titleError: string | null; done: boolean };

function outcomeOf(answer: CaseTaskResult | undefined): TaskOutcome {
  if (answer?.__typename === "CaseTaskSuccess") return { titleError: null, done: true };
  const titleError = titleMessageOf(answer);
  if (!titleError) warnFailed();
  return { titleError, done: false };
}

function addToList(cache: ApolloCache, caseId: string, task: CaseTask) {
  cache.modify({
    fields: {
      caseTasks(existing: readonly Reference[] = [], { storeFieldName, readField }) {
        if (!storeFieldName.includes(`"caseId":"${caseId}"`)) return existing;
        if (existing.some((ref) => readField("id", ref) === task.id)) return existing;
        const ref = cache.writeFragment({ data: task, fragment: CASE_TASK_FIELDS });
        return ref ? [...existing, ref] : existing;
      },
    },
  });
}

/**
 * Creating, editing, completing and deleting a case's tasks (spec 2 §4, §8): success updates
 * the cached list; a refused title shows the server's message, other failures the generic one.
 */
export function useTaskActions(caseId: string) {
  const [createTask] = useMutation(CREATE_CASE_TASK);
  const [updateTask] = useMutation(UPDATE_CASE_TASK);
  const [deleteTask] = useMutation(DELETE_CASE_TASK);

  const create = async (draft: TaskDraft): Promise<TaskOutcome> => {
    try {
      const answer = (
        await createTask({
          variables: {
            input: {
              caseId,
              title: draft.title.trim(),
              dueAt: draft.dueAt || null,
              ...assigneeInput(draft.assignee),
            },
          },
          update: (cache, { data }) => {
            const result = data?.createCaseTask;
            if (result?.__typename === "CaseTaskSuccess") addToList(cache, caseId, result.task);
          },
          refetchQueries: caseQueries,
        })
      ).data?.createCaseTask;
      return outcomeOf(answer);
    } catch {
      warnFailed();
      return { titleError: null, done: false };
    }
  };

  const edit = async (task: CaseTask, draft: TaskDraft): Promise<TaskOutcome> => {
    try {
      const answer = (
        await updateTask({
          variables: {
            input: {
              id: task.id,
              title: draft.title.trim(),
              dueAt: draft.dueAt || null,
              ...assigneeInput(draft.assignee),
            },
          },
        })
      ).data?.updateCaseTask;
      return outcomeOf(answer);
    } catch {
      warnFailed();
      return { titleError: null, done: false };
    }
  };

  /** To do ⇄ Complete; the server sets or clears closedAt. */
  const setStatus = async (task: CaseTask, status: TaskStatus): Promise<void> => {
    try {
      const answer = (
        await updateTask({
          variables: { input: { id: task.id, status } },
          refetchQueries: caseQueries,
        })
      ).data?.updateCaseTask;
      if (answer?.__typename === "CaseTaskSuccess") return;
    } catch {
      // Told below.
    }
    warnFailed();
  };

  const remove = async (task: CaseTask): Promise<boolean> => {
    try {
      const answer = (
        await deleteTask({
          variables: { id: task.id },
          update: (cache, { data }) => {
            if (data?.deleteCaseTask.__typename !== "DeleteCaseTaskSuccess") return;
            cache.evict({ id: cache.identify({ __typename: "CaseTask", id: task.id }) });
            cache.gc();
          },
          refetchQueries: caseQueries,
        })
      ).data?.deleteCaseTask;
      if (answer?.__typename === "DeleteCaseTaskSuccess") {
        showSnackbar({ type: "success", message: caseMessages.taskDeleted });
        return true;
      }
    } catch {
      // Told below.
    }
    warnFailed();
    return false;
  };

  return { create, edit, setStatus, remove };
}
