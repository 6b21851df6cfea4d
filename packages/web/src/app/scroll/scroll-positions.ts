export type ScrollPosition = { x: number; y: number };

/**
 * Saved window scroll positions per path and query, kept in sessionStorage so that back and
 * forward after a reload still restore them.
 */
export function createScrollPositionStore(storage: Storage | null, storageKey = "tw_scroll") {
  let positions: Record<string, ScrollPosition> = {};
  try {
    positions = JSON.parse(storage?.getItem(storageKey) ?? "{}") ?? {};
  } catch {
    positions = {};
  }
  const persist = () => {
    try {
      storage?.setItem(storageKey, JSON.stringify(positions));
    } catch {
      // Storage full or unavailable: positions then live for this page only.
    }
  };
  return {
    get(key: string): ScrollPosition | null {
      return positions[key] ?? null;
    },
    save(key: string, position: ScrollPosition): void {
      positions[key] = position;
      persist();
    },
    clear(key: string): void {
      if (!(key in positions)) return;
      delete positions[key];
      persist();
    },
  };
}

export type ScrollPositionStore = ReturnType<typeof createScrollPositionStore>;
