import { describe, expect, it } from "vitest";
import { createScrollPositionStore } from "./scroll-positions.ts";

describe("scroll position store", () => {
  it("saves, restores across instances and clears positions per key", () => {
    const storage = window.sessionStorage;
    storage.clear();
    const store = createScrollPositionStore(storage);
    store.save("/portfolios?page=2", { x: 0, y: 840 });
    expect(createScrollPositionStore(storage).get("/portfolios?page=2")).toEqual({ x: 0, y: 840 });
    store.clear("/portfolios?page=2");
    expect(createScrollPositionStore(storage).get("/portfolios?page=2")).toBeNull();
  });

  it("starts empty when the stored value is not JSON", () => {
    window.sessionStorage.setItem("tw_scroll", "{broken");
    expect(createScrollPositionStore(window.sessionStorage).get("/")).toBeNull();
  });
});
