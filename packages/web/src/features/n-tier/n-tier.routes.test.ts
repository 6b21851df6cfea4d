import { createMemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { apolloClient } from "../../app/apollo-client.ts";
import type { Session } from "../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../app/session/session-query.ts";
import {
  buildOrganization,
  buildSession,
  withTypenames,
} from "../../app/testing/session-fixtures.ts";
import { nTierRoutes } from "./n-tier.routes.tsx";

function signIn(nTier: boolean) {
  const session = buildSession({
    organization: buildOrganization({ featureFlags: { nTier } }),
  });
  apolloClient.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(session) as unknown as Session },
  });
}

/** The routes as a memory router runs them (loaders and redirects), without loading pages. */
const testRoutes: RouteObject[] = nTierRoutes.map(({ lazy: _lazy, ...route }) => ({
  ...route,
  Component: () => null,
  ErrorBoundary: () => null,
}));

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

describe("the n-tier routes", () => {
  it("send /n-tier and /n-tier/old to the table, keeping a shared filter", async () => {
    signIn(true);
    expect(await open("/n-tier")).toEqual({ at: "/n-tier/table", status: null });
    expect(await open("/n-tier/old")).toEqual({ at: "/n-tier/table", status: null });
    expect(await open("/n-tier?tier=1,2&risk=yes")).toEqual({
      at: "/n-tier/table?tier=1,2&risk=yes",
      status: null,
    });
  });

  it("open the table, the map and the graph, and no other sub-page", async () => {
    signIn(true);
    for (const path of ["/n-tier/table", "/n-tier/geo", "/n-tier/graph?country=DE"])
      expect(await open(path)).toEqual({ at: path, status: null });
    expect((await open("/n-tier/chart")).status).toBe(404);
  });

  it("have no page without the nTier feature, the redirects included", async () => {
    signIn(false);
    for (const path of ["/n-tier", "/n-tier/old", "/n-tier/table", "/n-tier/geo", "/n-tier/graph"])
      expect(await open(path)).toEqual({ at: path, status: 404 });
  });
});
