import { fireEvent, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it, vi } from "vitest";
import { renderForTest } from "../../testing/render-for-test.tsx";
import { LOGIN_WITH_TOTP } from "./auth.graphql.ts";
import { TotpLoginForm } from "./TotpLoginForm.tsx";

function totpMock(code: string, result: Record<string, unknown>) {
  return {
    request: { query: LOGIN_WITH_TOTP, variables: { input: { code } } },
    result: { data: { loginWithTotp: result } },
  };
}

function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Verify" }));
}

function renderTotpLogin(mocks: ReturnType<typeof totpMock>[]) {
  const onSignedIn = vi.fn(async () => undefined);
  const onSessionEnded = vi.fn();
  renderForTest(<TotpLoginForm onSignedIn={onSignedIn} onSessionEnded={onSessionEnded} />, mocks);
  return { onSignedIn, onSessionEnded };
}

describe("TotpLoginForm", () => {
  it("offers a numeric one-time-code field", () => {
    renderTotpLogin([]);
    const input = screen.getByLabelText(/Authentication code/);
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
  });

  it.each(["12345", "12a456", ""])("asks for six digits when given %j", async (code) => {
    const { onSignedIn } = renderTotpLogin([]);
    submitCode(code);
    const error = await screen.findByText(messages.sixDigitCode);
    const input = screen.getByLabelText(/Authentication code/);
    expect(input.getAttribute("aria-describedby")).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows an incorrect code under the field", async () => {
    const { onSignedIn } = renderTotpLogin([
      totpMock("123456", { __typename: "InvalidCodeError", message: messages.incorrectCode }),
    ]);
    submitCode("123456");
    expect(await screen.findByText(messages.incorrectCode)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("accepts a code typed with a space and signs in", async () => {
    const { onSignedIn } = renderTotpLogin([
      totpMock("123456", {
        __typename: "LoginSuccess",
        session: { __typename: "Session", id: "s1", stage: "ACTIVE" },
      }),
    ]);
    submitCode("123 456");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it("sends the user back to sign in when the pending session has ended", async () => {
    const { onSessionEnded } = renderTotpLogin([
      {
        request: { query: LOGIN_WITH_TOTP, variables: { input: { code: "123456" } } },
        result: {
          errors: [{ message: "Not signed in", extensions: { code: "UNAUTHENTICATED" } }],
        },
      } as never,
    ]);
    submitCode("123456");
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledOnce());
  });
});
