import { useMutation } from "@apollo/client/react";
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { commentMessages } from "@tierwise/common/comments";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { DELETE_COMMENT } from "./comment-mutations.graphql.ts";

/**
 * Deletes a note after the spec's confirmation (spec 2 §8: Cancel and Delete are disabled while
 * the request runs). The note stays on the wall, shown as deleted.
 */
export function DeleteCommentButton({ commentId }: { commentId: string }) {
  const [opened, setOpened] = useState(false);
  const [deleteComment] = useMutation(DELETE_COMMENT, {
    refetchQueries: ["ActivityWall", "ActivityWallSummary"],
  });
  const confirm = async () => {
    try {
      const { data } = await deleteComment({ variables: { id: commentId } });
      const answer = data?.deleteComment;
      if (answer?.__typename === "DeleteCommentSuccess") {
        showSnackbar({ type: "success", message: commentMessages.deleted });
      } else {
        showSnackbar({ type: "warning", message: answer?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "warning", message: messages.somethingWentWrong });
    }
    setOpened(false);
  };
  return (
    <>
      <Tooltip label="Delete" withinPortal>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label="Delete note"
          onClick={() => setOpened(true)}
        >
          <IconTrash size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={opened}
        title={commentMessages.deleteTitle}
        message={commentMessages.deleteText}
        confirmLabel="Delete"
        danger
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
