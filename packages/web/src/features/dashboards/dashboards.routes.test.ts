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
import { dashboardRoutes, dashboardSettingsRoutes } from "./dashboards.routes.tsx";

function signIn(session: Session) {
  apolloClient.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(session) as unknown as Session },
  });
}

/** The routes as a memory router runs them (loaders), without loading pages. */
const testRoutes: RouteObject[] = [...dashboardRoutes, ...dashboardSettingsRoutes].map(
  ({ lazy: _lazy, ...route }) => ({ ...route, Component: () => null, ErrorBoundary: () => null }),
);

/** The status of the error opening `url` ended with (404: no page), or null. */
async function statusOf(url: string): Promise<number | null> {
  const router = createMemoryRouter(testRoutes, { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === "idle";
    if (done()) resolve();
    else router.subscribe(() => done() && resolve());
  });
  const error = Object.values(router.state.errors ?? {})[0] as { status?: number } | undefined;
  router.dispose();
  return error?.status ?? null;
}

const acme = buildOrganization({ id: "org-acme" });
const provider = buildOrganization({ id: "org-provider", type: "provider" });

afterEach(() => apolloClient.cache.reset());

describe("the dashboard routes", () => {
  it("open a dashboard for every member", async () => {
    signIn(buildSession({ roles: ["user"], organization: acme }));
    expect(await statusOf("/dashboards/risk-overview")).toBeNull();
  });

  it("let an organisation's administrators, and no one else, edit its bundle hosts", async () => {
    signIn(buildSession({ roles: ["organization_admin"], organization: acme }));
    expect(await statusOf("/settings/dashboard-bundles")).toBeNull();
    expect(await statusOf("/organizations/org-acme/dashboard-bundles")).toBeNull();
    expect(await statusOf("/organizations/org-other/dashboard-bundles")).toBe(404);
    signIn(buildSession({ roles: ["user"], organization: acme }));
    expect(await statusOf("/settings/dashboard-bundles")).toBe(404);
  });

  it("let provider administrators edit any organisation's bundle hosts", async () => {
    signIn(buildSession({ roles: ["tierwise_admin"], organization: provider }));
    expect(await statusOf("/organizations/org-other/dashboard-bundles")).toBeNull();
  });
});
