import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { commentMessages } from "@tierwise/common/comments";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { DELETE_COMMENT } from "./comment-mutations.graphql.ts";
import { renderCommentsUi } from "./comments-test-render.tsx";
import { DeleteCommentButton } from "./DeleteCommentButton.tsx";

afterEach(() => act(() => snackbarStore.clear()));

describe("deleting a note", { timeout: 20_000 }, () => {
  it("asks first, disables Cancel and Delete while deleting, then says so", async () => {
    renderCommentsUi(<DeleteCommentButton commentId="c-1" />, {
      mocks: [
        {
          request: { query: DELETE_COMMENT, variables: { id: "c-1" } },
          result: { data: { deleteComment: { __typename: "DeleteCommentSuccess", id: "c-1" } } },
          delay: 1_000,
        },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Delete note" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete note?" });
    expect(dialog.textContent).toContain(
      "Are you sure you want to delete this note? This action is permanent and cannot be undone",
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    // Both are read in one look: on a busy machine the answer can come, and the dialog close,
    // between two separate looks.
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);
      expect(screen.getByRole("button", { name: "Delete" })).toHaveProperty("disabled", true);
    });
    expect(await screen.findByText(commentMessages.deleted)).toBeTruthy();
    expect(commentMessages.deleted).toBe("Your note was deleted.");
  });
});
