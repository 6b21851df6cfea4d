import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Config } from "../config.ts";
import { assertStoreKey, type FileStore } from "./file-store.ts";

/** <DATA_DIR>/files: shared by the web process and `npm run worker` on one machine. */
export function localFilesDir(config: Config): string {
  return path.resolve(config.DATA_DIR, "files");
}

/**
 * Files in a local folder. A file is written under a temporary name and renamed when complete,
 * so a reader never sees half a file and a failed upload leaves nothing under its key.
 */
export function localFileStore(config: Config): FileStore {
  const root = localFilesDir(config);
  const pathOf = (key: string) => {
    assertStoreKey(key);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: "wx" }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
