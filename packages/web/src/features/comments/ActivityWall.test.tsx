import { screen, within } from "@testing-library/react";
import { commentMessages } from "@tierwise/common/comments";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setErrorSink } from "../../app/errors/error-reporter.ts";
import { ActivityWall } from "./ActivityWall.tsx";
import type { Comment } from "./activity-wall.graphql.ts";
import { CommentCard } from "./CommentCard.tsx";
import { buildComment, companyTarget, paragraphOf, wallMock } from "./comment-fixtures.ts";
import { renderCommentsUi } from "./comments-test-render.tsx";

afterEach(() => setErrorSink((error, context) => console.error(error, context)));

function renderWall(items: Parameters<typeof wallMock>[0], parentId: string | null = null) {
  renderCommentsUi(
    <ActivityWall
      target={companyTarget}
      parentId={parentId}
      renderComment={(comment: Comment, highlighted) => (
        <CommentCard
          comment={comment}
          target={companyTarget}
          defaultAccess="public"
          draftKey="test"
          highlighted={highlighted}
          onOpenThread={() => undefined}
        />
      )}
    />,
    { mocks: [wallMock(items, { parentId })] },
  );
}

describe("activity wall", { timeout: 20_000 }, () => {
  it("shows a note's marks, nested list, link, mention and attachments", async () => {
    renderWall([
      buildComment({
        comment: [
          {
            type: "paragraph",
            children: [
              { text: "Audit " },
              { text: "overdue", bold: true },
              { text: " see " },
              { type: "link", url: "https://example.com/a", children: [{ text: "report" }] },
              { text: " " },
              {
                type: "user-mention",
                id: "u-2",
                displayName: "Grace Hopper",
                email: "grace@example.com",
                children: [{ text: "" }],
              },
            ],
          },
          {
            type: "bulleted-list",
            children: [
              {
                type: "list-item",
                children: [
                  { text: "Plant A" },
                  {
                    type: "bulleted-list",
                    children: [{ type: "list-item", children: [{ text: "Line 2" }] }],
                  },
                ],
              },
            ],
          },
        ],
        attachments: [
          {
            __typename: "Attachment",
            id: "a-1",
            filename: "photo.png",
            size: 2048,
            contentType: "image/png",
            downloadUrl: "/attachments/a-1",
            previewUrl: "/attachments/a-1/preview",
          },
          {
            __typename: "Attachment",
            id: "a-2",
            filename: "contract.pdf",
            size: 4096,
            contentType: "application/pdf",
            downloadUrl: "/attachments/a-2",
            previewUrl: "/attachments/a-2/preview",
          },
        ],
      }),
      {
        __typename: "WorkflowAudit",
        id: "w-1",
        action: "portfolio.companies_added",
        actionTime: "2026-11-19T10:00:00.000Z",
        actor: {
          __typename: "CommentAuthor",
          id: "u-9",
          email: "jamie@example.test",
          name: "Jamie Doe",
          firstName: "Jamie",
          lastName: "Doe",
          deletedAt: null,
        },
        fullName: "Jamie Doe",
        stepName: null,
        workflowName: null,
        workflowUrl: null,
        summary: "added Northwind Traders to Strategic suppliers",
      },
    ]);
    const note = await screen.findByTestId("comment");
    expect(within(note).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(note).getByText("overdue").tagName).toBe("STRONG");
    expect(within(note).getByRole("link", { name: "report" }).getAttribute("href")).toBe(
      "https://example.com/a",
    );
    expect(within(note).getByText("@Grace Hopper")).toBeTruthy();
    const nested = within(note).getByText("Line 2").closest("ul");
    expect(nested?.parentElement?.closest("ul")).toBeTruthy();
    expect(within(note).getByRole("link", { name: "contract.pdf" }).getAttribute("href")).toBe(
      "/attachments/a-2",
    );
    expect(within(note).getByRole("img", { name: "photo.png" }).getAttribute("src")).toBe(
      "/attachments/a-1/preview",
    );
    expect(within(note).getByRole("button", { name: "Preview contract.pdf" })).toBeTruthy();
    const audit = screen.getByText("Jamie Doe").closest("p");
    expect(audit?.textContent).toBe("Jamie Doe added Northwind Traders to Strategic suppliers");
  });

  it("shows a deleted note as deleted, without actions", async () => {
    renderWall([buildComment({ deletedAt: "2026-11-21T10:00:00.000Z" })]);
    const note = await screen.findByTestId("comment");
    const deleted = within(note).getByText("(deleted)");
    expect(deleted.getAttribute("style") ?? "").toContain("italic");
    expect(within(note).queryByText("Supplier audit due")).toBeNull();
    expect(within(note).queryByRole("button", { name: "Edit note" })).toBeNull();
    expect(within(note).queryByRole("button", { name: "Delete note" })).toBeNull();
  });

  it("marks an edited note once and offers only the actions the server allows", async () => {
    renderWall([
      buildComment({ id: "c-1", edited: true, comment: paragraphOf("Fixed (edited)") }),
      buildComment({
        id: "c-2",
        edited: true,
        comment: paragraphOf("Changed"),
        canEdit: false,
        canDelete: false,
        canReply: false,
      }),
    ]);
    const [first, second] = await screen.findAllByTestId("comment");
    if (!first || !second) throw new Error("two notes expected");
    expect(within(first).getByText(/Fixed/).closest("p")?.textContent).toBe("Fixed (edited)");
    expect(
      within(second)
        .getByText(/Changed/)
        .closest("p")?.textContent,
    ).toBe(`Changed${" (edited)"}`);
    expect(within(first).getByRole("button", { name: "Reply" })).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Edit note" })).toBeTruthy();
    expect(within(second).queryByRole("button", { name: "Reply" })).toBeNull();
    expect(within(second).queryByRole("button", { name: "Edit note" })).toBeNull();
    expect(within(second).queryByRole("button", { name: "Delete note" })).toBeNull();
  });

  it("marks a private note", async () => {
    renderWall([
      buildComment({
        permission: {
          __typename: "CommentPermission",
          type: "private",
          recipients: [
            { __typename: "CommentRecipient", type: "User", id: "u-2", name: "Grace", email: null },
          ],
        },
      }),
    ]);
    expect(within(await screen.findByTestId("comment")).getByText("Private")).toBeTruthy();
  });

  it("says the wall is empty", async () => {
    renderWall([]);
    expect(await screen.findByText(commentMessages.emptyWall)).toBeTruthy();
    expect(screen.getByText(commentMessages.emptyWallHint)).toBeTruthy();
    expect(commentMessages.emptyWall).toBe("This wall is empty.");
    expect(commentMessages.emptyWallHint).toBe("Start by adding a note, image, or file above.");
  });

  it("says a thread is empty", async () => {
    renderWall([], "c-1");
    expect(await screen.findByText("This thread is empty.")).toBeTruthy();
  });

  it("treats an unknown item type as an error, shown with a retry and reported", async () => {
    const sink = vi.fn();
    setErrorSink(sink);
    renderWall([{ __typename: "SupplierCase", id: "s-1" }]);
    expect(await screen.findByText(messages.somethingWentWrong)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(sink).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Unknown activity wall item type: SupplierCase" }),
      expect.anything(),
    );
  });
});
