import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// Two cores run several test files at once; lazy pages can take over a second to appear, and
// over five when the machine is busy (the case maker's chunk did, at load 13). Waits end as soon
// as the state is there, so patience costs nothing when things go well; it stays under the
// 20 s test timeout so a real failure still names the element it waited for.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the media-query and resize APIs that Mantine reads; every rendering test needs them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver === "undefined") {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// Test files share a worker's modules and DOM (isolate: false in vitest.config.ts, which saves
// most of the suite's time), so what one file leaves behind is cleared here: rendered trees
// after each test, and after each file the storage, timers, stubs and the address.
afterEach(() => {
  cleanup();
});
afterAll(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  document.head.querySelectorAll("style").forEach((style) => {
    style.remove();
  });
  window.history.replaceState(null, "", "/");
});
