import { describe, expect, it } from "vitest";
import { isInternalEmail, toDomainPattern } from "./email-domains.ts";

describe("toDomainPattern", () => {
  it.each([
    ["example.com", "@example.com$"],
    ["@example.com", "@example.com$"],
    ["example.com$", "@example.com$"],
    ["@example.com$", "@example.com$"],
    ["  example.com  ", "@example.com$"],
  ])("%j → %j", (input, expected) => {
    expect(toDomainPattern(input)).toBe(expected);
  });
});

describe("isInternalEmail", () => {
  const patterns = ["example.com", "@tierwise.test$"];

  it("matches the domain case-insensitively", () => {
    expect(isInternalEmail("jane@example.com", patterns)).toBe(true);
    expect(isInternalEmail("Jane@EXAMPLE.COM", patterns)).toBe(true);
    expect(isInternalEmail("ops@Tierwise.Test", patterns)).toBe(true);
    expect(isInternalEmail("  jane@example.com ", patterns)).toBe(true);
  });

  it("anchors at the @ and the end of the address", () => {
    expect(isInternalEmail("jane@notexample.com", patterns)).toBe(false);
    expect(isInternalEmail("jane@eu.example.com", patterns)).toBe(false);
    expect(isInternalEmail("jane@example.com.evil.test", patterns)).toBe(false);
    expect(isInternalEmail("example.com@evil.test", patterns)).toBe(false);
  });

  it("treats dots as literal dots", () => {
    expect(isInternalEmail("jane@exampleXcom", patterns)).toBe(false);
  });

  it("treats regex characters literally and never throws", () => {
    const odd = ["(", "[a-", "*", "a+b.test", "x|y", "^evil", "\\"];
    expect(() => isInternalEmail("jane@example.com", odd)).not.toThrow();
    expect(isInternalEmail("jane@example.com", odd)).toBe(false);
    expect(isInternalEmail("jane@a+b.test", odd)).toBe(true);
    expect(isInternalEmail("jane@aab.test", odd)).toBe(false);
    expect(isInternalEmail("jane@x", odd)).toBe(false);
  });

  it("ignores empty patterns instead of matching everyone", () => {
    expect(isInternalEmail("jane@example.com", ["", " ", "@", "$", "@$"])).toBe(false);
  });

  it("is false without patterns or without an address", () => {
    expect(isInternalEmail("jane@example.com", [])).toBe(false);
    expect(isInternalEmail("", patterns)).toBe(false);
  });

  it("accepts patterns for subdomains explicitly", () => {
    expect(isInternalEmail("jane@eu.example.com", ["eu.example.com"])).toBe(true);
  });
});
