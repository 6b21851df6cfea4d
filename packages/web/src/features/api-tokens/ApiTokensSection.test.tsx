import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForTest } from "../../testing/render-for-test.tsx";
import { ApiTokensSection } from "./ApiTokensSection.tsx";
import {
  API_TOKENS_QUERY,
  type ApiToken,
  CREATE_API_TOKEN,
  REVOKE_API_TOKEN,
} from "./api-tokens.graphql.ts";

const secret = `tw_${"s".repeat(43)}`;
const token: ApiToken = {
  __typename: "ApiToken",
  id: "5f1c0e1e-0000-4000-8000-000000000001",
  kind: "PERSONAL",
  name: "ERP sync",
  scopes: ["read:companies", "write:portfolios"],
  tokenPrefix: "tw_sssss",
  serviceAccountName: null,
  expiresAt: "2099-01-01T00:00:00.000Z",
  lastUsedAt: null,
  createdAt: "2026-11-28T10:00:00.000Z",
};

const list = (tokens: ApiToken[]) => ({
  request: { query: API_TOKENS_QUERY, variables: { kind: "PERSONAL" } },
  result: { data: { apiTokens: tokens } },
});
const create = {
  request: {
    query: CREATE_API_TOKEN,
    variables: {
      input: {
        kind: "PERSONAL",
        name: "ERP sync",
        scopes: ["read:companies", "write:portfolios"],
        expiresInDays: 90,
      },
    },
  },
  result: {
    data: { createApiToken: { __typename: "CreateApiTokenSuccess", secret, token } },
  },
};
const revoke = {
  request: { query: REVOKE_API_TOKEN, variables: { id: token.id } },
  result: {
    data: {
      revokeApiToken: {
        __typename: "RevokeApiTokenSuccess",
        token: { __typename: "ApiToken", id: token.id },
      },
    },
  },
};

describe("the API tokens section", () => {
  it("shows a new token's secret once, then only its prefix in the list", async () => {
    renderForTest(<ApiTokensSection kind="PERSONAL" />, [list([]), create, list([token])]);
    expect(await screen.findByText("No API tokens yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New token" }));
    fireEvent.click(screen.getByRole("button", { name: "Create token" }));
    expect(await screen.findByText("Choose at least one scope.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Token name/), { target: { value: "ERP sync" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "read:companies" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "write:portfolios" }));
    fireEvent.click(screen.getByRole("button", { name: "Create token" }));

    expect(await screen.findByText(secret)).toBeTruthy();
    expect(screen.getByText(/you will not see it again/)).toBeTruthy();
    const table = await screen.findByRole("table", { name: "API tokens" });
    expect(within(table).getByText("tw_sssss…")).toBeTruthy();
    expect(within(table).queryByText(secret)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByText(secret)).toBeNull());
    // Nothing on the page can bring it back: the list never carries the secret.
    expect(document.body.textContent).not.toContain(secret);
  });

  it("revokes a token after confirmation", async () => {
    renderForTest(<ApiTokensSection kind="PERSONAL" />, [list([token]), revoke, list([])]);
    fireEvent.click(await screen.findByRole("button", { name: "Revoke ERP sync" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke API token" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("No API tokens yet.")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "API tokens" })).toBeNull();
  });

  it("offers the scim scope on service tokens only", async () => {
    const serviceList = {
      request: { query: API_TOKENS_QUERY, variables: { kind: "SERVICE" } },
      result: { data: { apiTokens: [] } },
    };
    const service = renderForTest(<ApiTokensSection kind="SERVICE" />, [serviceList]);
    fireEvent.click(await screen.findByRole("button", { name: "New token" }));
    expect(screen.getByRole("checkbox", { name: /^scim/ })).toBeTruthy();
    service.unmount();
    renderForTest(<ApiTokensSection kind="PERSONAL" />, [list([])]);
    fireEvent.click(await screen.findByRole("button", { name: "New token" }));
    expect(screen.getByRole("checkbox", { name: "read:companies" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: /^scim/ })).toBeNull();
  });
});
