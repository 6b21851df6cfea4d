import { useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import {
  APPROVE_WORKFLOW_STEP,
  DECIDE_WORKFLOW,
  SEND_BACK_WORKFLOW,
  type WorkflowDetail,
  type WorkflowResult,
} from "../workflows.graphql.ts";
import {
  actionKey,
  commentLabel,
  type ReviewAction,
  type ReviewErrors,
  reviewActionLabel,
  reviewActionsFor,
  reviewErrors,
} from "./review-actions.ts";

type ReviewFormProps = { workflow: WorkflowDetail; action: ReviewAction; onDone: () => void };

function ReviewForm({ workflow, action, onDone }: ReviewFormProps) {
  const [comment, setComment] = useState("");
  const [conditions, setConditions] = useState("");
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [approve, approving] = useMutation(APPROVE_WORKFLOW_STEP);
  const [sendBack, sending] = useMutation(SEND_BACK_WORKFLOW);
  const [decide, deciding] = useMutation(DECIDE_WORKFLOW);
  const busy = approving.loading || sending.loading || deciding.loading;
  const withConditions = action.kind === "decide" && action.outcome === "approved_with_conditions";

  const run = async (): Promise<WorkflowResult | undefined> => {
    const id = workflow.id;
    const note = comment.trim() || null;
    if (action.kind === "approve")
      return (await approve({ variables: { id, comment: note } })).data?.approveWorkflowStep;
    if (action.kind === "sendBack")
      return (await sendBack({ variables: { id, comment: comment.trim() } })).data
        ?.sendBackWorkflow;
    return (
      await decide({
        variables: {
          id,
          outcome: action.outcome,
          conditions: withConditions ? conditions.trim() : null,
          comment: note,
        },
      })
    ).data?.decideWorkflow;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = reviewErrors(action, { comment, conditions });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await run();
      if (result?.__typename === "WorkflowSuccess") {
        showSnackbar({ type: "success", message: `${reviewActionLabel(action)}: done.` });
        onDone();
      } else if (result?.__typename === "ValidationError") {
        const byField: ReviewErrors = {};
        for (const error of result.fieldErrors)
          if (error.path === "comment" || error.path === "conditions")
            byField[error.path] = error.message;
        setErrors(byField);
        if (Object.keys(byField).length === 0) setFormError(result.message);
      } else setFormError(result?.message ?? "That did not work. Please try again.");
    } catch {
      setFormError("That did not work. Please try again.");
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError ? <FormAlert messages={[formError]} /> : null}
        {action.kind === "sendBack" ? (
          <Text size="sm">
            The supplier's link opens again with your comment, so they can change their answers.
          </Text>
        ) : null}
        {withConditions ? (
          <Textarea
            label="Conditions"
            required
            value={conditions}
            onChange={(event) => setConditions(event.currentTarget.value)}
            error={errors.conditions}
            autosize
            minRows={3}
            data-autofocus
          />
        ) : null}
        <Textarea
          label={commentLabel(action)}
          required={action.kind === "sendBack"}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={errors.comment}
          autosize
          minRows={3}
          data-autofocus={withConditions ? undefined : true}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={busy}
            color={action.kind === "decide" && action.outcome === "rejected" ? "red.9" : undefined}
          >
            {reviewActionLabel(action)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The current step's review, for those the policy lets act (the server's canReview): approve
 * or send back a review step; approve, approve with conditions or reject at the decision.
 */
export function WorkflowReviewPanel({ workflow }: { workflow: WorkflowDetail }) {
  const [open, setOpen] = useState<ReviewAction | null>(null);
  const actions = reviewActionsFor(workflow);
  if (actions.length === 0 || !workflow.currentStep) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="workflow-review-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="workflow-review-heading">
          {`Your review: ${workflow.currentStep.name}`}
        </Title>
        <Group gap="sm">
          {actions.map((action) => (
            <Button
              key={actionKey(action)}
              variant={action.kind === "sendBack" ? "default" : "filled"}
              color={
                action.kind === "decide" && action.outcome === "rejected" ? "red.9" : undefined
              }
              onClick={() => setOpen(action)}
            >
              {reviewActionLabel(action)}
            </Button>
          ))}
        </Group>
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? reviewActionLabel(open) : ""}
        centered
        // Mantine's close button has no name of its own.
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {open ? (
          <ReviewForm workflow={workflow} action={open} onDone={() => setOpen(null)} />
        ) : null}
      </Modal>
    </Paper>
  );
}
