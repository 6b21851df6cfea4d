import { messages } from "@tierwise/common/messages";
import { sql } from "drizzle-orm";
import type { ServiceDeps } from "../../../core/deps.ts";
import { DomainError } from "../../../core/errors.ts";
import type { Database } from "../../../db/client.ts";

/** Spec 3 §8: a company search that runs too long. */
export class SearchTimeoutError extends DomainError {
  override name = "SearchTimeoutError";
  constructor() {
    super(messages.searchTimeout);
  }
}

/** Enough for the companies a broad search counts (about 200 bytes each) to stay in memory. */
export const searchWorkMem = "128MB";

/** PostgreSQL's query_canceled, raised when statement_timeout fires. */
const queryCanceled = "57014";

function isCanceled(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === queryCanceled) return true;
  }
  return false;
}

/**
 * Runs search statements in one short transaction whose statements PostgreSQL stops after
 * SEARCH_TIMEOUT_MS; a stopped statement becomes SearchTimeoutError. PGlite runs every query
 * on the JavaScript thread and has no timer to interrupt it, so there the setting is accepted
 * but never fires (see search-timeout.test.ts).
 */
export async function withSearchTimeout<T>(
  deps: Pick<ServiceDeps, "db" | "config">,
  run: (tx: Database) => Promise<T>,
  timeoutMs: number = deps.config.SEARCH_TIMEOUT_MS,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      // JIT compiling the large aggregation statement costs more than it saves (measured: it
      // added seconds); the in-memory set of companies being counted needs more than the
      // default 4 MB of work memory to stay off disk. Both are local to this transaction.
      await tx.execute(
        sql`select set_config('statement_timeout', ${String(timeoutMs)}, true), set_config('jit', 'off', true), set_config('work_mem', ${searchWorkMem}, true)`,
      );
      return run(tx);
    });
  } catch (error) {
    if (isCanceled(error)) throw new SearchTimeoutError();
    throw error;
  }
}
