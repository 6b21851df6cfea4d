// Same machine, same run: 2000 jobs sent one by one, then fetched and completed one by one
// by a single worker, with pg-boss 10 and with Tierwise's queue SQL (jobs/queue.ts), on PostgreSQL.
import pg from "pg";
import PgBoss from "pg-boss";

const N = 2000;
const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/test" });
await admin.connect();
await admin.query("drop database if exists jobs_compare_x with (force)");
await admin.query("create database jobs_compare_x");
await admin.end();
const url = "postgres://postgres@127.0.0.1:5432/jobs_compare_x";
const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`create table jobs (id uuid primary key default gen_random_uuid(), queue text not null,
  payload jsonb not null default '{}', state text not null default 'queued', progress int not null default 0,
  attempts int not null default 0, max_attempts int not null default 3, run_at timestamptz not null default now(),
  locked_at timestamptz, lock_token uuid, singleton_key text, actor_user_id uuid, actor_organization_id uuid,
  result jsonb, last_error text, created_at timestamptz not null default now(), finished_at timestamptz);
  create index on jobs (state, run_at);
  create unique index jobs_singleton_key_active on jobs (singleton_key) where state in ('queued','running');`);
const ms = (t) => Number(process.hrtime.bigint() - t) / 1e6;
async function ours() {
  await pool.query("truncate jobs");
  let t = process.hrtime.bigint();
  for (let i = 0; i < N; i++)
    await pool.query(
      `insert into jobs (queue, payload, run_at, max_attempts, singleton_key) values ($1,$2,now(),3,null)
      on conflict (singleton_key) where state in ('queued','running') do nothing returning id`,
      ["q", { i }],
    );
  const send = ms(t);
  t = process.hrtime.bigint();
  let done = 0;
  for (;;) {
    const { rows } = await pool.query(
      `update jobs set state='running', locked_at=now(), lock_token=gen_random_uuid(), attempts=attempts+1
      where id = (select id from jobs where queue in ($1) and run_at <= now() and attempts < max_attempts
        and (state='queued' or (state='running' and locked_at < now() - make_interval(secs => $2)))
        order by run_at limit 1 for update skip locked) returning id, lock_token`,
      ["q", 60],
    );
    if (!rows[0]) break;
    await pool.query(`select * from jobs where id=$1`, [rows[0].id]);
    await pool.query(
      `update jobs set state='done', progress=100, result=$3, locked_at=null, lock_token=null, finished_at=now()
      where id=$1 and lock_token=$2 and state='running' returning id`,
      [rows[0].id, rows[0].lock_token, {}],
    );
    done++;
  }
  return { send, work: ms(t), done };
}
async function boss() {
  const b = new PgBoss({
    connectionString: url,
    schema: "pgboss",
    supervise: false,
    schedule: false,
  });
  b.on("error", () => {});
  await b.start();
  await b.deleteQueue("q").catch(() => {});
  await b.createQueue("q");
  let t = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await b.send("q", { i });
  const send = ms(t);
  t = process.hrtime.bigint();
  let done = 0;
  for (;;) {
    const [job] = await b.fetch("q");
    if (!job) break;
    await b.complete("q", job.id, {});
    done++;
  }
  const work = ms(t);
  await b.stop({ graceful: false, wait: true });
  return { send, work, done };
}
const results = { ours: [], boss: [] };
for (let r = 0; r < 3; r++) {
  results.boss.push(await boss());
  results.ours.push(await ours());
}
const median = (xs) => xs.sort((a, b) => a - b)[1];
for (const [name, runs] of Object.entries(results)) {
  const send = median(runs.map((x) => x.send)),
    work = median(runs.map((x) => x.work));
  console.log(
    `${name}: send ${send.toFixed(0)} ms (${((N / send) * 1000).toFixed(0)} jobs/s), fetch+complete ${work.toFixed(0)} ms (${((N / work) * 1000).toFixed(0)} jobs/s), done ${runs.map((x) => x.done).join("/")}`,
  );
}
await pool.end();
process.exit(0);
