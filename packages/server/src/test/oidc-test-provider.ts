import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type OidcTestClient = { id: string; secret: string };

/**
 * A real OpenID provider for tests (oidc-provider with its development login and consent
 * pages) on a loopback port (0 picks one): whatever is typed as "login" becomes the account's
 * e-mail address.
 */
export async function startOidcProvider(port: number, redirectUri: string, client: OidcTestClient) {
  // The issuer must name the port, so listen first and attach the provider after.
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
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
    cookies: { keys: ["test-cookie-key-0123456789abcdef"] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback();
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
