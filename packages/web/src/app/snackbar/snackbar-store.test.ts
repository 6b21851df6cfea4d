import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSnackbarStore } from "./snackbar-store.ts";

describe("snackbar store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const messages = (store: ReturnType<typeof createSnackbarStore>) =>
    store.getSnapshot().map((item) => item.message);

  it("closes a snackbar after 5000 ms by default and archives it", () => {
    const store = createSnackbarStore();
    const id = store.show({ message: "Saved" });
    expect(id).toBe(Date.parse("2026-11-22T10:00:00Z"));
    vi.advanceTimersByTime(4999);
    expect(messages(store)).toEqual(["Saved"]);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
    expect(store.getArchived().map((item) => item.id)).toEqual([id]);
  });

  it("honours a custom duration and keeps loading snackbars until closed", () => {
    const store = createSnackbarStore();
    store.show({ message: "Copied", durationMs: 3000 });
    const loading = store.show({ message: "Preparing PDF for download ...", type: "loading" });
    vi.advanceTimersByTime(3000);
    expect(messages(store)).toEqual(["Preparing PDF for download ..."]);
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(["Preparing PDF for download ..."]);
    store.close(loading);
    expect(messages(store)).toEqual([]);
  });

  it("closes on route change unless archiveOnRouteChange is false", () => {
    const store = createSnackbarStore();
    store.show({ message: "Goes" });
    store.show({ message: "Stays", archiveOnRouteChange: false });
    store.routeChanged();
    expect(messages(store)).toEqual(["Stays"]);
  });

  it("closes a closeOnNewer snackbar when a newer one appears", () => {
    const store = createSnackbarStore();
    store.show({ message: "Old", closeOnNewer: true });
    store.show({ message: "Kept" });
    store.show({ message: "New" });
    expect(messages(store)).toEqual(["Kept", "New"]);
  });

  it("gives distinct ids to snackbars created in the same millisecond", () => {
    const store = createSnackbarStore();
    const first = store.show({ message: "A" });
    const second = store.show({ message: "B" });
    expect(second).toBeGreaterThan(first);
  });

  it("holds the timer while hovered and restarts the full duration afterwards", () => {
    const store = createSnackbarStore();
    const id = store.show({ message: "Read me" });
    vi.advanceTimersByTime(4000);
    store.hold(id);
    vi.advanceTimersByTime(10_000);
    expect(messages(store)).toEqual(["Read me"]);
    store.release(id);
    vi.advanceTimersByTime(4999);
    expect(messages(store)).toEqual(["Read me"]);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const store = createSnackbarStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ message: "One" });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.show({ message: "Two" });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("snackbar width", () => {
  it("defaults to 20 and takes the width a caller asks for (download warnings: 24)", () => {
    const store = createSnackbarStore();
    store.show({ message: "Saved" });
    store.show({ type: "warning", message: "Please wait while another PDF downloads.", width: 24 });
    expect(store.getSnapshot().map((item) => item.width)).toEqual([20, 24]);
  });
});
