import { useCallback, useState } from "react";

/**
 * Whether an element's content is larger than its box, so that the box scrolls: a scrolling box
 * must take the keyboard focus when nothing inside it can, or keyboard users cannot scroll it
 * (WCAG 2.1.1; axe's scrollable-region-focusable). Returns a callback ref for the box, watched
 * with a ResizeObserver on the box and on each of its children (kept current as they change).
 */
export function useScrollOverflow<T extends HTMLElement>(): {
  ref: (node: T | null) => () => void;
  overflowing: boolean;
} {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((node: T | null) => {
    if (!node) return () => undefined;
    // A pixel of slack: fractional layout sizes round the two measures apart.
    const measure = () =>
      setOverflowing(
        node.scrollHeight - node.clientHeight > 1 || node.scrollWidth - node.clientWidth > 1,
      );
    const resizes = new ResizeObserver(measure);
    const watch = () => {
      resizes.disconnect();
      resizes.observe(node);
      for (const child of node.children) resizes.observe(child);
      measure();
    };
    const children = new MutationObserver(watch);
    children.observe(node, { childList: true });
    watch();
    return () => {
      resizes.disconnect();
      children.disconnect();
    };
  }, []);
  return { ref, overflowing };
}
