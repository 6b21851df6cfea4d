import { describe, expect, it } from "vitest";
import { jsonDepth, mergeDocument, readPath, serializedBytes } from "./settings-document.ts";

describe("mergeDocument", () => {
  it("merges objects recursively and replaces arrays and scalars", () => {
    const base = { a: { b: 1, c: [1, 2] }, d: "x" };
    expect(mergeDocument(base, { a: { c: [3] }, d: "y", e: true })).toEqual({
      a: { b: 1, c: [3] },
      d: "y",
      e: true,
    });
    expect(base).toEqual({ a: { b: 1, c: [1, 2] }, d: "x" });
  });

  it("deletes keys set to null, also inside new objects", () => {
    expect(mergeDocument({ a: { b: 1, c: 2 }, d: 1 }, { a: { b: null }, d: null })).toEqual({
      a: { c: 2 },
    });
    expect(mergeDocument({}, { a: { b: null, c: 1 } })).toEqual({ a: { c: 1 } });
  });

  it("replaces a scalar with an object and an object with an array", () => {
    expect(mergeDocument({ a: 1, b: { c: 1 } }, { a: { x: 1 }, b: [1] })).toEqual({
      a: { x: 1 },
      b: [1],
    });
  });

  it("keeps __proto__ as a plain key", () => {
    const merged = mergeDocument({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.stringify(merged)).toBe('{"__proto__":{"polluted":true}}');
  });
});

describe("readPath", () => {
  const doc = { riskHub: { selectedConfig: "c1" }, columns: [{ id: "name" }], zero: 0 };

  it("reads the whole document, nested keys and array items", () => {
    expect(readPath(doc, undefined)).toBe(doc);
    expect(readPath(doc, "riskHub.selectedConfig")).toBe("c1");
    expect(readPath(doc, "columns.0.id")).toBe("name");
    expect(readPath(doc, "zero")).toBe(0);
  });

  it("answers null for missing or malformed paths", () => {
    expect(readPath(doc, "riskHub.missing")).toBeNull();
    expect(readPath(doc, "riskHub.selectedConfig.deeper")).toBeNull();
    expect(readPath(doc, "a..b")).toBeNull();
    expect(readPath(doc, "toString")).toBeNull();
    expect(readPath(doc, "columns.length")).toBeNull();
  });
});

describe("limits helpers", () => {
  it("measures depth and UTF-8 size", () => {
    expect(jsonDepth({ a: { b: [1] } })).toBe(3);
    expect(jsonDepth(1)).toBe(0);
    expect(serializedBytes({ a: "é" })).toBe(10);
  });
});
