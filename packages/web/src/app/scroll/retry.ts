import { limits } from "@tierwise/common/limits";

export type RetryScheduler = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const browserScheduler: RetryScheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type RetryOptions = {
  everyMs?: number;
  totalMs?: number;
  scheduler?: RetryScheduler;
};

/**
 * Calls `attempt` now and then every `everyMs` until it returns true or `totalMs` have passed
 * (defaults: every 500 ms for up to 3 s, spec 1 §9). Returns a function that stops retrying.
 */
export function retryUntil(attempt: () => boolean, options: RetryOptions = {}): () => void {
  const everyMs = options.everyMs ?? limits.scrollRetryEveryMs;
  const totalMs = options.totalMs ?? limits.scrollRetryTotalMs;
  const scheduler = options.scheduler ?? browserScheduler;
  let handle: unknown = null;
  let stopped = false;
  let elapsed = 0;

  const run = () => {
    handle = null;
    if (stopped || attempt()) return;
    if (elapsed + everyMs > totalMs) return;
    elapsed += everyMs;
    handle = scheduler.setTimeout(run, everyMs);
  };
  run();

  return () => {
    stopped = true;
    if (handle !== null) scheduler.clearTimeout(handle);
  };
}

/** Scrolls to the element named by a location hash ("#section"), retrying while it renders. */
export function scrollToHashWithRetry(
  hash: string,
  find: (id: string) => Element | null,
  options: RetryOptions = {},
): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    id = hash.replace(/^#/, "");
  }
  if (!id) return () => undefined;
  return retryUntil(() => {
    const element = find(id);
    if (!element) return false;
    element.scrollIntoView();
    return true;
  }, options);
}
