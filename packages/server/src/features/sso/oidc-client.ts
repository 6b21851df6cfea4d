import * as oidc from "openid-client";
import type { Config } from "../../config.ts";

export type OidcConnection = { issuer: string; clientId: string; clientSecret: string };

const discoveryLifetimeMs = 10 * 60_000;
const cache = new Map<string, { expires: number; config: Promise<oidc.Configuration> }>();

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https:// issuers always; http:// only on the loopback interface outside production. */
export function issuerAllowed(config: Config, issuer: string): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (url.protocol === "https:") return true;
  return (
    url.protocol === "http:" && config.NODE_ENV !== "production" && loopbackHosts.has(url.hostname)
  );
}

/** The provider's discovered configuration, reused for 10 minutes per issuer and client. */
export function oidcConfiguration(
  config: Config,
  connection: OidcConnection,
): Promise<oidc.Configuration> {
  const key = JSON.stringify([connection.issuer, connection.clientId, connection.clientSecret]);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.config;
  const insecure = new URL(connection.issuer).protocol === "http:";
  if (insecure && !issuerAllowed(config, connection.issuer)) {
    return Promise.reject(new Error("plain-http OpenID issuers are refused"));
  }
  const discovered = oidc.discovery(
    new URL(connection.issuer),
    connection.clientId,
    undefined,
    oidc.ClientSecretBasic(connection.clientSecret),
    { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
  );
  cache.set(key, { expires: now + discoveryLifetimeMs, config: discovered });
  discovered.catch(() => cache.delete(key));
  return discovered;
}

export function ssoRedirectUri(config: Config): string {
  return `${config.publicUrl}/sso/callback`;
}
