import http from "node:http";
import Provider from "oidc-provider";

export const ssoClient = { id: "tierwise-e2e", secret: "e2e-client-secret-not-for-production" };

/**
 * A real OpenID provider for the browser tests (oidc-provider with its development login and
 * consent pages): whatever is typed as "login" becomes the account's e-mail address.
 */
export async function startOidcProvider(port: number, redirectUri: string) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: ssoClient.id,
        client_secret: ssoClient.secret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: accountId,
        email_verified: true,
        given_name: "Sso",
        family_name: "Person",
      }),
    }),
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    cookies: { keys: ["e2e-cookie-key-0123456789abcdef"] },
    features: { devInteractions: { enabled: true } },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}
