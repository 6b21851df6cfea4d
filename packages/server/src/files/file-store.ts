import type { Readable } from "node:stream";
import type { Config } from "../config.ts";
import { localFileStore } from "./local-file-store.ts";
import { s3FileStore } from "./s3-file-store.ts";

/** A stored file being read: its bytes as a stream and its length. */
export type StoredFile = { body: Readable; size: number };

/**
 * Where uploaded files live: a folder under DATA_DIR by default, an S3-compatible bucket when
 * FILES_S3_BUCKET is set. Keys are made by the server (letters, digits, `-`, `_`, `/`), never
 * taken from a request, so they cannot name a path outside the store.
 */
export type FileStore = {
  readonly kind: "local" | "s3";
  /** Streams `body` under `key`; the key exists only once every byte is written. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key (never written, or purged). */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing key is not an error: purges and failed uploads may race. */
  delete(key: string): Promise<void>;
};

const keyPattern = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

export function assertStoreKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 300) throw new Error(`not a store key: ${key}`);
}

// One store per configuration: the S3 client keeps its connections for the process.
const stores = new WeakMap<Config, FileStore>();

export function fileStoreFor(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.FILES_S3_BUCKET ? s3FileStore(config) : localFileStore(config);
    stores.set(config, store);
  }
  return store;
}
