import { fireEvent, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it, vi } from "vitest";
import { renderForTest } from "../../testing/render-for-test.tsx";
import { LOGIN } from "./auth.graphql.ts";
import { LoginForm } from "./LoginForm.tsx";

const credentials = { email: "ada@example.com", password: "correct horse" };

function loginMock(result: Record<string, unknown>) {
  return {
    request: { query: LOGIN, variables: { input: credentials } },
    result: { data: { login: result } },
  };
}

function fillAndSubmit(email = credentials.email, password = credentials.password) {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

function renderLogin(mocks: ReturnType<typeof loginMock>[]) {
  const onSignedIn = vi.fn(async () => undefined);
  const onTotpRequired = vi.fn(async (_setupRequired: boolean) => undefined);
  renderForTest(<LoginForm onSignedIn={onSignedIn} onTotpRequired={onTotpRequired} />, mocks);
  return { onSignedIn, onTotpRequired };
}

describe("LoginForm", () => {
  it("shows a failed sign-in in an alert and keeps what was typed", async () => {
    const message = messages.loginFailed(3);
    const { onSignedIn } = renderLogin([
      loginMock({ __typename: "LoginFailedError", message, remainingAttempts: 3 }),
    ]);
    fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", message);
    expect(screen.getByLabelText(/E-mail/)).toHaveProperty("value", credentials.email);
    expect(screen.getByLabelText(/^Password/)).toHaveProperty("value", credentials.password);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the lock-out message", async () => {
    renderLogin([
      loginMock({
        __typename: "AccountLockedError",
        message: messages.accountLocked,
        lockedUntil: "2026-11-22T10:05:00.000Z",
      }),
    ]);
    fillAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe(messages.accountLocked);
  });

  it("puts server field errors under the field, linked for assistive technology", async () => {
    renderLogin([
      loginMock({
        __typename: "ValidationError",
        message: "Invalid input",
        fieldErrors: [{ path: "email", message: "Unknown domain" }],
      }),
    ]);
    fillAndSubmit();
    const error = await screen.findByText("Unknown domain");
    const input = screen.getByLabelText(/E-mail/);
    expect(input.getAttribute("aria-describedby")).toContain(error.id);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("checks the e-mail address before calling the server", async () => {
    const { onSignedIn } = renderLogin([]);
    fillAndSubmit("not-an-address", "x");
    expect(await screen.findByText(messages.notAValidEmail)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/)));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("continues after a successful sign-in", async () => {
    const { onSignedIn } = renderLogin([
      loginMock({
        __typename: "LoginSuccess",
        session: { __typename: "Session", id: "s1", stage: "ACTIVE" },
      }),
    ]);
    fillAndSubmit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it("hands over to the TOTP step, telling whether setup is needed", async () => {
    const { onTotpRequired } = renderLogin([
      loginMock({
        __typename: "TotpRequiredError",
        message: messages.totpRequired,
        setupRequired: true,
      }),
    ]);
    fillAndSubmit();
    await waitFor(() => expect(onTotpRequired).toHaveBeenCalledWith(true));
  });

  it("says something went wrong when the server cannot be reached", async () => {
    renderLogin([
      { request: { query: LOGIN, variables: { input: credentials } }, error: new Error("offline") },
    ] as never);
    fillAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe(messages.somethingWentWrong);
  });
});
