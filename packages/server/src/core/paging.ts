import { limits } from "@tierwise/common/limits";
import {
  FirstAndLastRequestedError,
  IncorrectCursorError,
  NegativeNumberOfResultsError,
  TooManyResultsRequestedError,
} from "./errors.ts";

export type PageArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  offset?: number | null;
};

export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

export type Connection<T> = {
  items: T[];
  pageInfo: PageInfo;
  /** Computed lazily: only when the query asks for it. */
  itemsCount: () => Promise<number>;
};

const cursorPrefix = "offset:";

export function encodeCursor(offset: number): string {
  return Buffer.from(`${cursorPrefix}${offset}`).toString("base64url");
}

export function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!text.startsWith(cursorPrefix)) throw new IncorrectCursorError();
  const offset = Number(text.slice(cursorPrefix.length));
  if (!Number.isSafeInteger(offset) || offset < 0) throw new IncorrectCursorError();
  return offset;
}

/**
 * Turns connection arguments into an offset window, enforcing the paging rules: first and last
 * not both, no negative counts, at most `maximum`, cursors we issued.
 */
export async function pageWindow(
  args: PageArgs,
  options: { defaultSize: number; maximum?: number; count: () => Promise<number> },
): Promise<{ offset: number; limit: number }> {
  const maximum = options.maximum ?? limits.pageSizeMaximum;
  const { first, last, after, before } = args;
  if (first != null && last != null) throw new FirstAndLastRequestedError();
  for (const requested of [first, last, args.offset]) {
    if (requested != null && requested < 0) throw new NegativeNumberOfResultsError();
  }
  const requested = first ?? last ?? options.defaultSize;
  if (requested > maximum) throw new TooManyResultsRequestedError(maximum, requested);
  const afterOffset = after ? decodeCursor(after) + 1 : 0;
  const beforeOffset = before ? decodeCursor(before) : null;
  if (last != null) {
    const end = beforeOffset ?? (await options.count());
    const start = Math.max(afterOffset, end - last);
    return { offset: start, limit: Math.max(0, end - start) };
  }
  const start = afterOffset + (args.offset ?? 0);
  const limit =
    beforeOffset == null ? requested : Math.max(0, Math.min(requested, beforeOffset - start));
  return { offset: start, limit };
}

/** Fetches one page; `fetch` gets limit+1 rows to learn whether there is a next page. */
export async function paginate<T>(
  args: PageArgs,
  options: {
    defaultSize: number;
    maximum?: number;
    count: () => Promise<number>;
    fetch: (window: { offset: number; limit: number }) => Promise<T[]>;
  },
): Promise<Connection<T>> {
  let counted: Promise<number> | undefined;
  const count = () => {
    counted ??= options.count();
    return counted;
  };
  const window = await pageWindow(args, { ...options, count });
  const rows =
    window.limit === 0
      ? []
      : await options.fetch({ offset: window.offset, limit: window.limit + 1 });
  const items = rows.slice(0, window.limit);
  return {
    items,
    itemsCount: count,
    pageInfo: {
      hasNextPage: rows.length > window.limit,
      hasPreviousPage: window.offset > 0,
      startCursor: items.length ? encodeCursor(window.offset) : null,
      endCursor: items.length ? encodeCursor(window.offset + items.length - 1) : null,
    },
  };
}

/** GraphQL list arguments (untyped in Pothos) read back as PageArgs. */
export function toPageArgs(args: Record<string, unknown>): PageArgs {
  const int = (value: unknown) => (typeof value === "number" ? value : null);
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    first: int(args.first),
    last: int(args.last),
    offset: int(args.offset),
    after: text(args.after),
    before: text(args.before),
  };
}
