import { ActionIcon, Checkbox, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { caseMessages } from "@tierwise/common/cases";
import { useState } from "react";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { formatCaseDate } from "../maker/case-dates.ts";
import { personLabel } from "../maker/case-people.ts";
import type { CaseTask } from "./case-tasks.graphql.ts";
import { TaskForm } from "./TaskForm.tsx";
import { draftOfTask } from "./task-form.ts";
import type { useTaskActions } from "./use-task-actions.ts";

type TaskRowProps = {
  task: CaseTask;
  actions: ReturnType<typeof useTaskActions>;
};

function assigneeText(task: CaseTask): string {
  if (task.assignedUser) return personLabel(task.assignedUser);
  if (task.assignedTeam) return task.assignedTeam.name;
  return "Unassigned";
}

/**
 * One task: its status as a checkbox (To do or Complete), title, due date and assignee; edit
 * and delete (after a confirmation) only for its creator and organisation admins (canEdit).
 */
export function TaskRow({ task, actions }: TaskRowProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [toggling, setToggling] = useState(false);
  const complete = task.status === "complete";

  if (editing) {
    return (
      <Paper withBorder p="sm" radius="sm">
        <TaskForm
          initial={draftOfTask(task)}
          submitLabel="Save"
          onSubmit={async (draft) => {
            const outcome = await actions.edit(task, draft);
            if (outcome.done) setEditing(false);
            return outcome;
          }}
          onCancel={() => setEditing(false)}
        />
      </Paper>
    );
  }

  return (
    <Paper withBorder p="sm" radius="sm" data-testid="task" data-status={task.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <Checkbox
            mt={2}
            aria-label={
              complete ? `Mark "${task.title}" as to do` : `Mark "${task.title}" complete`
            }
            checked={complete}
            disabled={!task.canEdit || toggling}
            onChange={async (event) => {
              setToggling(true);
              try {
                await actions.setStatus(task, event.currentTarget.checked ? "complete" : "to_do");
              } finally {
                setToggling(false);
              }
            }}
          />
          <Stack gap={2} miw={0}>
            <Text
              size="sm"
              td={complete ? "line-through" : undefined}
              style={{ overflowWrap: "anywhere" }}
            >
              {task.title}
            </Text>
            <Text size="xs" c="dimmed">
              Due {formatCaseDate(task.dueAt)} · {assigneeText(task)}
            </Text>
          </Stack>
        </Group>
        {task.canEdit ? (
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Edit task" withinPortal>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Edit task "${task.title}"`}
                onClick={() => setEditing(true)}
              >
                <IconPencil size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete task" withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Delete task "${task.title}"`}
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={caseMessages.deleteTaskTitle}
        message={caseMessages.deleteTaskBody}
        confirmLabel="Delete"
        danger
        onConfirm={async () => {
          if (await actions.remove(task)) setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
