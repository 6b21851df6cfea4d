import { describe, expect, it } from "vitest";
import { isSafeNextPath, loginPathFor, safeNextPath } from "./redirect.ts";

describe("safeNextPath", () => {
  it.each([
    "/",
    "/portfolios",
    "/portfolios?x=1#a",
    "/company/acme/overview?tab=note&highlighted=3",
    "/search?q=%2F%2Fevil.example",
    "/a//b",
    "/cases/12\\notes",
  ])("keeps the relative path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "//evil.example/portfolios",
    "https://evil.example",
    "http://evil.example/login",
    "javascript:alert(1)",
    "evil",
    "evil.example/path",
    "",
    " /portfolios",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/portfolios\r\nSet-Cookie: x=1",
    "/\u0000",
    "/\u007f",
    "/\u0085",
  ])("sends the unsafe value %j home", (value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("sends a missing value home", () => {
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath(undefined)).toBe("/");
  });
});

describe("isSafeNextPath", () => {
  it("narrows the value", () => {
    const next: string | null = "/members";
    expect(isSafeNextPath(next)).toBe(true);
    expect(isSafeNextPath("//evil.example")).toBe(false);
  });
});

describe("loginPathFor", () => {
  it("encodes the path and query as next", () => {
    expect(loginPathFor("/portfolios?x=1#a")).toBe("/login?next=%2Fportfolios%3Fx%3D1%23a");
  });

  it("round-trips through decoding", () => {
    const target = "/company/acme?tab=note&highlighted=a b&next=/x";
    const [path, query] = loginPathFor(target).split("?next=");
    expect(path).toBe("/login");
    expect(safeNextPath(decodeURIComponent(query ?? ""))).toBe(target);
  });

  it("never carries an unsafe next", () => {
    expect(loginPathFor("//evil.example")).toBe("/login?next=%2F");
    expect(loginPathFor(undefined)).toBe("/login?next=%2F");
  });
});
