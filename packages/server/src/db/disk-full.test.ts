import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../test/database.ts";
import { addComment, clientOf, everyCompany, readComment } from "../test/server-client.ts";
import {
  answering,
  freePort,
  type ServerProcess,
  startServerProcess,
} from "../test/server-process.ts";
import { databaseFullMessage } from "./database-unavailable.ts";

const password = "disk-full-1";

/**
 * A small file system of its own for the data directory (tmpfs, as root: the CI machine runs as
 * root). Elsewhere the test says why it cannot run rather than passing without trying.
 */
function smallDisk(megabytes: number): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), "tierwise-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", dir]);
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

/** Writes zeros until the disk refuses one more byte. */
function fillUp(file: string): void {
  const handle = openSync(file, "w");
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(handle, chunk);
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
  } finally {
    closeSync(handle);
  }
}

const disk = testDatabaseKind === "pglite" ? smallDisk(300) : null;

describe.runIf(testDatabaseKind === "pglite")("the embedded database's disk fills up", () => {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.kill()));
    if (disk) {
      execFileSync("umount", [disk]);
      rmSync(disk, { recursive: true, force: true });
    }
  });

  it("refuses writes with a clear message, keeps reading, writes again once there is room, and restarts whole", async () => {
    if (!disk) throw new Error("this test mounts a small tmpfs and needs root to do it");
    const port = String(await freePort());
    const env = { DATA_DIR: disk, PORT: port, SEED_PASSWORD: password, SEED_ALERTS: "0" };
    let server = startServerProcess(env);
    started.push(server);
    const client = clientOf(() => server, password);
    await answering(server);
    await client.signIn();
    const [companyId] = (await client.gql(everyCompany)).data.companySearchIds.ids as string[];
    const write = (text: string) =>
      client.gql(addComment, {
        target: { companyId },
        comment: [{ type: "paragraph", children: [{ text: `${text} ${"x".repeat(4_000)}` }] }],
      });
    const saved: string[] = [];
    const before = await write("before the disk filled up");
    saved.push(before.data.addComment.comment.id);

    const filler = path.join(disk, "filler");
    fillUp(filler);
    // PGlite's pages are cached: a few writes may still fit in a page it already has, but not many.
    let refusal: { errors?: { message: string; extensions: { code: string } }[] } | undefined;
    for (let i = 0; i < 200 && !refusal; i += 1) {
      const answer = await write(`while full ${i} ${randomBytes(4).toString("hex")}`);
      if (answer.errors) refusal = answer;
      else saved.push(answer.data.addComment.comment.id);
    }
    expect(refusal?.errors?.[0]?.message).toBe(databaseFullMessage);
    expect(refusal?.errors?.[0]?.extensions.code).toBe("INSUFFICIENT_STORAGE");
    // Reading goes on while the disk is full.
    expect((await client.gql(readComment, { id: saved[0] })).data.comment.id).toBe(saved[0]);

    rmSync(filler);
    const after = await write("after room was made");
    expect(after.data?.addComment.__typename).toBe("AddCommentSuccess");
    saved.push(after.data.addComment.comment.id);

    // A crash now: the database starts again whole, with every acknowledged write.
    await server.kill();
    server = startServerProcess(env);
    started.push(server);
    await answering(server);
    await client.signIn();
    for (const id of saved) {
      expect((await client.gql(readComment, { id })).data.comment.id).toBe(id);
    }
  }, 300_000);
});
