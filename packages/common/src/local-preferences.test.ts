import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  caseFiltersVersion,
  caseSortVersion,
  createMemoryStorage,
  createPreferenceStore,
  noteDraftVersion,
  type PreferenceStorage,
} from "./local-preferences.ts";

const sortSchema = z.object({
  field: z.enum(["createdAt", "priority"]),
  direction: z.enum(["asc", "desc"]),
});
type Sort = z.infer<typeof sortSchema>;
const defaultSort: Sort = { field: "createdAt", direction: "desc" };

function sortStore(storage: PreferenceStorage, version = 2) {
  return createPreferenceStore({
    key: "case-sort",
    version,
    schema: sortSchema,
    defaults: defaultSort,
    storage,
  });
}

const throwingStorage: PreferenceStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("createPreferenceStore", () => {
  it("returns the defaults when nothing is stored", () => {
    expect(sortStore(createMemoryStorage()).read()).toEqual(defaultSort);
  });

  it("stores { version, data } JSON and reads it back", () => {
    const storage = createMemoryStorage();
    const store = sortStore(storage);
    expect(store.write({ field: "priority", direction: "asc" })).toBe(true);
    expect(JSON.parse(storage.getItem("case-sort") ?? "")).toEqual({
      version: 2,
      data: { field: "priority", direction: "asc" },
    });
    expect(store.read()).toEqual({ field: "priority", direction: "asc" });
  });

  it("returns the defaults for bad JSON", () => {
    const storage = createMemoryStorage();
    storage.setItem("case-sort", "{not json");
    expect(sortStore(storage).read()).toEqual(defaultSort);
  });

  it.each([
    ["null", "null"],
    ["a number", "42"],
    ["a string", '"text"'],
    ["an array", "[1,2]"],
    ["bare data without a version", JSON.stringify({ field: "priority", direction: "asc" })],
    ["a version without data", JSON.stringify({ version: 2 })],
    ["a version written as text", JSON.stringify({ version: "2", data: defaultSort })],
  ])("returns the defaults for %s", (_, raw) => {
    const storage = createMemoryStorage();
    storage.setItem("case-sort", raw);
    expect(sortStore(storage).read()).toEqual(defaultSort);
  });

  it("returns the defaults when the stored version differs", () => {
    const storage = createMemoryStorage();
    sortStore(storage, 1).write({ field: "priority", direction: "asc" });
    expect(sortStore(storage, 2).read()).toEqual(defaultSort);
  });

  it("returns the defaults when the data fails the schema", () => {
    const storage = createMemoryStorage();
    storage.setItem(
      "case-sort",
      JSON.stringify({ version: 2, data: { field: "dropped", direction: "asc" } }),
    );
    expect(sortStore(storage).read()).toEqual(defaultSort);
  });

  it("returns what the schema produces, without unknown fields", () => {
    const storage = createMemoryStorage();
    storage.setItem(
      "case-sort",
      JSON.stringify({ version: 2, data: { field: "priority", direction: "asc", extra: true } }),
    );
    expect(sortStore(storage).read()).toEqual({ field: "priority", direction: "asc" });
  });

  it("clears the stored value", () => {
    const storage = createMemoryStorage();
    const store = sortStore(storage);
    store.write({ field: "priority", direction: "asc" });
    store.clear();
    expect(storage.getItem("case-sort")).toBeNull();
    expect(store.read()).toEqual(defaultSort);
  });

  it("keeps stores with different keys apart", () => {
    const storage = createMemoryStorage();
    const drafts = createPreferenceStore({
      key: "note-draft",
      version: 1,
      schema: z.string(),
      defaults: "",
      storage,
    });
    sortStore(storage).write({ field: "priority", direction: "asc" });
    drafts.write("Hello");
    expect(drafts.read()).toBe("Hello");
    drafts.clear();
    expect(sortStore(storage).read()).toEqual({ field: "priority", direction: "asc" });
  });

  it("never throws when the storage does", () => {
    const store = sortStore(throwingStorage);
    expect(store.read()).toEqual(defaultSort);
    expect(store.write({ field: "priority", direction: "asc" })).toBe(false);
    expect(() => store.clear()).not.toThrow();
  });

  it("reports a value that cannot be serialised as not stored", () => {
    const store = createPreferenceStore({
      key: "big",
      version: 1,
      schema: z.bigint(),
      defaults: 0n,
      storage: createMemoryStorage(),
    });
    expect(store.write(1n)).toBe(false);
  });

  it("hands out a fresh copy of the defaults each time", () => {
    const store = createPreferenceStore({
      key: "filters",
      version: 2,
      schema: z.object({ statuses: z.array(z.string()) }),
      defaults: { statuses: ["open"] },
      storage: createMemoryStorage(),
    });
    store.read().statuses.push("closed");
    expect(store.read()).toEqual({ statuses: ["open"] });
  });

  it("keeps defaults that are not plain JSON intact", () => {
    const since = new Date(2026, 0, 1);
    const store = createPreferenceStore({
      key: "since",
      version: 1,
      schema: z.object({ since: z.date() }),
      defaults: { since },
      storage: createMemoryStorage(),
    });
    expect(store.read().since).toBeInstanceOf(Date);
    expect(store.read().since.getTime()).toBe(since.getTime());
  });

  it("keeps values in memory when no storage is given", () => {
    const store = createPreferenceStore({
      key: "pinned",
      version: 1,
      schema: z.boolean(),
      defaults: false,
    });
    store.write(true);
    expect(store.read()).toBe(true);
  });
});

describe("preference versions", () => {
  it("match the spec", () => {
    expect(caseSortVersion).toBe(2);
    expect(caseFiltersVersion).toBe(2);
    expect(noteDraftVersion).toBe(1);
  });
});
