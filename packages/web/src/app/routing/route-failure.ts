import { reportError } from "../errors/error-reporter.ts";

/**
 * Spec 1 §4, §8: a route that fails to resolve (a chunk that no longer exists after a deploy) or
 * to render on a later navigation reloads the page; on the first load it is only logged. A
 * timestamp in sessionStorage stops reload loops.
 */
export const routeReloadStorageKey = "tw_route_reload_at";
export const routeReloadGuardMs = 60_000;

let initialLoadDone = false;

export function markInitialLoadDone(): void {
  initialLoadDone = true;
}

export function shouldReloadAfterRouteFailure(input: {
  initialLoadDone: boolean;
  lastReloadAt: number | null;
  now: number;
}): boolean {
  if (!input.initialLoadDone) return false;
  return input.lastReloadAt === null || input.now - input.lastReloadAt > routeReloadGuardMs;
}

function readLastReload(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(routeReloadStorageKey));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Reports the failure and reloads when allowed. Returns true when a reload has started. */
export function handleRouteFailure(error: unknown): boolean {
  reportError(error, { during: initialLoadDone ? "navigation" : "first load" });
  const now = Date.now();
  if (!shouldReloadAfterRouteFailure({ initialLoadDone, lastReloadAt: readLastReload(), now })) {
    return false;
  }
  try {
    window.sessionStorage.setItem(routeReloadStorageKey, String(now));
  } catch {
    // Without storage there is no loop guard: do not risk a reload loop.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Wraps a lazy page import for `route.lazy`. A failed import after the first load reloads the
 * page once (new deploy); otherwise the error reaches the route's error boundary.
 */
export function lazyPage<Component>(load: () => Promise<Component>): () => Promise<Component> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (handleRouteFailure(error)) return new Promise<Component>(() => undefined);
      throw error;
    }
  };
}
