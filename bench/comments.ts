/**
 * Collaboration (issue 11) on PostgreSQL: the first page of a wall holding 100,000 comments on
 * one company through GraphQL against the same SQL replayed directly, and a 50 MB upload through
 * POST /upload-attachments (real HTTP, content checks, file store) against writing the same
 * bytes to disk directly. `node bench/comments.ts` runs it alone.
 */
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { maxAttachmentBytes } from "@tierwise/common/comments";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../packages/server/src/config.ts";
import { openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { buildCompany } from "../packages/server/src/test/company-factory.ts";
import { buildOrganization, buildUser } from "../packages/server/src/test/factories.ts";
import { ms, timeCases } from "./bench-timing.ts";
import { startBenchApp } from "./companies-app.ts";
import type { BenchRow } from "./members.ts";
import { replayOnPostgres } from "./sql-recorder.ts";
import { median, root } from "./support.ts";

const commentCount = 100_000;
const dataDir = path.join(root, ".tmp/bench-comments");
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  SEED_ON_EMPTY: "false",
  DATA_DIR: dataDir,
});

const wallQuery = `query($target: CommentTargetInput!) {
  activityWall(target: $target, first: 25) {
    pageInfo { hasNextPage endCursor }
    items { __typename ... on Comment {
      id kind comment createdAt updatedAt deletedAt edited parentId childrenCount canEdit canDelete canReply
      permission { type recipients { type id name } }
      commenter { id name email }
      attachments { id filename size downloadUrl previewUrl } } } } }`;

/** 100,000 comments from 20 people over a year; one in ten private to a colleague, one in five replied to. */
export async function seedWall(db: import("../packages/server/src/db/client.ts").Database) {
  const organization = await buildOrganization(db, {
    name: "Bench Collaboration",
    settings: { featureFlags: { comments: true } },
  });
  const viewer = await buildUser(db, config, {
    email: "bench-viewer@bench.test",
    memberships: [{ organizationId: organization.id, role: "user" }],
  });
  const company = await buildCompany(db);
  await db.execute(sql`
    with made as (
      insert into users (email, first_name, last_name, verified)
      select 'author' || n || '@bench.test', 'Author', 'Number ' || n, true from generate_series(1, 20) n
      returning id
    )
    insert into memberships (user_id, organization_id, role) select id, ${organization.id}, 'user' from made`);
  await db.execute(sql`
    insert into comments (organization_id, author_id, document, access, company_id, duns, created_at, updated_at)
    select ${organization.id}, a.ids[1 + n % 20],
      jsonb_build_array(jsonb_build_object('type', 'paragraph', 'children',
        jsonb_build_array(jsonb_build_object('text', 'Bench note number ' || n)))),
      case when n % 10 = 0 then 'private' else 'public' end,
      ${company.id}, ${company.duns},
      now() - make_interval(secs => (${commentCount} - n) * 300),
      now() - make_interval(secs => (${commentCount} - n) * 300)
    from generate_series(1, ${commentCount}) n,
      (select array_agg(u.id order by u.email) ids from users u where u.email like 'author%@bench.test') a`);
  await db.execute(sql`
    insert into comment_recipients (comment_id, organization_id, recipient_type, recipient_id)
    select c.id, c.organization_id, 'user', (select id from users where email = 'author1@bench.test')
    from comments c where c.access = 'private'`);
  await db.execute(sql`
    insert into comments (organization_id, author_id, document, company_id, duns, parent_id, created_at, updated_at)
    select organization_id, author_id, document, company_id, duns, id, created_at + interval '1 minute', created_at + interval '1 minute'
    from comments where access = 'public' and random() < 0.2`);
  return { viewer, company };
}

async function wallRow(pool: pg.Pool, handle: Awaited<ReturnType<typeof openDatabase>>) {
  const { viewer, company } = await seedWall(handle.db);
  await pool.query("analyze");
  const app = await startBenchApp(handle, config, {
    email: viewer.email,
    password: viewer.password,
  });
  const variables = { target: { companyId: company.id } };
  const recorded = await app.statementsOf(wallQuery, variables);
  const viaGraphql = await timeCases([variables], (v) => app.gql(wallQuery, v), 200);
  const direct = await timeCases([recorded], (s) => replayOnPostgres(pool, s), 200);
  await app.close();
  return {
    name: `Activity wall first page (25 of ${commentCount.toLocaleString("en")} comments on one company, PostgreSQL)`,
    figure: `p50 ${ms(viaGraphql.p50)}, p95 ${ms(viaGraphql.p95)}`,
    baseline: `same SQL directly (${recorded.length} statements): p50 ${ms(direct.p50)}, p95 ${ms(direct.p95)}`,
    ratio: (viaGraphql.p95 / direct.p95).toFixed(2),
    target: "p95 ≤ 50 ms",
  } satisfies BenchRow;
}

/** A PDF-looking 50 MB body, made 1 MiB at a time as it is sent. */
async function* fiftyMegabytes() {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  chunk.write("%PDF-1.7\n");
  for (let sent = 0; sent < maxAttachmentBytes; sent += chunk.length) {
    yield Buffer.from(chunk);
    chunk.fill(0x20, 0, 9);
  }
}

async function* multipart(boundary: string) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncomment-attachment\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  yield* fiftyMegabytes();
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

async function uploadRow(handle: Awaited<ReturnType<typeof openDatabase>>) {
  const uploader = await buildUser(handle.db, config, {
    email: "bench-uploader@bench.test",
    memberships: [
      {
        organizationId: (
          await buildOrganization(handle.db, { settings: { featureFlags: { comments: true } } })
        ).id,
        role: "user",
      },
    ],
  });
  const bench = await startBenchApp(handle, config, {
    email: uploader.email,
    password: uploader.password,
  });
  const login = await bench.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({
      query: "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
      variables: { input: { email: uploader.email, password: uploader.password } },
    }),
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const address = await bench.app.listen({ host: "127.0.0.1", port: 0 });
  const viaHttp: number[] = [];
  const direct: number[] = [];
  for (let round = 0; round < 6; round += 1) {
    const boundary = `bench${round}${Date.now()}`;
    let started = performance.now();
    const response = await fetch(`${address}/upload-attachments`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie },
      body: Readable.toWeb(Readable.from(multipart(boundary))) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    if (response.status !== 200) throw new Error(`upload failed: ${await response.text()}`);
    if (round > 0) viaHttp.push(performance.now() - started);
    const target = path.join(dataDir, `direct-${round}.bin`);
    started = performance.now();
    await pipeline(Readable.from(fiftyMegabytes()), createWriteStream(target));
    if (round > 0) direct.push(performance.now() - started);
    await rm(target);
  }
  await bench.close();
  const mb = maxAttachmentBytes / 1024 / 1024;
  const rate = (millis: number) => `${(mb / (millis / 1000)).toFixed(0)} MB/s`;
  return {
    name: "Upload of a 50 MB file through POST /upload-attachments (HTTP on loopback, local store)",
    figure: `${ms(median(viaHttp))} (${rate(median(viaHttp))})`,
    baseline: `the same bytes written to disk directly: ${ms(median(direct))} (${rate(median(direct))})`,
    ratio: (median(viaHttp) / median(direct)).toFixed(2),
    target: "—",
  } satisfies BenchRow;
}

export async function commentsBench(): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(
      `PostgreSQL not reachable at ${adminUrl}: the collaboration benchmarks are skipped.`,
    );
    return [];
  }
  const name = "tierwise_bench_comments";
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // An idle connection ended by the final drop must not take the whole bench run down.
  pool.on("error", (error) => console.warn(`bench pool: ${error.message}`));
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  try {
    await migrate(handle);
    return [await wallRow(pool, handle), await uploadRow(handle)];
  } finally {
    await pool.end();
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await commentsBench()) console.log(row);
}
