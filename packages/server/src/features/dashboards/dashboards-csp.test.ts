import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import { dashboardOps, must } from "./dashboards-test-support.ts";

let h: Harness;
let admin: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  h = await createHarness({ CDN_URL: "https://cdn.tierwise.test/" });
  const sign = async (organizationId: string) => {
    const user = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId, role: "organization_admin" }],
    });
    return h.signIn(user.email, user.password);
  };
  const organization = await buildOrganization(h.database.db);
  admin = await sign(organization.id);
  stranger = await sign((await buildOrganization(h.database.db)).id);
  await must(admin, dashboardOps.hosts, {
    input: {
      organizationId: organization.id,
      hosts: ["https://widgets.example.com", "http://127.0.0.1:5174"],
    },
  });
}, 60_000);
afterAll(() => h?.close());

/** The page's script-src, as a browser opening the address gets it. */
async function scriptSources(url: string, client?: TestClient) {
  const response = await h.app.inject({
    method: "GET",
    url,
    headers: {
      accept: "text/html",
      ...(client?.cookie ? { cookie: `${sessionCookieName}=${client.cookie}` } : {}),
    },
  });
  const policy = String(response.headers["content-security-policy"]);
  const directive = policy.split("; ").find((part) => part.startsWith("script-src "));
  return directive?.split(" ").slice(1);
}

describe("the dashboard page's Content-Security-Policy", () => {
  it("lists exactly the portal, the CDN and the viewer's organisation's allowed hosts", async () => {
    expect(await scriptSources("/dashboards/risk-overview", admin)).toEqual([
      "'self'",
      "https://cdn.tierwise.test",
      "https://widgets.example.com",
      "http://127.0.0.1:5174",
    ]);
    expect(await scriptSources("/dashboards/anything?x=1", stranger)).toEqual([
      "'self'",
      "https://cdn.tierwise.test",
    ]);
    expect(await scriptSources("/dashboards/risk-overview")).toEqual([
      "'self'",
      "https://cdn.tierwise.test",
    ]);
  });

  it("leaves every other page with the usual policy", async () => {
    for (const url of ["/", "/portfolios", "/dashboards-elsewhere", "/risk-hub"]) {
      expect(await scriptSources(url, admin)).toEqual(["'self'"]);
    }
  });
});
