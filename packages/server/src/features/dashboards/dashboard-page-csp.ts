import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { buildContentSecurityPolicy } from "../../core/security-headers.ts";
import type { Database } from "../../db/client.ts";
import { allowedBundleHosts } from "./dashboard-bundle-hosts.service.ts";

const dashboardPage = /^\/dashboards(\/|$)/;

/**
 * Spec 1 §9 / issue 30: the dashboard page may run scripts from the portal, its CDN and the
 * viewer's organisation's allowed bundle hosts — exactly those, listed in the page's
 * Content-Security-Policy script-src, worked out per request from the session. The browser then
 * refuses a bundle from anywhere else, whatever the page's own code would try. Other pages keep
 * the usual policy; a signed-out visitor gets the portal and the CDN only.
 */
export function dashboardPageHeaders(deps: { db: Database; config: Config }) {
  return async (request: FastifyRequest): Promise<Record<string, string>> => {
    const pathname = request.url.split(/[?#]/, 1)[0] ?? "/";
    if (!dashboardPage.test(pathname)) return {};
    const actor = await request.actor();
    const hosts = actor?.organizationId
      ? await allowedBundleHosts(deps.db, actor.organizationId)
      : [];
    const sources = [...new Set([...(deps.config.CDN_URL ? [deps.config.CDN_URL] : []), ...hosts])];
    return { "content-security-policy": buildContentSecurityPolicy(sources) };
  };
}
