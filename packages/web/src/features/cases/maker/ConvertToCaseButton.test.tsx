import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { caseMessages } from "@tierwise/common/cases";
import { afterEach, describe, expect, it } from "vitest";
import { modalStore } from "../../../app/modals/modal-store.ts";
import type { Session } from "../../../app/session/session.types.ts";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { ActivityWall } from "../../comments/ActivityWall.tsx";
import type { Comment } from "../../comments/activity-wall.graphql.ts";
import { CommentCard } from "../../comments/CommentCard.tsx";
import { CommentActionsContext } from "../../comments/comment-action.ts";
import {
  buildComment,
  companyTarget,
  paragraphOf,
  wallMock,
} from "../../comments/comment-fixtures.ts";
import type { CommentTarget } from "../../comments/comment-target.ts";
import { noteActions } from "../../comments/note-actions.ts";
import { CREATE_SUPPLIER_CASE } from "../case.graphql.ts";
import { buildCase, casesSession, tagsMock } from "./case-fixtures.ts";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
});

function renderWall(
  items: Comment[],
  { session = casesSession(), target = companyTarget, mocks = [] as Mock[] } = {},
) {
  // The activity panel provides the registered note actions to its walls.
  renderAppUi(
    <CommentActionsContext value={noteActions}>
      <ActivityWall
        target={target}
        parentId={null}
        renderComment={(comment) => (
          <CommentCard
            comment={comment}
            target={target}
            defaultAccess="public"
            draftKey="test"
            onOpenThread={() => undefined}
          />
        )}
      />
    </CommentActionsContext>,
    { mocks: [wallMock(items, { target }), tagsMock(), ...mocks], session, path: "/company/acme" },
  );
}

const createCaseButton = () => screen.queryByRole("button", { name: "Create case" });

describe("note → case", { timeout: 30_000 }, () => {
  it.each<[string, Comment, Session, CommentTarget]>([
    [
      "without case management",
      buildComment(),
      casesSession({ caseManagementEnabled: false }),
      companyTarget,
    ],
    ["on a reply", buildComment({ parentId: "c-0" }), casesSession(), companyTarget],
    ["on a case's own wall", buildComment(), casesSession(), { caseId: "case-1" }],
  ])("offers no Create case %s", async (_, comment, session, target) => {
    renderWall([comment], { session, target });
    await screen.findByTestId("comment");
    expect(screen.getByRole("button", { name: "Edit note" })).toBeTruthy();
    expect(createCaseButton()).toBeNull();
  });

  it("shows a converted note's Case ID and status, without Create case or Reply", async () => {
    renderWall([
      buildComment({
        convertedAt: "2026-11-21T08:00:00.000Z",
        convertedToCase: {
          __typename: "CaseConvertedSummary",
          id: "case-3",
          rowNumber: 3,
          createdAt: "2026-11-21T08:00:00.000Z",
          status: "in_progress",
        },
      }),
    ]);
    const note = await screen.findByTestId("comment");
    const converted = within(note).getByTestId("converted-case");
    expect(within(converted).getByRole("link", { name: "Case ID 3" }).getAttribute("href")).toBe(
      "/cases/case-3",
    );
    expect(within(converted).getByText("In progress")).toBeTruthy();
    expect(createCaseButton()).toBeNull();
    expect(within(note).queryByRole("button", { name: "Reply" })).toBeNull();
  });

  it("makes a case from a note, which then shows its Case ID", async () => {
    const note = buildComment({ id: "c-5", comment: paragraphOf("Supplier audit due") });
    const created = buildCase({
      id: "case-4",
      rowNumber: 4,
      title: "Audit",
      createdFromCommentId: "c-5",
    });
    const create: Mock = {
      request: {
        query: CREATE_SUPPLIER_CASE,
        variables: {
          input: {
            title: "Audit",
            description: paragraphOf("Supplier audit due"),
            status: "to_do",
            priority: "medium",
            assigneeId: null,
            assignedTeamId: null,
            dueDate: null,
            tags: [],
            locations: [],
            riskSubCategory: [],
            private: false,
            acl: [],
            gsca: null,
            labels: [],
            companyId: "company-1",
            createdFromCommentId: "c-5",
          },
        },
      },
      result: {
        data: {
          createSupplierCase: { __typename: "SupplierCaseSuccess", supplierCase: created },
        },
      },
    };
    renderWall([note], { mocks: [create] });
    await screen.findByTestId("comment");
    fireEvent.click(createCaseButton() as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: caseMessages.createCaseTitle });
    expect(within(dialog).getByText("Supplier audit due")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Audit" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    // Not open-on-create: the maker closes and the snackbar offers the way to the case.
    expect(await screen.findByText("Case ID 4: Audit was created.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const converted = await screen.findByTestId("converted-case");
    expect(within(converted).getByRole("link", { name: "Case ID 4" })).toBeTruthy();
    expect(createCaseButton()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "View case" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/company/acme?case=case-4"),
    );
  });
});
