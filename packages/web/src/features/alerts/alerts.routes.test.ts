import { createMemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { apolloClient } from "../../app/apollo-client.ts";
import type { Session } from "../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../app/session/session-query.ts";
import { withTypenames } from "../../app/testing/session-fixtures.ts";
import { alertsSession } from "./alert-fixtures.tsx";
import { alertRoutes, alertSettingsRoutes } from "./alerts.routes.tsx";

function signIn(alerts = true) {
  apolloClient.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(alertsSession("user", { alerts })) as unknown as Session },
  });
}

/** The routes as a memory router runs them (loaders and redirects), without loading pages. */
const testRoutes: RouteObject[] = [...alertRoutes, ...alertSettingsRoutes].map(
  ({ lazy: _lazy, ...route }) => ({ ...route, Component: () => null, ErrorBoundary: () => null }),
);

/** Where opening `url` ends, and the status of the error it ended with (404: no page). */
async function open(url: string): Promise<{ at: string; status: number | null }> {
  const router = createMemoryRouter(testRoutes, { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === "idle";
    if (done()) resolve();
    else router.subscribe(() => done() && resolve());
  });
  const { location, errors } = router.state;
  const error = Object.values(errors ?? {})[0] as { status?: number } | undefined;
  router.dispose();
  return { at: `${location.pathname}${location.search}`, status: error?.status ?? null };
}

afterEach(() => apolloClient.cache.reset());

describe("the alert routes", () => {
  it("open /alerts on everything, keeping the query string as written", async () => {
    signIn();
    expect(await open("/alerts")).toEqual({ at: "/alerts/everything", status: null });
    expect((await open("/alerts?types=news&dates=2026-01-01,2026-01-31")).at).toBe(
      "/alerts/everything?types=news&dates=2026-01-01,2026-01-31",
    );
    expect(await open("/alerts/unread")).toEqual({ at: "/alerts/unread", status: null });
  });

  it("open /alerts/archived on everything with the archived filter", async () => {
    signIn();
    expect((await open("/alerts/archived?unread=true")).at).toBe(
      "/alerts/everything?unread=true&archived=true",
    );
  });

  it("have no page without the alerts capability", async () => {
    signIn(false);
    expect((await open("/alerts")).status).toBe(404);
    expect((await open("/alerts/everything")).status).toBe(404);
    expect((await open("/settings/alert")).status).toBe(404);
  });

  it("open the alert settings and their tabs, and no other tab", async () => {
    signIn();
    expect(await open("/settings/alert")).toEqual({ at: "/settings/alert", status: null });
    expect((await open("/settings/alert/commodity")).status).toBeNull();
    expect((await open("/settings/alert/bogus")).status).toBe(404);
  });
});
