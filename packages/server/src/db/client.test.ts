import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite" });
});
afterAll(() => handle.close());

describe("the embedded database", () => {
  it("lets the event loop turn during a long chain of statements (a job's), so requests are served", async () => {
    // PGlite settles its promises without a turn of the event loop: before, a chain of
    // statements (scoring a risk configuration) held every request, static files included,
    // until it ended. A timer stands for a request waiting meanwhile.
    let turns = 0;
    const timer = setInterval(() => turns++, 5);
    const started = performance.now();
    let statements = 0;
    while (performance.now() - started < 400) {
      await handle.db.execute(sql`select count(*) from generate_series(1, 2000)`);
      statements++;
    }
    clearInterval(timer);
    expect(statements).toBeGreaterThan(10);
    expect(turns).toBeGreaterThan(10);
  });

  it("still runs a transaction's statements in order, and rolls them back together", async () => {
    await handle.db.execute(sql`create table turns_probe (n int)`);
    await expect(
      handle.db.transaction(async (tx) => {
        for (let n = 0; n < 50; n++) await tx.execute(sql`insert into turns_probe values (${n})`);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    await handle.db.transaction(async (tx) => {
      for (let n = 0; n < 50; n++) await tx.execute(sql`insert into turns_probe values (${n})`);
    });
    const rows = (await handle.db.execute(sql`select n from turns_probe`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows.map((row) => row.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });
});
