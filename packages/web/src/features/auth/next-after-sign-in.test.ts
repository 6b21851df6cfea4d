import { describe, expect, it } from "vitest";
import {
  isSignedIn,
  nextAfterSignIn,
  pathWithNext,
  type SignInState,
} from "./next-after-sign-in.ts";

const acme = { id: "org-acme" };
const globex = { id: "org-globex" };

function session(overrides: Partial<SignInState> = {}): SignInState {
  return {
    authenticated: true,
    stage: "ACTIVE",
    organization: acme,
    organizations: [acme, globex],
    ...overrides,
  };
}

describe("nextAfterSignIn", () => {
  it("goes to a safe next path", () => {
    expect(nextAfterSignIn(session(), "/portfolios?tab=archived")).toBe("/portfolios?tab=archived");
  });

  it("goes home without a next value", () => {
    expect(nextAfterSignIn(session(), null)).toBe("/");
    expect(nextAfterSignIn(session(), undefined)).toBe("/");
    expect(nextAfterSignIn(session(), "")).toBe("/");
  });

  it("refuses next values that leave the site", () => {
    expect(nextAfterSignIn(session(), "//evil.example/x")).toBe("/");
    expect(nextAfterSignIn(session(), "https://evil.example/")).toBe("/");
    expect(nextAfterSignIn(session(), "/\\evil.example")).toBe("/");
    expect(nextAfterSignIn(session(), "portfolios")).toBe("/");
  });

  it("sends users with organisations but none selected to /choose, carrying next", () => {
    const unselected = session({ organization: null });
    expect(nextAfterSignIn(unselected, "/alerts?x=1")).toBe("/choose?next=%2Falerts%3Fx%3D1");
    expect(nextAfterSignIn(unselected, null)).toBe("/choose");
  });

  it("does not send users to /choose twice or away from signing out", () => {
    const unselected = session({ organization: null });
    expect(nextAfterSignIn(unselected, "/choose?next=%2Fcases")).toBe("/choose?next=%2Fcases");
    expect(nextAfterSignIn(unselected, "/logout")).toBe("/logout");
  });

  it("goes straight to next for users without any organisation", () => {
    expect(nextAfterSignIn(session({ organization: null, organizations: [] }), "/account")).toBe(
      "/account",
    );
  });

  it("continues a pending TOTP step first, carrying next", () => {
    expect(nextAfterSignIn(session({ stage: "TOTP_LOGIN" }), "/cases")).toBe(
      "/mfa/totp-login?next=%2Fcases",
    );
    expect(nextAfterSignIn(session({ stage: "TOTP_SETUP", organization: null }), "/cases")).toBe(
      "/mfa/totp-setup?next=%2Fcases",
    );
    expect(nextAfterSignIn(session({ stage: "TOTP_LOGIN" }), "//evil.example")).toBe(
      "/mfa/totp-login",
    );
  });

  it("sends an anonymous session to sign in", () => {
    const anonymous = session({
      authenticated: false,
      stage: null,
      organization: null,
      organizations: [],
    });
    expect(nextAfterSignIn(anonymous, "/cases")).toBe("/login?next=%2Fcases");
  });
});

describe("isSignedIn", () => {
  it("needs an authenticated session in the ACTIVE stage", () => {
    expect(isSignedIn(session())).toBe(true);
    expect(isSignedIn(session({ stage: "TOTP_LOGIN" }))).toBe(false);
    expect(isSignedIn(session({ authenticated: false, stage: null }))).toBe(false);
  });
});

describe("pathWithNext", () => {
  it("leaves out a next of / and encodes the rest", () => {
    expect(pathWithNext("/choose", "/")).toBe("/choose");
    expect(pathWithNext("/mfa/totp-setup", "/account")).toBe("/mfa/totp-setup?next=%2Faccount");
    expect(pathWithNext("/choose", "//evil.example")).toBe("/choose");
  });
});
