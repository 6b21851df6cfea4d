import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { fileStoreFor } from "./file-store.ts";

/**
 * The S3 store against a real S3-compatible peer (s3rver, on loopback, its files in a temporary
 * folder): the same SDK calls a MinIO or AWS bucket receives, multipart upload included.
 */
let directory: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "tierwise-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "tierwise-files", configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

const s3Config = () =>
  testConfig({
    FILES_S3_BUCKET: "tierwise-files",
    FILES_S3_ENDPOINT: endpoint,
    FILES_S3_FORCE_PATH_STYLE: "true",
    FILES_S3_ACCESS_KEY_ID: "S3RVER",
    FILES_S3_SECRET_ACCESS_KEY: "S3RVER",
    FILES_S3_PREFIX: "tierwise/",
  });

describe("the S3 file store", () => {
  it("streams a 12 MB file up in parts, reads it back whole, and deletes it", async () => {
    const store = fileStoreFor(s3Config());
    expect(store.kind).toBe("s3");
    // Over lib-storage's 5 MB part size, so the upload is multipart, from a stream of unknown length.
    const part = Buffer.alloc(1024 * 1024);
    const file = Buffer.concat(
      Array.from({ length: 12 }, (_, index) => Buffer.from(part.fill(index + 1))),
    );
    await store.put(
      "attachments/org/large",
      Readable.from(
        Array.from({ length: 12 }, (_, index) =>
          file.subarray(index * part.length, (index + 1) * part.length),
        ),
      ),
      "application/pdf",
    );
    const stored = await store.get("attachments/org/large");
    expect(stored?.size).toBe(file.length);
    expect((await bytes(stored?.body as Readable)).equals(file)).toBe(true);
    await store.delete("attachments/org/large");
    await store.delete("attachments/org/large");
    expect(await store.get("attachments/org/large")).toBeNull();
  });

  it("answers null for a key never written, and refuses keys that could leave the store", async () => {
    const store = fileStoreFor(s3Config());
    expect(await store.get("attachments/org/never")).toBeNull();
    await expect(store.get("../escape")).rejects.toThrow("not a store key");
  });
});
