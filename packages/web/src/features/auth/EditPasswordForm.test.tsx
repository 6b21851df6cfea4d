import { fireEvent, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it, vi } from "vitest";
import { renderForTest } from "../../testing/render-for-test.tsx";
import { ACCEPT_PASSWORD_RESET } from "./auth.graphql.ts";
import { EditPasswordForm } from "./EditPasswordForm.tsx";

const token = "reset-token";
const newPassword = "correct horse battery";

function acceptMock(result: Record<string, unknown>) {
  return {
    request: { query: ACCEPT_PASSWORD_RESET, variables: { input: { token, newPassword } } },
    result: { data: { acceptPasswordReset: result } },
  };
}

function submit(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
}

function renderEditPassword(mocks: ReturnType<typeof acceptMock>[]) {
  const onChanged = vi.fn();
  const onLinkExpired = vi.fn();
  renderForTest(
    <EditPasswordForm token={token} onChanged={onChanged} onLinkExpired={onLinkExpired} />,
    mocks,
  );
  return { onChanged, onLinkExpired };
}

describe("EditPasswordForm", () => {
  it("says when the passwords do not match, on the confirmation field", async () => {
    const { onChanged } = renderEditPassword([]);
    submit(newPassword, `${newPassword}!`);
    const error = await screen.findByText("Passwords do not match.");
    const confirmation = screen.getByLabelText(/^Confirm new password/);
    expect(confirmation.getAttribute("aria-describedby")).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("applies the shared password length rule first", async () => {
    renderEditPassword([]);
    submit("short", "short");
    expect(await screen.findByText(messages.tooShort(8))).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^New password/)),
    );
  });

  it("shows the server's breached-password refusal under the new password", async () => {
    renderEditPassword([
      acceptMock({
        __typename: "ValidationError",
        message: "Invalid input",
        fieldErrors: [{ path: "newPassword", message: messages.breachedPassword(3861493) }],
      }),
    ]);
    submit(newPassword, newPassword);
    expect(await screen.findByText(messages.breachedPassword(3861493))).toBeTruthy();
  });

  it("reports an expired link", async () => {
    const { onLinkExpired } = renderEditPassword([
      acceptMock({ __typename: "LinkExpiredError", message: messages.linkExpired }),
    ]);
    submit(newPassword, newPassword);
    await waitFor(() => expect(onLinkExpired).toHaveBeenCalledWith(messages.linkExpired));
  });

  it("reports the account whose password was changed", async () => {
    const { onChanged } = renderEditPassword([
      acceptMock({ __typename: "AcceptPasswordResetSuccess", email: "ada@example.com" }),
    ]);
    submit(newPassword, newPassword);
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith("ada@example.com"));
  });
});
