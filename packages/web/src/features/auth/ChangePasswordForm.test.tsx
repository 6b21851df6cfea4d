import { fireEvent, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it, vi } from "vitest";
import { renderForTest } from "../../testing/render-for-test.tsx";
import { CHANGE_PASSWORD } from "./auth.graphql.ts";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";

const input = { currentPassword: "old password", newPassword: "new password here" };

function changeMock(result: Record<string, unknown>) {
  return {
    request: { query: CHANGE_PASSWORD, variables: { input } },
    result: { data: { changePassword: result } },
  };
}

function submit(values: { current: string; next: string; confirmation: string }) {
  fireEvent.change(screen.getByLabelText(/^Current password/), {
    target: { value: values.current },
  });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: values.next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
    target: { value: values.confirmation },
  });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
}

const valid = {
  current: input.currentPassword,
  next: input.newPassword,
  confirmation: input.newPassword,
};

function renderChangePassword(mocks: ReturnType<typeof changeMock>[]) {
  const onChanged = vi.fn();
  renderForTest(<ChangePasswordForm onChanged={onChanged} onSessionEnded={vi.fn()} />, mocks);
  return { onChanged };
}

describe("ChangePasswordForm", () => {
  it("checks every field before calling the server, focusing the first invalid one", async () => {
    renderChangePassword([]);
    submit({ current: "", next: "short", confirmation: "other" });
    expect(await screen.findByText("Required.")).toBeTruthy();
    expect(screen.getByText(messages.tooShort(8))).toBeTruthy();
    expect(screen.getByText("Passwords do not match.")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/)),
    );
  });

  it("shows a wrong current password under that field", async () => {
    const { onChanged } = renderChangePassword([
      changeMock({
        __typename: "IncorrectPasswordError",
        message: "The current password is incorrect.",
      }),
    ]);
    submit(valid);
    const error = await screen.findByText("The current password is incorrect.");
    expect(screen.getByLabelText(/^Current password/).getAttribute("aria-describedby")).toContain(
      error.id,
    );
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("shows a breached new password under the new password", async () => {
    renderChangePassword([
      changeMock({
        __typename: "ValidationError",
        message: "Invalid input",
        fieldErrors: [{ path: "newPassword", message: messages.breachedPassword(52) }],
      }),
    ]);
    submit(valid);
    expect(await screen.findByText(messages.breachedPassword(52))).toBeTruthy();
  });

  it("reports success", async () => {
    const { onChanged } = renderChangePassword([
      changeMock({ __typename: "ChangePasswordSuccess", user: { __typename: "User", id: "u1" } }),
    ]);
    submit(valid);
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  });
});
