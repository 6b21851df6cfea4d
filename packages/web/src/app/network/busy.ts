import { ServerError } from "@apollo/client/errors";
import { useSyncExternalStore } from "react";

/**
 * The API shed a request: HTTP 503 (its load shedding, server core/load-shedding.ts, answers at
 * once with Retry-After instead of queueing when it is saturated).
 */
export function isBusyError(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 503;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let busy = false;

function set(next: boolean): void {
  if (busy === next) return;
  busy = next;
  for (const listener of listeners) listener();
}

/** Says a request was shed: the busy banner shows until the visitor retries. */
export function reportBusy(): void {
  set(true);
}

export function clearBusy(): void {
  set(false);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the last request the API answered was shed and not retried since. */
export function useBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => busy,
    () => false,
  );
}
