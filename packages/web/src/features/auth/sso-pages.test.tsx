import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { possibleTypes } from "../../app/apollo/possible-types.generated.ts";
import { renderForTest } from "../../testing/render-for-test.tsx";
import { LoginSsoForm } from "./LoginSsoForm.tsx";
import { START_SSO, UNSUBSCRIBE } from "./sso.graphql.ts";
import { ssoErrorMessage } from "./sso-errors.ts";
import { UnsubscribePage } from "./UnsubscribePage.tsx";

const email = "ada@acme.test";

function startSsoMock(result: Record<string, unknown>) {
  return {
    request: { query: START_SSO, variables: { input: { email, next: "/portfolios" } } },
    result: { data: { startSso: result } },
  };
}

function submit() {
  fireEvent.change(screen.getByLabelText(/Work e-mail/), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Continue with SSO" }));
}

describe("LoginSsoForm", () => {
  it("sends the browser to the provider's authorization URL", async () => {
    const redirect = vi.fn();
    renderForTest(<LoginSsoForm next="/portfolios" redirect={redirect} />, [
      startSsoMock({ __typename: "StartSsoSuccess", redirectUrl: "https://idp.test/auth?x=1" }),
    ]);
    submit();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("https://idp.test/auth?x=1"));
  });

  it("shows 'Incorrect email' under the field", async () => {
    const redirect = vi.fn();
    renderForTest(<LoginSsoForm next="/portfolios" redirect={redirect} />, [
      startSsoMock({ __typename: "IncorrectSsoEmailError", message: messages.incorrectEmailSso }),
    ]);
    submit();
    expect(await screen.findByText("Incorrect email")).toBeTruthy();
    expect(screen.getByLabelText(/Work e-mail/).getAttribute("aria-invalid")).toBe("true");
    expect(redirect).not.toHaveBeenCalled();
  });

  it("shows the unauthorised message the callback redirected with", () => {
    renderForTest(<LoginSsoForm next={null} initialError={ssoErrorMessage("unauthorized")} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Unauthorized user. Please contact your administrator.",
    );
    expect(ssoErrorMessage(null)).toBeNull();
    expect(ssoErrorMessage("failed")).toBe(messages.somethingWentWrong);
  });
});

function renderUnsubscribe(token: string, result: Record<string, unknown>) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: UNSUBSCRIBE, variables: { input: { token } } },
          result: { data: { unsubscribe: result } },
        },
      ]}
      cache={new InMemoryCache({ possibleTypes })}
    >
      <MantineProvider>
        <MemoryRouter initialEntries={[`/unsubscribe?token=${encodeURIComponent(token)}`]}>
          <UnsubscribePage />
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}

describe("UnsubscribePage", () => {
  it("confirms in words which e-mails stop", async () => {
    renderUnsubscribe("good", {
      __typename: "UnsubscribeSuccess",
      notificationType: "alerts",
      label: "Risk alerts",
    });
    expect(
      await screen.findByText('You will no longer receive "Risk alerts" e-mails.'),
    ).toBeTruthy();
  });

  it("says the link has expired or is invalid", async () => {
    renderUnsubscribe("bad", { __typename: "LinkExpiredError", message: messages.linkExpired });
    expect((await screen.findByRole("alert")).textContent).toBe(messages.linkExpired);
  });
});
