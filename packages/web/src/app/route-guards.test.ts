import { isSafeNextPath } from "@tierwise/common/redirect";
import { describe, expect, it } from "vitest";
import { decideRedirect, meetsRequirement } from "./route-guards.ts";
import {
  buildAnonymousSession,
  buildOrganization,
  buildSession,
} from "./testing/session-fixtures.ts";

function nextOf(target: string | null): string | null {
  if (!target) return null;
  return new URL(target, "http://portal.test").searchParams.get("next");
}

describe("decideRedirect", () => {
  const anonymous = buildAnonymousSession();

  it("sends an anonymous visitor to /login with the original path and query as next", () => {
    const target = decideRedirect(anonymous, "/portfolios", "?tab=archived&q=a%20b");
    expect(target?.startsWith("/login?")).toBe(true);
    expect(nextOf(target)).toBe("/portfolios?tab=archived&q=a%20b");
  });

  it("lets anyone through on public routes", () => {
    for (const path of ["/login", "/reset-password", "/mfa/totp-login", "/attachments/abc"]) {
      expect(decideRedirect(anonymous, path, "")).toBeNull();
    }
  });

  it("treats unknown paths as gated (the not-found page needs sign-in)", () => {
    expect(nextOf(decideRedirect(anonymous, "/no-such-page", ""))).toBe("/no-such-page");
  });

  it.each([
    ["//evil.example/x", ""],
    ["/\\evil.example", ""],
    ["/%0a/evil", ""],
  ])("never produces an unsafe next value (%s)", (pathname, search) => {
    for (const session of [
      anonymous,
      buildSession({ stage: "TOTP_LOGIN" }),
      buildSession({ stage: "TOTP_SETUP" }),
      buildSession({ organization: null, organizations: [buildOrganization()] }),
    ]) {
      const target = decideRedirect(session, pathname, search);
      const next = nextOf(target);
      if (next !== null) expect(isSafeNextPath(next)).toBe(true);
      expect(target?.startsWith("/")).toBe(true);
      expect(target?.startsWith("//")).toBe(false);
    }
  });

  it("maps a path that browsers read as another host to next=/", () => {
    expect(nextOf(decideRedirect(anonymous, "//evil.example", ""))).toBe("/");
  });

  it("sends sessions waiting for a TOTP code or setup to the matching step", () => {
    const login = decideRedirect(buildSession({ stage: "TOTP_LOGIN" }), "/account", "");
    expect(login?.split("?")[0]).toBe("/mfa/totp-login");
    expect(nextOf(login)).toBe("/account");
    const setup = decideRedirect(buildSession({ stage: "TOTP_SETUP" }), "/", "");
    expect(setup).toBe("/mfa/totp-setup");
  });

  it("sends users with organisations but none selected to /choose, except on /choose and /logout", () => {
    const session = buildSession({
      organization: null,
      organizations: [buildOrganization(), buildOrganization({ id: "org-2" })],
    });
    const target = decideRedirect(session, "/account", "?x=1");
    expect(target?.split("?")[0]).toBe("/choose");
    expect(nextOf(target)).toBe("/account?x=1");
    expect(decideRedirect(session, "/", "")).toBe("/choose");
    expect(decideRedirect(session, "/choose", "")).toBeNull();
    expect(decideRedirect(session, "/logout", "")).toBeNull();
  });

  it("lets a signed-in user with a selected organisation through", () => {
    expect(decideRedirect(buildSession(), "/account", "")).toBeNull();
    expect(decideRedirect(buildSession(), "/", "")).toBeNull();
  });

  it("sends an anonymous visitor of /logout to /login without a next back to /logout", () => {
    expect(decideRedirect(anonymous, "/logout", "")).toBe("/login");
  });
});

describe("meetsRequirement", () => {
  it("checks permission, flag and custom check together", () => {
    const member = buildSession({ roles: ["user"] });
    const admin = buildSession({
      roles: ["organization_admin"],
      organization: buildOrganization({ featureFlags: { alerts: true } }),
    });
    expect(meetsRequirement(member, { permission: "read:company_bulk_request" })).toBe(false);
    expect(meetsRequirement(admin, { permission: "read:company_bulk_request" })).toBe(true);
    expect(meetsRequirement(member, { flag: "alerts" })).toBe(false);
    expect(meetsRequirement(admin, { flag: "alerts" })).toBe(true);
    expect(meetsRequirement(admin, { flag: "alerts", check: () => false })).toBe(false);
  });
});
