import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it, vi } from "vitest";
import { renderForTest } from "../../../testing/render-for-test.tsx";
import { AcceptInvitationForm } from "./AcceptInvitationForm.tsx";
import { ACCEPT_INVITATION } from "./invitations.graphql.ts";

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

const input = { token: "tok", firstName: "Ada", lastName: "Lovelace", password: "long enough pw" };

function fill() {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: " Ada " } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Lovelace" } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: input.password } });
  fireEvent.change(screen.getByLabelText(/Confirm password/), {
    target: { value: input.password },
  });
}

function answer(acceptInvitation: Record<string, unknown>): Mock {
  return {
    request: { query: ACCEPT_INVITATION, variables: { input } },
    result: { data: { acceptInvitation } },
  };
}

describe("AcceptInvitationForm", () => {
  it("checks the fields with the shared rules before calling the server", () => {
    renderForTest(
      <AcceptInvitationForm token="tok" onAccepted={vi.fn()} onLinkExpired={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(screen.getAllByText("Required.").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(messages.tooShort(8))).toBeTruthy();
  });

  it("shows the server's breached-password message under the password", async () => {
    const breached = messages.breachedPassword(12);
    renderForTest(
      <AcceptInvitationForm token="tok" onAccepted={vi.fn()} onLinkExpired={vi.fn()} />,
      [
        answer({
          __typename: "ValidationError",
          message: "Invalid input",
          fieldErrors: [{ __typename: "FieldError", path: "password", message: breached }],
        }),
      ],
    );
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByText(breached)).toBeTruthy();
  });

  it("reports an expired link", async () => {
    const onLinkExpired = vi.fn();
    renderForTest(
      <AcceptInvitationForm token="tok" onAccepted={vi.fn()} onLinkExpired={onLinkExpired} />,
      [answer({ __typename: "LinkExpiredError", message: messages.linkExpired })],
    );
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Accept invitation" }));
    await waitFor(() => expect(onLinkExpired).toHaveBeenCalledWith(messages.linkExpired));
  });

  it("hands over a successful answer", async () => {
    const onAccepted = vi.fn();
    renderForTest(
      <AcceptInvitationForm token="tok" onAccepted={onAccepted} onLinkExpired={vi.fn()} />,
      [
        answer({
          __typename: "AcceptInvitationSuccess",
          email: "ada@x.test",
          signedIn: false,
          session: { __typename: "Session", id: "s1" },
        }),
      ],
    );
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Accept invitation" }));
    await waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith(
        expect.objectContaining({ email: "ada@x.test", signedIn: false }),
      ),
    );
  });
});
