import { describe, expect, it } from "vitest";
import { isInternalEmail } from "./internal-email.ts";

describe("isInternalEmail", () => {
  it("adds the leading @ and trailing $ and ignores case", () => {
    expect(isInternalEmail("Ann@Acme.COM", ["acme.com"])).toBe(true);
    expect(isInternalEmail("ann@notacme.com", ["acme.com"])).toBe(false);
    expect(isInternalEmail("ann@acme.com.evil.test", ["acme.com"])).toBe(false);
  });

  it("keeps patterns that already have @ and $, and accepts regular expressions", () => {
    expect(isInternalEmail("ann@acme.com", ["@acme.com$"])).toBe(true);
    expect(isInternalEmail("ann@eu.acme.com", [".*\\.acme\\.com"])).toBe(true);
  });

  it("treats a malformed pattern as matching nothing", () => {
    expect(isInternalEmail("ann@acme.com", ["(unclosed"])).toBe(false);
    expect(isInternalEmail("ann@acme.com", [])).toBe(false);
  });
});
