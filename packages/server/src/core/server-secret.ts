import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { serverSecrets } from "../db/server-secret.table.ts";

const cache = new WeakMap<Database, Map<string, Promise<string>>>();

async function loadOrCreate(db: Database, name: string): Promise<string> {
  // Two processes starting at once: the first insert wins, both read the same row.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}

/** A random secret made once per database and kept there; cached per process. */
export function serverSecret(db: Database, name: string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
