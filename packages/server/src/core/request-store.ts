import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger } from "fastify";

type RequestInfo = { requestId: string; log: FastifyBaseLogger };

const store = new AsyncLocalStorage<RequestInfo>();

/** Lets code far from the request (error masking) log with the request's id. */
export function runWithRequest<T>(info: RequestInfo, fn: () => T): T {
  return store.run(info, fn);
}

export function currentRequest(): RequestInfo | undefined {
  return store.getStore();
}
