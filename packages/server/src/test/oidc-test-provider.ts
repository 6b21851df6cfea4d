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

/**
 * Signs in at the test provider as `email` (its development login form, then consent) with
 * plain fetch calls, and returns the URL it sends the browser back to (under `appUrl`).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  email: string,
  appUrl: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(appUrl)) return new URL(url);
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      body,
      redirect: "manual",
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(";", 1)[0] ?? "";
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    body = undefined;
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action) {
      throw new Error(`unexpected provider answer ${response.status}: ${html.slice(0, 500)}`);
    }
    url = new URL(action.replaceAll("&amp;", "&"), url).href;
    body = html.includes('name="prompt" value="login"')
      ? new URLSearchParams({ prompt: "login", login: email, password: "any" })
      : new URLSearchParams({ prompt: "consent" });
  }
  throw new Error("too many steps at the provider");
}
