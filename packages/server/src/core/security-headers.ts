import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy of every answer. `scriptSources` add origins to script-src: only
 * the dashboard page does (its organisation's allowed bundle hosts and the CDN, issue 30).
 */
export function buildContentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // Mantine writes CSS variables into style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "connect-src 'self'",
    // The n-tier graph's layout (graphology-layout-forceatlas2/worker) starts its web worker from
    // a blob: URL our own script makes; scripts themselves stay 'self' only.
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const contentSecurityPolicy = buildContentSecurityPolicy();

/** The headers @fastify/helmet would send with our policy, written once. */
export const securityHeaders: Record<string, string> = {
  "content-security-policy": contentSecurityPolicy,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * Security headers on every response. A constant set added in one hook instead of
 * @fastify/helmet, which rebuilds them per request: measured at 3.3k → 5.0k GraphQL
 * requests per second on the 2-core machine (see the README's benchmarks).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    // An answer that brought its own policy (the dashboard page's, per organisation) keeps it.
    const ownPolicy = reply.getHeader("content-security-policy");
    reply.headers(securityHeaders);
    if (typeof ownPolicy === "string") reply.header("content-security-policy", ownPolicy);
    reply.header("x-request-id", request.id);
  });
}

const sameOriginFramingPolicy = contentSecurityPolicy.replace(
  "frame-ancestors 'none'",
  "frame-ancestors 'self'",
);

/**
 * A route-level onSend hook for the few answers our own pages show in an iframe (the profile's
 * PDF preview, attachment previews): same-origin framing instead of none, on success only.
 */
export async function allowSameOriginFraming(
  _request: unknown,
  reply: { statusCode: number; header(name: string, value: string): unknown },
) {
  if (reply.statusCode !== 200) return;
  reply.header("content-security-policy", sameOriginFramingPolicy);
  reply.header("x-frame-options", "SAMEORIGIN");
}
