import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { migrate, migrationsFolder } from "../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar), loaded by every test file instead of initdb + migrate. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database every test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per integration run, before any test file starts. Every test file used
 * to create an empty database and run all migrations itself: PGlite's initdb plus the migrations
 * took 5–12 s a file on the two-core machine, more than most files' tests. Copying a migrated
 * database takes a fraction of that.
 */
export default async function setup(project: TestProject) {
  if (project.name === "server-postgres") return setupPostgresTemplate(project);
  return setupPgliteSnapshot(project);
}

async function setupPgliteSnapshot(project: TestProject) {
  const dir = path.resolve(migrationsFolder, "../../../.tmp/test-db");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate: run } = await import("drizzle-orm/pglite/migrator");
  await run(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rm(file, { force: true });
}

async function setupPostgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("the server-postgres project needs TEST_DATABASE_URL");
  const name = `tierwise_template_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  await migrate(handle);
  // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
  await handle.close();
  project.provide("postgresTemplate", name);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
