import type { Harness, TestClient } from "../../test/harness.ts";

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
export type Any = any;

export const createToken = `mutation($input: ApiTokenInput!) { createApiToken(input: $input) {
  __typename ... on Error { message }
  ... on ValidationError { fieldErrors { path message } }
  ... on CreateApiTokenSuccess { secret token { id kind name scopes tokenPrefix serviceAccountName expiresAt lastUsedAt } } } }`;
export const revokeToken = `mutation($id: ID!) { revokeApiToken(id: $id) {
  __typename ... on Error { message } ... on RevokeApiTokenSuccess { token { id } } } }`;
export const listTokens = `query($kind: ApiTokenKind!) { apiTokens(kind: $kind) { id name scopes lastUsedAt serviceAccountName } }`;

/** Makes a token through the real mutation, as the signed-in client, and answers its secret. */
export async function tokenFor(
  client: TestClient,
  input: { scopes: string[]; kind?: "PERSONAL" | "SERVICE"; name?: string } & Record<
    string,
    unknown
  >,
): Promise<{ id: string; secret: string }> {
  const answer = await client.gql<Any>(createToken, {
    input: { kind: "PERSONAL", name: "ERP sync", expiresInDays: 30, ...input },
  });
  const created = answer.data?.createApiToken;
  if (created?.__typename !== "CreateApiTokenSuccess")
    throw new Error(`token not created: ${JSON.stringify(answer)}`);
  return { id: created.token.id, secret: created.secret };
}

/**
 * An API client over real HTTP, as curl would send it: the app listens on a port of its own and
 * every call is a fetch with Authorization: Bearer (and optionally a cookie, to show it is ignored).
 */
export async function listenForApiClients(h: Harness) {
  const address = await h.app.listen({ port: 0, host: "127.0.0.1" });
  return async (
    secret: string | null,
    query: string,
    variables: Record<string, unknown> = {},
    extraHeaders: Record<string, string> = {},
  ) => {
    const response = await fetch(`${address}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...extraHeaders,
      },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      headers: response.headers,
      // A multipart answer (Yoga's own path) is kept as its text.
      body: ((response.headers.get("content-type") ?? "").includes("json")
        ? await response.json()
        : await response.text()) as Any,
    };
  };
}
