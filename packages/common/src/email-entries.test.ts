import { describe, expect, it } from "vitest";
import { isValidEmail, parseEmailEntries, splitEmailEntries } from "./email-entries.ts";

describe("splitEmailEntries", () => {
  it("splits on commas, whitespace, semicolons and pipes", () => {
    expect(splitEmailEntries("a@x.test,b@x.test c@x.test;d@x.test|e@x.test")).toEqual([
      "a@x.test",
      "b@x.test",
      "c@x.test",
      "d@x.test",
      "e@x.test",
    ]);
  });

  it("treats runs of mixed separators, tabs and newlines as one break", () => {
    expect(splitEmailEntries(" a@x.test ,; |\n\tb@x.test\r\n")).toEqual(["a@x.test", "b@x.test"]);
  });

  it("drops empties", () => {
    expect(splitEmailEntries("")).toEqual([]);
    expect(splitEmailEntries(" ,;| \n")).toEqual([]);
  });
});

describe("isValidEmail", () => {
  it.each(["a@x.test", "first.last+tag@sub.example.com", "A@X.TEST"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(["", "bad", "a@", "@x.test", "a@x", "a..b@x.test", "a@x..test", "a b@x.test"])(
    "rejects %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it("rejects addresses longer than the e-mail limit", () => {
    expect(isValidEmail(`${"a".repeat(64)}@${"b".repeat(190)}.test`)).toBe(false);
  });
});

describe("parseEmailEntries", () => {
  it("flags invalid entries and keeps valid ones in order", () => {
    expect(parseEmailEntries("a@x.test; b@x.test | bad", [])).toEqual([
      { email: "a@x.test", valid: true },
      { email: "b@x.test", valid: true },
      { email: "bad", valid: false, error: "Not a valid email" },
    ]);
  });

  it("skips duplicates within the text, ignoring case", () => {
    expect(parseEmailEntries("a@x.test A@X.test a@x.test bad BAD")).toEqual([
      { email: "a@x.test", valid: true },
      { email: "bad", valid: false, error: "Not a valid email" },
    ]);
  });

  it("skips addresses that are already chips, ignoring case and padding", () => {
    expect(parseEmailEntries("a@x.test, b@x.test", [" A@x.TEST "])).toEqual([
      { email: "b@x.test", valid: true },
    ]);
  });

  it("keeps the address as typed", () => {
    expect(parseEmailEntries("Jane.Doe@X.test")).toEqual([
      { email: "Jane.Doe@X.test", valid: true },
    ]);
  });

  it("returns nothing for blank text", () => {
    expect(parseEmailEntries("  ;  ", ["a@x.test"])).toEqual([]);
  });

  it("does not change the existing list", () => {
    const existing = ["a@x.test"];
    parseEmailEntries("b@x.test", existing);
    expect(existing).toEqual(["a@x.test"]);
  });
});
