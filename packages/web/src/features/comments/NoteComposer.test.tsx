import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { attachmentWrongTypeMessage, commentMessages } from "@tierwise/common/comments";
import { messages } from "@tierwise/common/messages";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildComment, companyTarget, paragraphOf } from "./comment-fixtures.ts";
import { ADD_COMMENT } from "./comment-mutations.graphql.ts";
import { commentsSession, type Mock, renderCommentsUi } from "./comments-test-render.tsx";
import { NoteComposer } from "./NoteComposer.tsx";
import { COMMENT_RECIPIENT_OPTIONS_QUERY } from "./recipients.graphql.ts";

const draftKey = "/company/acme|companyId:company-1";
const storageKey = `tw:${commentsSession.key}:note-draft:${draftKey}`;

const grace = {
  type: "user-mention" as const,
  id: "u-2",
  displayName: "Grace Hopper",
  email: "grace@example.com",
  children: [{ text: "" }],
};
const mentioningGrace: RichTextDocument = [
  { type: "paragraph", children: [{ text: "Ask " }, grace, { text: " today" }] },
];

function storeDraft(data: unknown, version = 1) {
  window.localStorage.setItem(storageKey, JSON.stringify({ version, data }));
}

function storedDraft(): { document: unknown; access: string; recipients: unknown[] } | null {
  const raw = window.localStorage.getItem(storageKey);
  return raw ? JSON.parse(raw).data : null;
}

const noCandidates: Mock = {
  request: {
    query: COMMENT_RECIPIENT_OPTIONS_QUERY,
    variables: { query: "", first: 25, offset: 0 },
  },
  result: { data: { commentRecipientOptions: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderComposer({
  defaultAccess = "public",
  mocks = [],
}: {
  defaultAccess?: "public" | "private";
  mocks?: Mock[];
} = {}) {
  renderCommentsUi(
    <NoteComposer
      mode="add"
      target={companyTarget}
      defaultAccess={defaultAccess}
      draftKey={draftKey}
    />,
    { mocks: [noCandidates, ...mocks] },
  );
}

const addButton = () => screen.getByRole("button", { name: "Add" }) as HTMLButtonElement;
// Slate pads void inlines with zero-width characters; they are not part of the text.
const editorText = async () =>
  ((await screen.findByRole("textbox", { name: "New note" })).textContent ?? "").replace(
    /[\u200b\ufeff]/g,
    "",
  );
const removeButtonIn = (recipient: HTMLElement) =>
  within(recipient).queryByRole("button", { hidden: true });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("note composer", { timeout: 20_000 }, () => {
  it("is empty, with Add disabled, and uses the organisation's default access", async () => {
    renderComposer({ defaultAccess: "private" });
    await screen.findByRole("textbox", { name: "New note" });
    expect(addButton().disabled).toBe(true);
    expect(screen.getByRole("radio", { name: "Private" })).toHaveProperty("checked", true);
    // Nothing written yet: the rule is not shouted at an empty composer.
    expect(screen.queryByText("Recipients are required")).toBeNull();
  });

  it("requires recipients for a private note", async () => {
    storeDraft({ document: paragraphOf("Secret"), access: "private", recipients: [] });
    renderComposer();
    expect(await editorText()).toContain("Secret");
    expect(addButton().disabled).toBe(true);
    expect(screen.getByText("Recipients are required")).toBeTruthy();
    expect(commentMessages.recipientsRequired).toBe("Recipients are required");
  });

  it("makes the mentioned people the locked recipients of a private note", async () => {
    storeDraft({ document: mentioningGrace, access: "private", recipients: [] });
    renderComposer();
    expect(await editorText()).toContain("Ask @Grace Hopper today");
    const recipient = screen.getByTestId("recipient");
    expect(recipient.getAttribute("data-locked")).toBe("true");
    expect(within(recipient).getByText("Grace Hopper")).toBeTruthy();
    expect(removeButtonIn(recipient)).toBeNull();
    expect(screen.queryByText("Recipients are required")).toBeNull();
    expect(addButton().disabled).toBe(false);
  });

  it("clears the recipients when switching to public", async () => {
    storeDraft({
      document: paragraphOf("For the buyers"),
      access: "private",
      recipients: [{ type: "Team", id: "t-1", name: "Buyers", email: null }],
    });
    renderComposer();
    const recipient = await screen.findByTestId("recipient");
    expect(recipient.getAttribute("data-locked")).toBe("false");
    expect(removeButtonIn(recipient)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Public" }));
    expect(screen.queryByTestId("recipient")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Private" }));
    expect(screen.queryByTestId("recipient")).toBeNull();
    expect(screen.getByText("Recipients are required")).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it("saves the draft 500 ms after a change, as version 1", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeDraft({ document: paragraphOf("Keep me"), access: "public", recipients: [] });
    renderComposer();
    await screen.findByRole("textbox", { name: "New note" });
    fireEvent.click(screen.getByRole("radio", { name: "Private" }));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(storedDraft()?.access).toBe("public");
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(storedDraft()).toEqual({
      document: paragraphOf("Keep me"),
      access: "private",
      recipients: [],
    });
    expect(JSON.parse(window.localStorage.getItem(storageKey) ?? "{}").version).toBe(1);
  });

  it("discards a draft with a broken mention, or of another version", async () => {
    storeDraft({
      document: [{ type: "paragraph", children: [{ text: "Hi " }, { ...grace, displayName: "" }] }],
      access: "public",
      recipients: [],
    });
    renderComposer();
    expect(await editorText()).not.toContain("Hi");
    window.localStorage.clear();
  });

  it("ignores a draft stored with another version", async () => {
    storeDraft({ document: paragraphOf("Old format"), access: "public", recipients: [] }, 2);
    renderComposer();
    expect(await editorText()).not.toContain("Old format");
  });

  it("adds the note with its access, then clears the draft and the editor", async () => {
    storeDraft({ document: paragraphOf("Ship it"), access: "public", recipients: [] });
    const added: Mock = {
      request: {
        query: ADD_COMMENT,
        variables: {
          target: companyTarget,
          comment: paragraphOf("Ship it"),
          parentId: null,
          permission: { type: "public", recipients: [] },
          attachmentKeys: [],
          filter: null,
        },
      },
      result: {
        data: {
          addComment: {
            __typename: "AddCommentSuccess",
            comment: buildComment({ comment: paragraphOf("Ship it") }),
            visibleByFilter: true,
          },
        },
      },
    };
    renderComposer({ mocks: [added] });
    expect(await editorText()).toContain("Ship it");
    fireEvent.click(addButton());
    await waitFor(() => expect(storedDraft()).toBeNull());
    await waitFor(async () => expect(await editorText()).not.toContain("Ship it"));
  });

  it("refuses files of other types with the spec's message", async () => {
    renderComposer();
    await screen.findByRole("textbox", { name: "New note" });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(["x"], "run.exe", { type: "application/octet-stream" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText(attachmentWrongTypeMessage(["run.exe"]))).toBeTruthy();
    expect(attachmentWrongTypeMessage(["run.exe"])).toBe(
      "File(s) run.exe could not be attached. Valid formats are png, jpeg, jpg, gif, csv, pdf, xls, xlsx, ppt, pptx.",
    );
  });

  it("keeps the note when the upload fails", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    storeDraft({ document: paragraphOf("With a file"), access: "public", recipients: [] });
    renderComposer();
    expect(await editorText()).toContain("With a file");
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(["%PDF-1.4"], "report.pdf", { type: "application/pdf" })] },
    });
    expect(screen.getByText("report.pdf")).toBeTruthy();
    fireEvent.click(addButton());
    expect(await screen.findByText(messages.uploadFailed)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith("/upload-attachments", expect.anything());
    expect(await editorText()).toContain("With a file");
    expect(screen.getByText("report.pdf")).toBeTruthy();
  });
});
