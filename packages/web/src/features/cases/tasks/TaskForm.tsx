import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useId, useState } from "react";
import { AssigneeSelect } from "../maker/AssigneeSelect.tsx";
import { formatCaseDate } from "../maker/case-dates.ts";
import { type TaskDraft, taskTitleError, titleCounter } from "./task-form.ts";

type TaskFormProps = {
  initial: TaskDraft;
  submitLabel: string;
  /** Sends the task; answers the server's title message when it refused the title. */
  onSubmit: (draft: TaskDraft) => Promise<{ titleError: string | null; done: boolean }>;
  onCancel?: () => void;
};

/**
 * A task's title (required, with an x/250 counter that turns red past the limit), optional
 * due date and optional assignee (spec 2 §5).
 */
export function TaskForm({ initial, submitLabel, onSubmit, onCancel }: TaskFormProps) {
  const counterId = useId();
  const [draft, setDraft] = useState<TaskDraft>(initial);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const counter = titleCounter(draft.title);
  const pristine = JSON.stringify(draft) === JSON.stringify(initial);
  const change = (patch: Partial<TaskDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTitleError(null);
  };
  const submit = async () => {
    if (submitting || pristine || draft.title.trim() === "") return;
    const local = taskTitleError(draft.title);
    if (local) {
      setTitleError(local);
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await onSubmit(draft);
      setTitleError(outcome.titleError);
      if (outcome.done) setDraft(initial);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label="Task title"
          required
          value={draft.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={titleError}
          disabled={submitting}
          aria-describedby={counterId}
        />
        <Text
          id={counterId}
          size="xs"
          c={counter.over ? "red" : "dimmed"}
          data-over={counter.over || undefined}
          ta="right"
          mt={-4}
        >
          {counter.text}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Due date"
            description={formatCaseDate(draft.dueAt || null)}
            value={draft.dueAt}
            onChange={(event) => change({ dueAt: event.currentTarget.value })}
            disabled={submitting}
          />
          <AssigneeSelect
            label="Task assignee"
            value={draft.assignee}
            onChange={(assignee) => change({ assignee })}
            disabled={submitting}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" size="xs" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          ) : null}
          <Button
            type="submit"
            size="xs"
            disabled={pristine || draft.title.trim() === "" || counter.over}
            loading={submitting}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
