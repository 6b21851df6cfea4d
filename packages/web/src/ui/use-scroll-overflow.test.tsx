import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollOverflow } from "./use-scroll-overflow.ts";

/** Stands in for the browser's observer: `resize()` reports a change to every watcher. */
const observers = new Set<() => void>();
class ManualResizeObserver {
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
  }
  observe() {
    observers.add(this.callback);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.callback);
  }
}
const resize = () =>
  act(() => {
    for (const callback of observers) callback();
  });

/** jsdom lays nothing out: the box's measures as a browser would give them. */
function setSizes(element: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
  for (const [name, value] of Object.entries({ scrollWidth: 200, clientWidth: 200, ...sizes }))
    Object.defineProperty(element, name, { configurable: true, value });
}

function Box() {
  const { ref, overflowing } = useScrollOverflow<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="box" tabIndex={overflowing ? 0 : undefined}>
      text
    </div>
  );
}

describe("useScrollOverflow", () => {
  afterEach(() => {
    observers.clear();
    vi.unstubAllGlobals();
  });

  it("says a box overflows once its content is taller than it, and not once it fits again", () => {
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    render(<Box />);
    const box = screen.getByTestId("box");
    expect(box.hasAttribute("tabindex")).toBe(false);
    setSizes(box, { scrollHeight: 500, clientHeight: 300 });
    resize();
    expect(box.getAttribute("tabindex")).toBe("0");
    // Half a pixel apart is rounding, not content out of sight.
    setSizes(box, { scrollHeight: 300.5, clientHeight: 300 });
    resize();
    expect(box.hasAttribute("tabindex")).toBe(false);
  });

  it("stops watching when the box goes", () => {
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    const { unmount } = render(<Box />);
    expect(observers.size).toBe(1);
    unmount();
    expect(observers.size).toBe(0);
  });
});
