import { configure } from "@testing-library/react";

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
