import { createMemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { apolloClient } from "../../app/apollo-client.ts";
import type { Session } from "../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../app/session/session-query.ts";
import { withTypenames } from "../../app/testing/session-fixtures.ts";
import { riskHubRoutes, riskSettingsRoutes } from "./risk.routes.tsx";
import { riskSession } from "./risk-fixtures.tsx";

function signIn(riskDashboardAccess = true) {
  apolloClient.writeQuery({
    query: SESSION_QUERY,
    data: {
      session: withTypenames(riskSession("user", { riskDashboardAccess })) as unknown as Session,
    },
  });
}

/** The routes as a memory router runs them (loaders and redirects), without loading pages. */
const testRoutes: RouteObject[] = [...riskHubRoutes, ...riskSettingsRoutes].map(
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

describe("the risk routes", () => {
  it("open the risk hub, and send /risk-dashboard there with its query string", async () => {
    signIn();
    expect(await open("/risk-hub")).toEqual({ at: "/risk-hub", status: null });
    expect(await open("/risk-dashboard")).toEqual({ at: "/risk-hub", status: null });
    expect((await open("/risk-dashboard?view=portfolios")).at).toBe("/risk-hub?view=portfolios");
  });

  it("have no page without risk dashboard access: /risk-dashboard is not found either", async () => {
    signIn(false);
    expect((await open("/risk-hub")).status).toBe(404);
    expect(await open("/risk-dashboard")).toEqual({ at: "/risk-dashboard", status: 404 });
    expect((await open("/settings/risk-hub")).status).toBe(404);
  });

  it("open the settings, a configuration, a category and a metric, and no other shape", async () => {
    signIn();
    for (const path of [
      "/settings/risk-hub",
      "/settings/risk-hub/config-1",
      "/settings/risk-hub/config-1/categories/financial",
      "/settings/risk-hub/config-1/categories/financial/metrics/current_ratio",
    ])
      expect(await open(path)).toEqual({ at: path, status: null });
    expect((await open("/settings/risk-hub/config-1/categories")).status).toBe(404);
    expect((await open("/settings/risk-hub/config-1/bogus/financial")).status).toBe(404);
    expect((await open("/settings/risk-hub/config-1/categories/a/metrics")).status).toBe(404);
  });
});
