import { useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { type CaseStatus, caseStatusLabels } from "@tierwise/common/cases";
import { useState } from "react";
import { useModal } from "../../../app/modals/use-modal.ts";
import { ADD_COMMENT } from "../../comments/comment-mutations.graphql.ts";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";
import { warnFailed } from "./use-case-update.ts";

export type ResolveCaseProps = { caseId: string; status: CaseStatus };

type ResolveCaseDialogProps = {
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

/**
 * The resolve_case modal (spec 2 §4): choosing Complete or Retired on an existing case asks for
 * a resolution comment, posts it on the case wall, then saves the status with that comment's id.
 */
export function ResolveCaseDialog({ save }: ResolveCaseDialogProps) {
  const modal = useModal<ResolveCaseProps>("resolve_case");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [addComment] = useMutation(ADD_COMMENT);
  const target = modal.props;
  const close = () => {
    setText("");
    modal.close();
  };

  const resolve = async () => {
    if (!target || text.trim() === "" || busy) return;
    setBusy(true);
    try {
      let commentId: string | null = null;
      try {
        const answer = (
          await addComment({
            variables: {
              target: { caseId: target.caseId },
              comment: [{ type: "paragraph", children: [{ text: text.trim() }] }],
              parentId: null,
              permission: { type: "public", recipients: [] },
              attachmentKeys: [],
              filter: null,
            },
            refetchQueries: ["ActivityWall", "ActivityWallSummary"],
          })
        ).data?.addComment;
        if (answer?.__typename === "AddCommentSuccess") commentId = answer.comment.id;
      } catch {
        commentId = null;
      }
      if (!commentId) {
        warnFailed();
        return;
      }
      const saved = await save(
        { status: target.status, resolutionCommentId: commentId },
        { field: "Status" },
      );
      if (saved !== null) close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={modal.opened && target !== undefined}
      onClose={close}
      title={target ? `Resolve case as ${caseStatusLabels[target.status]}` : "Resolve case"}
      centered
    >
      <Stack gap="md">
        <Textarea
          label="Resolution comment"
          required
          rows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          disabled={busy}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void resolve()} disabled={text.trim() === ""} loading={busy}>
            Resolve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
