import type { RoleKey } from "@tierwise/common/roles";
import type { LoaderFunction, RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { apolloClient } from "../../app/apollo-client.ts";
import type { Session } from "../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../app/session/session-query.ts";
import { withTypenames } from "../../app/testing/session-fixtures.ts";
import { companyRequestRoutes } from "./company-requests.routes.tsx";
import { requestsSession } from "./request-fixtures.tsx";

function signIn(role: RoleKey, companyRequests = true) {
  const session = requestsSession(role, { companyRequests });
  apolloClient.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(session) as unknown as Session },
  });
}

/** What the route's loader answers (or throws) for this URL. */
async function load(path: string, url = path): Promise<unknown> {
  const route = companyRequestRoutes.find((candidate: RouteObject) => candidate.path === path);
  const loader = route?.loader as LoaderFunction | undefined;
  if (!loader) throw new Error(`no loader for ${path}`);
  try {
    return await loader({
      request: new Request(`http://tierwise.test${url}`),
      params: {},
      context: undefined,
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

const location = (outcome: unknown) => (outcome as Response).headers.get("Location");
const status = (outcome: unknown) => (outcome as { init?: { status: number } })?.init?.status;

afterEach(() => apolloClient.cache.reset());

describe("the request routes", () => {
  it("open /requests on the bulk list for bulk readers, keeping the query string", async () => {
    signIn("organization_admin");
    expect(location(await load("/requests", "/requests?status=requested"))).toBe(
      "/requests/bulk?status=requested",
    );
  });

  it("open /requests on the individual list for everyone else", async () => {
    signIn("user");
    expect(location(await load("/requests"))).toBe("/requests/individual");
    expect(await load("/requests/individual")).toBeNull();
    expect(await load("/company-request/:id", "/company-request/req-1")).toBeNull();
  });

  it("keep the bulk pages for those with the bulk permissions", async () => {
    signIn("user");
    expect(status(await load("/requests/bulk"))).toBe(404);
    expect(status(await load("/requests/bulk/create"))).toBe(404);
    signIn("organization_admin");
    expect(await load("/requests/bulk")).toBeNull();
    expect(await load("/requests/bulk/:id", "/requests/bulk/bulk-1")).toBeNull();
  });

  it("are not found without the companyRequests feature", async () => {
    signIn("organization_admin", false);
    expect(status(await load("/requests"))).toBe(404);
    expect(status(await load("/requests/needs-action"))).toBe(404);
  });
});
