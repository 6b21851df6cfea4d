import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";

export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: "postgres",
        url: config.DATABASE_URL,
        readUrl: config.DATABASE_READ_URL,
      })
    : openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
}
