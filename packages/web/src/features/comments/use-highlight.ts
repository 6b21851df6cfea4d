import { useEffect, useRef } from "react";
import { retryUntil } from "../../app/scroll/retry.ts";

/** Spec 2 §9: a highlight clears after 10 s. */
export const highlightMs = 10_000;

/**
 * Scrolls the highlighted item into view once the list has rendered (retrying every 500 ms for
 * up to 3 s, spec 1 §9, while it appears) and ends the highlight after 10 seconds.
 */
export function useHighlight(id: string | null, ready: boolean, onEnd?: () => void): void {
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    if (!id || !ready) return;
    const stop = retryUntil(() => {
      const element = document.getElementById(`activity-item-${id}`);
      if (!element) return false;
      element.scrollIntoView?.({ block: "center", behavior: "smooth" });
      return true;
    });
    const timer = setTimeout(() => end.current?.(), highlightMs);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [id, ready]);
}
