import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { analyticsEvents } from "@tierwise/common/analytics-events";
import { caseMessages } from "@tierwise/common/cases";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enableAnalytics, setAnalyticsSink } from "../../../app/analytics/analytics.ts";
import { modalStore } from "../../../app/modals/modal-store.ts";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { buildComment } from "../../comments/comment-fixtures.ts";
import { ADD_COMMENT } from "../../comments/comment-mutations.graphql.ts";
import { CaseMakerFromUrl } from "./CaseMakerFromUrl.tsx";
import {
  ada,
  buildCase,
  caseQueryMock,
  casesSession,
  caseWallSummaryMock,
  tagsMock,
  updateMock,
} from "./case-fixtures.ts";
import { mentionedWithoutAccess } from "./case-mentions.ts";

const mentioningGrace: RichTextDocument = [
  {
    type: "paragraph",
    children: [
      { text: "Ask " },
      {
        type: "user-mention",
        id: "user-2",
        displayName: "Grace Hopper",
        email: "grace@example.com",
        children: [{ text: "" }],
      },
      { text: " for the report" },
    ],
  },
];

const privateCase = buildCase({
  private: true,
  accessList: [{ __typename: "CaseAccessEntry", id: "user-1", type: "user", name: ada.name }],
  aclRead: ["user:user-1"],
});

beforeEach(() => {
  window.localStorage.clear();
  // The case feed's composer starts from a drafted note (typing into the editor needs a browser).
  window.localStorage.setItem(
    "tw:user-1:note-draft:/company/acme|caseId:case-1",
    JSON.stringify({
      version: 1,
      data: { document: mentioningGrace, access: "public", recipients: [] },
    }),
  );
});
afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
  enableAnalytics(false);
});

const addCommentMock: Mock = {
  request: {
    query: ADD_COMMENT,
    variables: {
      target: { caseId: "case-1" },
      comment: mentioningGrace,
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
        comment: buildComment({ id: "c-8", comment: mentioningGrace }),
        visibleByFilter: true,
      },
    },
  },
};

function openPrivateCase(mocks: Mock[]) {
  renderAppUi(<CaseMakerFromUrl target={{ companyId: "company-1" }} />, {
    mocks: [
      caseQueryMock(privateCase),
      tagsMock(),
      caseWallSummaryMock("case-1"),
      addCommentMock,
      ...mocks,
    ],
    path: "/company/acme?case=case-1",
    session: casesSession(),
  });
}

describe("case feed: mentioning someone who cannot see the case", { timeout: 30_000 }, () => {
  it("explains, then adds them to the private case on Yes", async () => {
    const tracked: string[] = [];
    setAnalyticsSink({
      track: (event) => tracked.push(event),
      identify: () => undefined,
      page: () => undefined,
    });
    enableAnalytics(true);
    const added = vi.fn();
    openPrivateCase([
      updateMock(
        {
          id: "case-1",
          acl: [
            { type: "user", id: "user-1" },
            { type: "user", id: "user-2" },
          ],
        },
        privateCase,
        added,
      ),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    const explain = await screen.findByRole("dialog", { name: "Private case" });
    expect(within(explain).getByText(caseMessages.privateMentionConfirm)).toBeTruthy();
    fireEvent.click(within(explain).getByRole("button", { name: "Continue" }));
    const ask = await screen.findByRole("dialog", { name: "Add to case" });
    expect(within(ask).getByText(caseMessages.addToCaseQuestion("Grace Hopper"))).toBeTruthy();
    fireEvent.click(within(ask).getByRole("button", { name: "Yes" }));
    expect(await screen.findByText(caseMessages.addedToCase("Grace Hopper"))).toBeTruthy();
    expect(added).toHaveBeenCalledTimes(1);
    expect(tracked).toContain(analyticsEvents.caseEdited);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add to case" })).toBeNull());
  });

  it("carries on without them on No", async () => {
    openPrivateCase([]);
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Private case" })).getByRole("button", {
        name: "Continue",
      }),
    );
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Add to case" })).getByRole("button", {
        name: "No",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add to case" })).toBeNull());
    expect(screen.queryByText(caseMessages.addedToCase("Grace Hopper"))).toBeNull();
  });

  it("asks nothing on a public case, or about people already on the access list", () => {
    expect(mentionedWithoutAccess(mentioningGrace, buildCase())).toEqual([]);
    expect(
      mentionedWithoutAccess(mentioningGrace, { ...privateCase, aclRead: ["user:user-2"] }),
    ).toEqual([]);
    expect(mentionedWithoutAccess(mentioningGrace, privateCase).map((p) => p.name)).toEqual([
      "Grace Hopper",
    ]);
  });
});
