import { useState } from "react";

/**
 * Cursor paging with numbered pages: the cursor that opens each page seen so far is kept, so
 * "Previous" goes back without the server paging backwards. Reset by remounting (a `key`).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length;
  return {
    page,
    after: cursors[cursors.length - 1] ?? null,
    next: (endCursor: string | null) => endCursor && setCursors((seen) => [...seen, endCursor]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
  };
}
