import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type CaseStatus, caseStatusLabels } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import { type FormEvent, useState } from "react";
import { useCloseOnRouteChange } from "../../../app/modals/use-modal.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import type { CaseListRow } from "./case-list.graphql.ts";

export type ResolveTarget = { row: CaseListRow; status: CaseStatus };

type ResolveCaseDialogProps = {
  target: ResolveTarget | null;
  onClose: () => void;
  /** Adds the comment and saves the status; false when the comment could not be added. */
  onResolve: (target: ResolveTarget, comment: RichTextDocument) => Promise<boolean>;
};

/** The comment as a one-paragraph-per-line rich-text document, as the case wall stores it. */
const documentOf = (text: string): RichTextDocument =>
  text
    .trim()
    .split(/\n+/)
    .map((line) => ({ type: "paragraph", children: [{ text: line }] }));

function ResolveForm({
  target,
  onClose,
  onResolve,
}: ResolveCaseDialogProps & { target: ResolveTarget }) {
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!comment.trim()) {
      setError(messages.required);
      return;
    }
    setError(null);
    setFormError(null);
    setBusy(true);
    const done = await onResolve(target, documentOf(comment));
    setBusy(false);
    if (done) onClose();
    else setFormError(messages.somethingWentWrong);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Case ID {target.row.rowNumber}: {target.row.title} — {caseStatusLabels[target.status]}
        </Text>
        {formError ? <FormAlert messages={[formError]} /> : null}
        <Textarea
          label="Resolution comment"
          required
          rows={4}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Resolve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The resolve-case dialog (spec 2 §4): moving a case to Complete or Retired asks for a
 * resolution comment, posted on the case's wall; the status is then saved with its id.
 */
export function ResolveCaseDialog(props: ResolveCaseDialogProps) {
  useCloseOnRouteChange(props.onClose);
  return (
    <Modal opened={props.target !== null} onClose={props.onClose} title="Resolve case" centered>
      {props.target ? <ResolveForm {...props} target={props.target} /> : null}
    </Modal>
  );
}
