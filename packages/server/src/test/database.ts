import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";

/** Which database the integration tests run on: PGlite always, PostgreSQL when the project says so. */
export const testDatabaseKind = process.env.TIERWISE_TEST_DB === "postgres" ? "postgres" : "pglite";

/** A test database; on PostgreSQL its URL, for a second process or pool to reach it. */
export type TestDatabase = DatabaseHandle & { url: string | null };

let snapshot: Promise<Blob> | undefined;

/**
 * A freshly migrated database for one test file: in-memory PGlite, or a new PostgreSQL
 * database made from TEST_DATABASE_URL and dropped again on close. Both start as copies of the
 * database that global-setup.ts migrated once for the run.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === "pglite") {
    const file = inject("pgliteSnapshot");
    if (!file) {
      const handle = await openDatabase({ kind: "pglite" });
      await migrate(handle);
      return { ...handle, url: null };
    }
    snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
    const handle = await openDatabase({ kind: "pglite", loadDataDir: await snapshot });
    return { ...handle, url: null };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TIERWISE_TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `tierwise_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject("postgresTemplate");
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  if (!template) await migrate(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
