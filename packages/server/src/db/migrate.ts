import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "./client.ts";

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

/** The lock servers and workers take around migrating and the first seed (client.ts `exclusively`). */
export const startupLock = "tierwise:startup";

/** Applies drizzle-kit's generated SQL migrations; run at every start (idempotent). */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific database type
    await run(handle.db as any, { migrationsFolder });
  } else {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific database type
    await run(handle.db as any, { migrationsFolder });
  }
}
