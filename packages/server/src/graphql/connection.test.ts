import { describe, expect, it } from "vitest";
import {
  FirstAndLastRequestedError,
  IncorrectCursorError,
  NegativeNumberOfResultsError,
  TooManyResultsRequestedError,
} from "../core/errors.ts";
import { decodeCursor, encodeCursor, paginate } from "../core/paging.ts";

const rows = Array.from({ length: 23 }, (_, i) => i);
const source = {
  defaultSize: 10,
  maximum: 20,
  count: async () => rows.length,
  fetch: async ({ offset, limit }: { offset: number; limit: number }) =>
    rows.slice(offset, offset + limit),
};

describe("paginate", () => {
  it("pages forward with cursors", async () => {
    const first = await paginate({ first: 10 }, source);
    expect(first.items).toEqual(rows.slice(0, 10));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.pageInfo.hasPreviousPage).toBe(false);
    const second = await paginate({ first: 10, after: first.pageInfo.endCursor }, source);
    expect(second.items).toEqual(rows.slice(10, 20));
    const third = await paginate({ first: 10, after: second.pageInfo.endCursor }, source);
    expect(third.items).toEqual(rows.slice(20));
    expect(third.pageInfo.hasNextPage).toBe(false);
    expect(await third.itemsCount()).toBe(23);
  });

  it("pages backward with last and before", async () => {
    const tail = await paginate({ last: 5 }, source);
    expect(tail.items).toEqual(rows.slice(18));
    const before = await paginate({ last: 5, before: tail.pageInfo.startCursor }, source);
    expect(before.items).toEqual(rows.slice(13, 18));
  });

  it("uses the default size and supports offset", async () => {
    expect((await paginate({}, source)).items).toHaveLength(10);
    expect((await paginate({ offset: 20 }, source)).items).toEqual([20, 21, 22]);
  });

  it("refuses first and last together", async () => {
    await expect(paginate({ first: 1, last: 1 }, source)).rejects.toBeInstanceOf(
      FirstAndLastRequestedError,
    );
  });

  it("refuses negative counts", async () => {
    await expect(paginate({ first: -1 }, source)).rejects.toBeInstanceOf(
      NegativeNumberOfResultsError,
    );
    await expect(paginate({ last: -3 }, source)).rejects.toBeInstanceOf(
      NegativeNumberOfResultsError,
    );
    await expect(paginate({ offset: -3 }, source)).rejects.toBeInstanceOf(
      NegativeNumberOfResultsError,
    );
  });

  it("refuses more than the maximum, naming both numbers", async () => {
    const error = await paginate({ first: 21 }, source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyResultsRequestedError);
    expect(error).toMatchObject({ maximum: 20, requested: 21 });
  });

  it("refuses cursors it did not issue", async () => {
    await expect(paginate({ after: "not-a-cursor" }, source)).rejects.toBeInstanceOf(
      IncorrectCursorError,
    );
    const forged = Buffer.from("offset:-5").toString("base64url");
    await expect(paginate({ after: forged }, source)).rejects.toBeInstanceOf(IncorrectCursorError);
    expect(() => decodeCursor(Buffer.from("offset:abc").toString("base64url"))).toThrow(
      IncorrectCursorError,
    );
  });

  it("round-trips cursors", () => {
    expect(decodeCursor(encodeCursor(42))).toBe(42);
  });
});
