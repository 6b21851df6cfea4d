import { useQuery } from "@apollo/client/react";
import { Divider, Group, Loader, Stack } from "@mantine/core";
import { caseMessages } from "@tierwise/common/cases";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { CASE_TASKS_QUERY } from "./case-tasks.graphql.ts";
import { TaskForm } from "./TaskForm.tsx";
import { TaskRow } from "./TaskRow.tsx";
import { emptyTaskDraft } from "./task-form.ts";
import { useTaskActions } from "./use-task-actions.ts";

type CaseTasksTabProps = { caseId: string; canEdit: boolean };

/** The Tasks tab of an existing case (spec 2 §2, §4): add a task, then work the list. */
export function CaseTasksTab({ caseId, canEdit }: CaseTasksTabProps) {
  const { data, error, refetch } = useQuery(CASE_TASKS_QUERY, { variables: { caseId } });
  const actions = useTaskActions(caseId);
  const tasks = data?.caseTasks;
  return (
    <Stack gap="md">
      {canEdit ? (
        <TaskForm initial={emptyTaskDraft} submitLabel="Add task" onSubmit={actions.create} />
      ) : null}
      <Divider />
      {error && !tasks ? (
        <ErrorWithRetry onRetry={retryWith(refetch)} />
      ) : !tasks ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      ) : tasks.length === 0 ? (
        <EmptyState title={caseMessages.noTasks} />
      ) : (
        <Stack component="ul" gap="xs" aria-label="Tasks" p={0} m={0} style={{ listStyle: "none" }}>
          {tasks.map((task) => (
            <li key={task.id}>
              <TaskRow task={task} actions={actions} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
