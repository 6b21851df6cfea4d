/**
 * The members page query with 10,000 members in one organisation, in-process through the real
 * app (GraphQL, session, permission check) against the same SQL run directly on the same
 * database: ratio of the medians.
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../packages/server/src/app.ts";
import { loadConfig } from "../packages/server/src/config.ts";
import { openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { buildOrganization, buildUser } from "../packages/server/src/test/factories.ts";

export type BenchRow = {
  name: string;
  figure: string;
  baseline: string;
  ratio: string;
  target: string;
};

const memberCount = 10_000;
const iterations = 150;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timeIt(fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export async function membersBench(): Promise<BenchRow> {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    SEED_ON_EMPTY: "false",
    SESSION_CACHE_MS: "1000",
  });
  const database = await openDatabase({ kind: "pglite" });
  await migrate(database);
  const db = database.db;
  const organization = await buildOrganization(db, { name: "Bench Industries" });
  const admin = await buildUser(db, config, {
    email: "bench-admin@bench.test",
    memberships: [{ organizationId: organization.id, role: "organization_admin" }],
  });
  await db.execute(sql`
    with made as (
      insert into users (email, first_name, last_name, verified)
      select 'member' || n || '@bench.test', 'First' || (n % 97), 'Last' || lpad((n % 1000)::text, 4, '0'), true
      from generate_series(1, ${memberCount - 1}) as n
      returning id
    )
    insert into memberships (user_id, organization_id, role, accepted_at)
    select id, ${organization.id}, 'user', now() from made`);
  const app = await buildApp({ database, config, webDistDir: "/nonexistent" });
  const login = await app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({
      query: "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
      variables: { input: { email: admin.email, password: admin.password } },
    }),
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const membersQuery = JSON.stringify({
    query: `{ members(first: 25, offset: 5000) { itemsCount items { id name email role teams { id name }
      jobTitle { title } businessUnit { title } lastLogin loginsCount verified } } }`,
  });
  const viaGraphql = await timeIt(async () => {
    const response = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", cookie },
      payload: membersQuery,
    });
    if (!response.body.includes('"itemsCount":10000')) throw new Error(response.body.slice(0, 300));
  });
  const direct = await timeIt(async () => {
    await db.execute(sql`select count(*) from memberships m join users u on u.id = m.user_id
      where m.organization_id = ${organization.id}`);
    const page = await db.execute<{ id: string }>(sql`
      select u.*, m.role, m.active, m.accepted_at from memberships m join users u on u.id = m.user_id
      where m.organization_id = ${organization.id}
      order by u.last_name, u.first_name, u.email limit 26 offset 5000`);
    const ids = ((page as { rows?: { id: string }[] }).rows ?? []).map((r) => r.id);
    await db.execute(sql`select tm.user_id, t.id, t.name from team_memberships tm
      join teams t on t.id = tm.team_id
      where t.organization_id = ${organization.id} and tm.user_id in (${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`);
  });
  await app.close();
  await database.close();
  return {
    name: `Members page query, ${memberCount.toLocaleString("en")} members (PGlite, in-process)`,
    figure: `p50 ${viaGraphql.p50.toFixed(1)} ms, p95 ${viaGraphql.p95.toFixed(1)} ms`,
    baseline: `same SQL directly: p50 ${direct.p50.toFixed(1)} ms, p95 ${direct.p95.toFixed(1)} ms`,
    ratio: (viaGraphql.p50 / direct.p50).toFixed(2),
    target: "—",
  };
}
