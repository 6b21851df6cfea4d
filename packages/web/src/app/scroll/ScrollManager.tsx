import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { retryUntil, scrollToHashWithRetry } from "./retry.ts";
import { createScrollPositionStore, type ScrollPositionStore } from "./scroll-positions.ts";

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Scroll behaviour of spec 1 §4: a hash scrolls to its element (retried while the page renders),
 * back and forward restore the saved window position, and a push navigation clears the saved
 * position of its target and starts at the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const store = useRef<ScrollPositionStore | null>(null);
  store.current ??= createScrollPositionStore(sessionStorageOrNull());
  const key = `${location.pathname}${location.search}`;

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        store.current?.save(key, { x: window.scrollX, y: window.scrollY }),
      );
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key).
  useLayoutEffect(() => {
    const positions = store.current;
    if (!positions) return;
    if (location.hash) {
      return scrollToHashWithRetry(location.hash, (id) => document.getElementById(id));
    }
    if (navigationType === "POP") {
      const saved = positions.get(key);
      if (saved) {
        // The page may still be growing (lazy data): retry until it is tall enough, unless the
        // user starts scrolling first.
        const stop = retryUntil(() => {
          window.scrollTo(saved.x, saved.y);
          return Math.abs(window.scrollY - saved.y) < 2;
        });
        const userEvents = ["wheel", "touchstart", "keydown", "mousedown"] as const;
        const cancel = () => {
          stop();
          for (const name of userEvents) window.removeEventListener(name, cancel);
        };
        for (const name of userEvents) window.addEventListener(name, cancel, { passive: true });
        return cancel;
      }
      return;
    }
    if (navigationType === "PUSH") {
      positions.clear(key);
      window.scrollTo(0, 0);
    }
  }, [location.key]);

  return null;
}
