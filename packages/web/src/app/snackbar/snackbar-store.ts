import {
  createSnackbarItem,
  type SnackbarItem,
  type SnackbarType,
} from "@tierwise/common/snackbar";

export type SnackbarUndo = { label?: string; onUndo: () => void };

export type SnackbarInput = {
  type?: SnackbarType;
  message: string;
  /** Default 5000 ms; loading snackbars stay until closed unless a duration is given. */
  durationMs?: number;
  /** Default true: the snackbar closes when the route changes. */
  archiveOnRouteChange?: boolean;
  /** Close this snackbar as soon as a newer one appears. */
  closeOnNewer?: boolean;
  undo?: SnackbarUndo;
  /** In rem; default 20 (download warnings use 24). */
  width?: number;
};

export type Snackbar = SnackbarItem & { closeOnNewer: boolean; undo: SnackbarUndo | null };

export type SnackbarTimers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const browserTimers: SnackbarTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Dismissed snackbars kept for inspection (spec 1 §4: "items are archived when dismissed"). */
const archiveSize = 20;

/**
 * Snackbar state (spec 1 §3, §4): auto-close after the item's duration, close on route change
 * unless archiveOnRouteChange is false, close-on-newer, and an archive of dismissed items.
 */
export function createSnackbarStore(options: { now?: () => number; timers?: SnackbarTimers } = {}) {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? browserTimers;
  let items: readonly Snackbar[] = [];
  let archived: readonly Snackbar[] = [];
  let lastId = 0;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const stopTimer = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
  };

  const startTimer = (item: Snackbar) => {
    stopTimer(item.id);
    if (item.durationMs === null) return;
    handles.set(
      item.id,
      timers.setTimeout(() => close(item.id), item.durationMs),
    );
  };

  const removeWhere = (predicate: (item: Snackbar) => boolean): boolean => {
    const removed = items.filter(predicate);
    if (removed.length === 0) return false;
    for (const item of removed) stopTimer(item.id);
    items = items.filter((item) => !predicate(item));
    archived = [...removed, ...archived].slice(0, archiveSize);
    return true;
  };

  function close(id: number): void {
    if (removeWhere((item) => item.id === id)) emit();
  }

  return {
    getSnapshot: (): readonly Snackbar[] => items,
    getArchived: (): readonly Snackbar[] => archived,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input: SnackbarInput): number {
      // Ids are creation timestamps; two in the same millisecond still get distinct ids.
      const id = Math.max(now(), lastId + 1);
      lastId = id;
      const type = input.type ?? "default";
      const base = createSnackbarItem(
        {
          message: input.message,
          type,
          archiveOnRouteChange: input.archiveOnRouteChange,
          width: input.width,
          durationMs: input.durationMs ?? (type === "loading" ? null : undefined),
        },
        id,
      );
      const item: Snackbar = {
        ...base,
        closeOnNewer: input.closeOnNewer ?? false,
        undo: input.undo ?? null,
      };
      removeWhere((existing) => existing.closeOnNewer);
      items = [...items, item];
      startTimer(item);
      emit();
      return id;
    },
    close,
    /** Holds the timer while the pointer or focus is on the snackbar. */
    hold(id: number): void {
      stopTimer(id);
    },
    /** Restarts the full duration after a hold. */
    release(id: number): void {
      const item = items.find((candidate) => candidate.id === id);
      if (item) startTimer(item);
    },
    routeChanged(): void {
      if (removeWhere((item) => item.archiveOnRouteChange)) emit();
    },
    clear(): void {
      if (removeWhere(() => true)) emit();
    },
  };
}

export type SnackbarStore = ReturnType<typeof createSnackbarStore>;
