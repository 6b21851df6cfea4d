import { dashboardMessages } from "./messages.ts";

/** WHATWG URL exists in Node and in browsers; common compiles without either's type library. */
type ParsedUrl = {
  protocol: string;
  hostname: string;
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  username: string;
  password: string;
};
declare const URL: new (input: string) => ParsedUrl;

/**
 * Where dashboard bundles may come from (spec 1 §9: "the portal host, its CDN host and the
 * organisation's allowed hosts"). Hosts are stored as origins (scheme://host[:port]); https
 * only, except loopback, so a developer can serve a bundle from their own machine.
 */
export const maxBundleHostsPerOrganization = 20;

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

export type BundleHostResult = { ok: true; origin: string } | { ok: false; error: string };

/** One entered host as an origin, or the message saying what an origin looks like. */
export function parseBundleHost(value: string): BundleHostResult {
  const refused = { ok: false, error: dashboardMessages.invalidBundleHost } as const;
  const text = value.trim().replace(/\/$/, "");
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return refused;
  let url: ParsedUrl;
  try {
    url = new URL(text);
  } catch {
    return refused;
  }
  if (url.username || url.password || url.search || url.hash) return refused;
  if (url.pathname !== "/" && url.pathname !== "") return refused;
  // `new URL` accepts "https://a.com/" but also "https://a.com/?": compare what came in.
  if (text.toLowerCase() !== url.origin.toLowerCase()) return refused;
  const loopback = loopbackHosts.has(url.hostname);
  if (url.protocol !== "https:" && !(loopback && url.protocol === "http:")) return refused;
  return { ok: true, origin: url.origin };
}

export type BundleHostsResult = { ok: true; hosts: string[] } | { ok: false; error: string };

/** An organisation's list: each entry an origin, duplicates removed, at most 20. */
export function parseBundleHosts(values: readonly string[]): BundleHostsResult {
  const hosts: string[] = [];
  for (const value of values) {
    if (value.trim() === "") continue;
    const parsed = parseBundleHost(value);
    if (!parsed.ok) return { ok: false, error: `${value}: ${parsed.error}` };
    if (!hosts.includes(parsed.origin)) hosts.push(parsed.origin);
  }
  if (hosts.length > maxBundleHostsPerOrganization) {
    return {
      ok: false,
      error: dashboardMessages.tooManyBundleHosts(maxBundleHostsPerOrganization),
    };
  }
  return { ok: true, hosts };
}

/**
 * Whether a bundle URL may be loaded: a path on the portal itself ("/…"), or an absolute
 * https (or loopback http) URL whose origin is one of `allowedOrigins` (the portal's, the
 * CDN's and the organisation's). The browser enforces the same list through the dashboard
 * page's Content-Security-Policy; this check refuses a bad URL when the dashboard is saved.
 */
export function isBundleUrlAllowed(url: string, allowedOrigins: readonly string[]): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  let parsed: ParsedUrl;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  const loopback = loopbackHosts.has(parsed.hostname);
  if (parsed.protocol !== "https:" && !(loopback && parsed.protocol === "http:")) return false;
  return allowedOrigins.includes(parsed.origin);
}
