import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryUntil, scrollToHashWithRetry } from "./retry.ts";

describe("retryUntil", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tries now and every 500 ms up to 3 s, then gives up", () => {
    const attempt = vi.fn(() => false);
    retryUntil(attempt);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(attempt).toHaveBeenCalledTimes(7);
    vi.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(7);
  });

  it("stops as soon as an attempt succeeds", () => {
    let calls = 0;
    retryUntil(() => {
      calls += 1;
      return calls === 3;
    });
    vi.advanceTimersByTime(5000);
    expect(calls).toBe(3);
  });

  it("stops when cancelled", () => {
    const attempt = vi.fn(() => false);
    const cancel = retryUntil(attempt);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});

describe("scrollToHashWithRetry", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("scrolls to an element that renders later", () => {
    const scrolled = vi.fn();
    scrollToHashWithRetry("#late%20section", (id) => document.getElementById(id));
    vi.advanceTimersByTime(1000);
    const element = document.createElement("div");
    element.id = "late section";
    element.scrollIntoView = scrolled;
    document.body.append(element);
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(scrolled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it("does nothing for an empty hash", () => {
    const find = vi.fn(() => null);
    scrollToHashWithRetry("#", find);
    vi.advanceTimersByTime(5000);
    expect(find).not.toHaveBeenCalled();
  });
});
