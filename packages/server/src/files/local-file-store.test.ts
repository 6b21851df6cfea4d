import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { fileStoreFor } from "./file-store.ts";
import { localFilesDir } from "./local-file-store.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-store-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
};

describe("the local file store", () => {
  it("writes, reads and deletes under DATA_DIR/files, and leaves nothing of a failed write", async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    const store = fileStoreFor(config);
    expect(store.kind).toBe("local");
    expect(fileStoreFor(config)).toBe(store);
    await store.put(
      "attachments/org/one",
      Readable.from([Buffer.from("hello "), Buffer.from("world")]),
      "text/plain",
    );
    const stored = await store.get("attachments/org/one");
    expect(stored?.size).toBe(11);
    expect(await text(stored?.body as Readable)).toBe("hello world");
    const failing = new Readable({
      read() {
        this.push(Buffer.from("partial"));
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(store.put("attachments/org/two", failing, "text/plain")).rejects.toThrow(
      "connection reset",
    );
    expect(await store.get("attachments/org/two")).toBeNull();
    expect(await readdir(path.join(localFilesDir(config), "attachments/org"))).toEqual(["one"]);
    await store.delete("attachments/org/one");
    await store.delete("attachments/org/one");
    expect(await store.get("attachments/org/one")).toBeNull();
  });

  it("refuses keys that could leave the store", async () => {
    const store = fileStoreFor(testConfig({ DATA_DIR: dataDir }));
    for (const key of ["../escape", "/etc/passwd", "a/../../b", "a//b", "a b"]) {
      await expect(store.get(key)).rejects.toThrow("not a store key");
    }
  });
});
