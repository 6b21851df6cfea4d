import Fastify, { type InjectOptions, type LightMyRequestResponse } from "fastify";
import { sessionCookieName } from "../features/auth/session-token.ts";
import { features } from "../features.ts";
import { createMailer } from "../mail/mailer.ts";
import type { Harness, TestClient } from "./harness.ts";

/**
 * The file routes of the hidden-answers suite, found rather than listed: every route a feature
 * registers is recorded on a bare Fastify app (onRoute), so a new download route is probed
 * without a new test. A GET with one path parameter is asked with the probed id in the path;
 * a route that names its object another way says how below, and any other route must say why
 * it is not about an object, or the suite fails naming it.
 */

export type ProbedRoute = {
  /** "GET /attachments/:id" */
  name: string;
  request(id: string, accept?: string): InjectOptions;
};

/** Routes that name their object in a JSON body: how to ask them about an id. */
const bodyRoutes: Record<string, (id: string) => Record<string, unknown>> = {
  "POST /export-case": (id) => ({ id }),
};

/** Routes about no object a probed id could name, each with the reason. */
export const routesNamingNoObject: Record<string, string> = {
  "POST /upload-attachments": "stores new files; the answer names only the caller's own upload",
  "GET /sso/callback": "names a sign-in attempt by the state cookie set for this browser",
};

/** Path prefixes that answer API tokens only, never a session: their own suites probe them. */
export const routesForTokensOnly: Record<string, string> = {
  "/scim/v2":
    "SCIM answers a service token only (cookies are never read); features/scim/scim-tenancy.test.ts asks it with another organisation's token",
};

/** Path prefixes left out while their feature is being written, each with the reason. */
export const routesInProgress: Record<string, string> = {
  "/api/supplier-forms": "new feature in progress (workflows): keyed by a form token, no session",
  "/export-workflow": "new feature in progress (workflows)",
  "/workflow-files": "new feature in progress (workflows)",
};

export async function featureRoutes(h: Harness) {
  const found: { method: string; url: string }[] = [];
  const bare = Fastify({ logger: false });
  bare.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      if (method !== "HEAD") found.push({ ...route, method });
  });
  const mailer = createMailer(h.database.db, h.config, bare.log);
  for (const feature of features)
    feature.routes?.(bare, {
      config: h.config,
      database: h.database,
      mailer,
      forgetCachedSessions: () => {},
    });
  await bare.ready();
  await bare.close();
  mailer.close();
  return found.map(({ method, url }) => ({ name: `${method} ${url}`, method, url }));
}

/** The routes to probe, and those nobody said how to probe (the suite fails on them). */
export async function probedRoutes(h: Harness) {
  const routes: ProbedRoute[] = [];
  const unexplained: string[] = [];
  for (const { name, method, url } of await featureRoutes(h)) {
    const skipped = { ...routesInProgress, ...routesForTokensOnly };
    if (Object.keys(skipped).some((prefix) => url.startsWith(prefix))) continue;
    if (Object.hasOwn(routesNamingNoObject, name)) continue;
    const params = url.match(/:\w+/g) ?? [];
    const body = bodyRoutes[name];
    if (method === "GET" && params.length === 1) {
      routes.push({
        name,
        request: (id, accept) => ({
          method: "GET",
          url: url.replace(/:\w+/, encodeURIComponent(id)),
          headers: accept ? { accept } : {},
        }),
      });
    } else if (body && params.length === 0) {
      routes.push({
        name,
        request: (id) => ({
          method: method as "POST",
          url,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(body(id)),
        }),
      });
    } else unexplained.push(name);
  }
  return { routes, unexplained };
}

/** Headers that differ between any two answers (when, which request, the rate limit). */
const volatileHeader = /^(date|connection|keep-alive|x-request-id|(x-)?ratelimit-.*|retry-after)$/i;

export type RouteAnswer = { status: number; headers: string; body: Buffer };

export async function ask(
  h: Harness,
  client: TestClient,
  route: ProbedRoute,
  id: string,
  accept?: string,
): Promise<RouteAnswer> {
  const options = route.request(id, accept);
  const cookie = client.bearer
    ? { authorization: `Bearer ${client.bearer}` }
    : client.cookie
      ? { cookie: `${sessionCookieName}=${client.cookie}` }
      : {};
  const response: LightMyRequestResponse = await h.app.inject({
    ...options,
    headers: { ...(options.headers as Record<string, string>), ...cookie },
  });
  const headers = Object.entries(response.headers)
    .filter(([name]) => !volatileHeader.test(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join("\n");
  return { status: response.statusCode, headers, body: response.rawPayload };
}
