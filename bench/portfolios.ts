/**
 * Issue 10's benchmarks on PostgreSQL: one organisation with 10,000 portfolios (ten trees of
 * 1,000, four levels) and 1,000,000 company items. Through the real app in-process, each
 * against the very SQL that request sent, replayed directly on the same database in the same
 * run: the tree page's load (and the statement it used before), a root's descendant counts, moving a subtree of 1,000 portfolios
 * and adding 10,000 companies in one call. Data is made with INSERT … SELECT generate_series.
 *
 * `node bench/portfolios.ts` runs it alone (npx, for the pinned Node); BENCH_DATABASE_URL names
 * the PostgreSQL server (its database is created and dropped).
 */
import { decodePortfolioTree } from "@tierwise/common/portfolio-tree";
import { asc, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../packages/server/src/config.ts";
import type { TenantActor } from "../packages/server/src/core/actor.ts";
import { ownedBy } from "../packages/server/src/core/tenant.ts";
import { type DatabaseHandle, openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import {
  portfolioFavorites,
  portfolios,
} from "../packages/server/src/features/portfolios/portfolio.table.ts";
import { recountPortfolios } from "../packages/server/src/features/portfolios/portfolio-recount.ts";
import {
  canWriteSql,
  joinVisibility,
  visibleGroup,
} from "../packages/server/src/features/portfolios/portfolio-visibility.ts";
import { buildOrganization, buildUser } from "../packages/server/src/test/factories.ts";
import { ms, percentile, timeCases } from "./bench-timing.ts";
import { startBenchApp } from "./companies-app.ts";
import type { BenchRow } from "./members.ts";
import { type RecordedStatement, recordStatements, replayOnPostgres } from "./sql-recorder.ts";

const companyCount = 30_000;
/** Companies 0…19,999 fill the portfolios (100 each); 20,000…29,999 are added by the bench. */
const heldCompanies = 20_000;
const itemsPerPortfolio = 100;

const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  SEED_ON_EMPTY: "false",
  PORTFOLIO_USER_LIMIT: "20000",
  PORTFOLIO_ITEMS_USER_LIMIT: "2000000",
});

/** Ten roots × 9 × 10 × 10: 10 + 90 + 900 + 9,000 = 10,000 portfolios; each root's tree is 1,000. */
export async function makeData(handle: DatabaseHandle) {
  const db = handle.db;
  const organization = await buildOrganization(db, {
    name: "Bench Portfolios",
    settings: { portfolioLimit: 20_000, portfolioItemsLimit: 2_000_000, maxPortfolioDepth: 5 },
  });
  const admin = await buildUser(db, config, {
    email: "portfolio-bench@bench.test",
    password: "Bench-Password-2026!",
    memberships: [{ organizationId: organization.id, role: "organization_admin" }],
  });
  const org = organization.id;
  await db.execute(sql`
    insert into companies (slug, display_name, status_code, country_code, employee_count)
    select 'bench-company-' || n, 'Bench Company ' || n, 'active', 'DE', n % 5000
    from generate_series(0, ${companyCount - 1}) as n`);
  await db.execute(sql`
    insert into portfolios (organization_id, slug, name, level, "order", created_by)
    select ${org}, 'root-' || n, 'Root ' || n, 1, n, ${admin.id} from generate_series(0, 9) as n`);
  for (const [level, fanOut] of [
    [2, 9],
    [3, 10],
    [4, 10],
  ] as const) {
    await db.execute(sql`
      insert into portfolios (organization_id, slug, name, parent_id, path, level, "order", created_by)
      select ${org}, p.slug || '-' || n, p.name || '.' || n, p.id, array_append(p.path, p.id),
             ${level}, n, ${admin.id}
      from portfolios as p cross join generate_series(0, ${fanOut - 1}) as n
      where p.organization_id = ${org} and p.level = ${level - 1}`);
  }
  // As the service does: the creator's editable entry on each, and the roots shared read-only.
  await db.execute(sql`
    insert into portfolio_access (organization_id, portfolio_id, actor_type, actor_id, editable)
    select ${org}::uuid, id, 'user', ${admin.id}::text, true from portfolios where organization_id = ${org}
    union all
    select ${org}::uuid, id, 'org', ${org}::text, false from portfolios where organization_id = ${org} and level = 1`);
  await db.execute(sql`
    with p as (
      select id, row_number() over (order by slug) as k from portfolios where organization_id = ${org}
    ),
    c as (
      select id, row_number() over (order by slug) - 1 as i from companies
      where slug like 'bench-company-%' and substring(slug from 15)::int < ${heldCompanies}
    )
    insert into portfolio_companies (organization_id, portfolio_id, company_id, added_by)
    select ${org}, p.id, c.id, ${admin.id}
    from p cross join generate_series(0, ${itemsPerPortfolio - 1}) as j
    join c on c.i = (p.k * 37 + j) % ${heldCompanies}`);
  await recountPortfolios(db, org);
  await db.execute(sql`analyze`);
  const ids = async (text: ReturnType<typeof sql>) =>
    ((await db.execute<{ id: string }>(text)).rows as { id: string }[]).map((r) => r.id);
  const roots = await ids(
    sql`select id from portfolios where organization_id = ${org} and level = 1 order by "order"`,
  );
  const [leaf] = await ids(
    sql`select id from portfolios where organization_id = ${org} and level = 4 order by slug limit 1`,
  );
  const toAdd = await ids(sql`
    select id from companies where slug like 'bench-company-%'
    and substring(slug from 15)::int >= ${heldCompanies} order by slug`);
  return { admin, organizationId: org, roots, leaf: leaf as string, toAdd };
}

/**
 * The statement the tree page was loaded with before visibility was resolved in one pass (issue
 * 10's first version): every active portfolio's path unnested and joined to the viewer's grants.
 */
function previousTreeStatement(
  handle: DatabaseHandle,
  userId: string,
  organizationId: string,
): RecordedStatement {
  const actor = {
    userId,
    organizationId,
    organization: { id: organizationId },
    role: "organization_admin",
    teams: [],
  } as unknown as TenantActor;
  const query = handle.db
    .select({
      id: portfolios.id,
      slug: portfolios.slug,
      name: portfolios.name,
      parentId: portfolios.parentId,
      level: portfolios.level,
      order: portfolios.order,
      favoriteIndex: portfolioFavorites.position,
      fullAclWrite: canWriteSql,
      childrenCount: portfolios.childrenCount,
      descendantCompaniesCount: portfolios.descendantCompanyCount,
      isSystem: portfolios.isSystem,
    })
    .from(portfolios)
    .$dynamic();
  const { sql: text, params } = joinVisibility(query, actor)
    .where(ownedBy(actor, portfolios, isNull(portfolios.archivedAt)))
    .groupBy(...visibleGroup)
    .orderBy(asc(portfolios.level), asc(portfolios.order), asc(portfolios.id))
    .toSQL();
  return { text, values: params };
}

/** Runs `work` through the app `rounds` times, timing each, and `reset` between them untimed. */
async function timeWrites(
  rounds: number,
  work: () => Promise<unknown>,
  reset: () => Promise<unknown>,
) {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
    await reset();
  }
  return { p50: percentile(samples, 50), max: Math.max(...samples) };
}

export async function portfoliosBench(): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: the portfolio benchmarks are skipped.`);
    return [];
  }
  const name = "tierwise_bench_portfolios";
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // Dropping the database at the end ends idle connections; that is not an error here.
  pool.on("error", () => {});
  const rows: BenchRow[] = [];
  const push = rows.push.bind(rows);
  // Each figure is printed as soon as it is measured.
  rows.push = (...added: BenchRow[]) => {
    for (const row of added) console.log(`  ${row.name}: ${row.figure} | ${row.baseline}`);
    return push(...added);
  };
  try {
    await migrate(handle);
    const started = performance.now();
    const data = await makeData(handle);
    const [itemRow] = (await pool.query("select count(*)::int as n from portfolio_companies")).rows;
    console.log(
      `  portfolios: 10,000 portfolios and ${itemRow.n.toLocaleString("en")} items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const app = await startBenchApp(handle, config, {
      email: data.admin.email,
      password: data.admin.password,
    });
    const label = "PostgreSQL, 10,000 portfolios, 1,000,000 items";
    const replay = (statements: Awaited<ReturnType<typeof recordStatements>>) => () =>
      replayOnPostgres(pool, statements);

    // The page's query (columns), the object-per-node field it replaced, and the statement the
    // tree was loaded with before the one-pass resolution (unnest of every path joined to the
    // viewer's grants), replayed directly: before and after in the same run.
    const pageQuery = "query PortfolioTree { portfolioTreeData { nodes } }";
    const page = (await app.gql(pageQuery)) as { portfolioTreeData: { nodes: unknown } };
    const pageNodes = decodePortfolioTree(page.portfolioTreeData.nodes);
    if (pageNodes.length !== 10_000) throw new Error(`tree has ${pageNodes.length}`);
    const objectQuery =
      "{ portfolioTree { id slug name parentId level order isFavorite favoriteIndex fullAclWrite childrenCount descendantCompaniesCount isSystem } }";
    const pageStatements = await app.statementsOf(pageQuery);
    const previous = previousTreeStatement(handle, data.admin.id, data.organizationId);
    const pageApp = await timeCases([pageQuery], (q) => app.gql(q), 30);
    const pageSql = await timeCases([pageStatements], (s) => replay(s)(), 30);
    const objectApp = await timeCases([objectQuery], (q) => app.gql(q), 30);
    const previousSql = await timeCases([[previous]], (s) => replay(s)(), 30);
    rows.push({
      name: `Portfolio tree page load, every node (portfolioTreeData columns; ${label})`,
      figure: `p50 ${ms(pageApp.p50)}, p95 ${ms(pageApp.p95)}`,
      baseline: `same SQL directly (${pageStatements.length} statement): p50 ${ms(pageSql.p50)}, p95 ${ms(pageSql.p95)}`,
      ratio: (pageApp.p95 / pageSql.p95).toFixed(2),
      target: "p95 ≤ 100 ms",
    });
    rows.push({
      name: `Portfolio tree as one GraphQL object per node (portfolioTree, 12 fields; ${label})`,
      figure: `p50 ${ms(objectApp.p50)}, p95 ${ms(objectApp.p95)}`,
      baseline: `the page's portfolioTreeData: p95 ${ms(pageApp.p95)}`,
      ratio: (objectApp.p95 / pageApp.p95).toFixed(2),
      target: "—",
    });
    rows.push({
      name: `Previous tree statement (paths unnested and joined to the viewer's 10,000 grants), SQL directly (${label})`,
      figure: `p50 ${ms(previousSql.p50)}, p95 ${ms(previousSql.p95)}`,
      baseline: `the page's statement directly: p95 ${ms(pageSql.p95)}`,
      ratio: (previousSql.p95 / pageSql.p95).toFixed(2),
      target: "—",
    });

    const countQuery = `query($ids: [ID!]!) { portfoliosByIds(ids: $ids) { id descendantCompaniesCount portfolioCount } }`;
    const cases = data.roots.map((id) => ({ ids: [id] }));
    const counted = (await app.gql(countQuery, cases[0])) as {
      portfoliosByIds: { descendantCompaniesCount: number }[];
    };
    // One at a time: the recorder keeps one recording.
    const countStatements = [];
    for (const c of cases) countStatements.push(await app.statementsOf(countQuery, c));
    const countApp = await timeCases(cases, (c) => app.gql(countQuery, c), 10);
    const countSql = await timeCases(countStatements, (s) => replay(s)(), 10);
    rows.push({
      name: `Root descendant company count (${counted.portfoliosByIds[0]?.descendantCompaniesCount.toLocaleString("en")} items under a root; ${label})`,
      figure: `p50 ${ms(countApp.p50)}, p95 ${ms(countApp.p95)}`,
      baseline: `same SQL directly: p50 ${ms(countSql.p50)}, p95 ${ms(countSql.p95)}`,
      ratio: (countApp.p95 / countSql.p95).toFixed(2),
      target: "p95 ≤ 50 ms",
    });
    // What the counters save: counting a root's items through its subtree instead.
    const counting = await timeCases(
      data.roots,
      (id) =>
        pool.query(
          `select count(*) from portfolio_companies i join portfolios p on p.id = i.portfolio_id
         where (p.id = $1 or p.path @> array[$1::uuid]) and p.archived_at is null`,
          [id],
        ),
      3,
    );
    rows.push({
      name: `Root descendant company count without maintained counters (SQL, ${label})`,
      figure: `p50 ${ms(counting.p50)}, p95 ${ms(counting.p95)}`,
      baseline: `counters through GraphQL: p95 ${ms(countApp.p95)}`,
      ratio: (counting.p95 / countApp.p95).toFixed(1),
      target: "—",
    });

    const moveQuery = `mutation($id: ID!, $parentId: ID) { movePortfolio(id: $id, parentId: $parentId) { __typename ... on Error { message } } }`;
    const [moving, target] = data.roots as [string, string];
    const moveThere = () => app.gql(moveQuery, { id: moving, parentId: target });
    const moveBack = () => app.gql(moveQuery, { id: moving, parentId: null });
    const answer = (await moveThere()) as { movePortfolio: { __typename: string } };
    if (answer.movePortfolio.__typename !== "PortfolioActionSuccess")
      throw new Error(JSON.stringify(answer));
    await moveBack();
    const moveStatements = await recordStatements(moveThere);
    await moveBack();
    const moveApp = await timeWrites(5, moveThere, moveBack);
    const moveSql = await timeWrites(5, replay(moveStatements), moveBack);
    rows.push({
      name: `Moving a subtree of 1,000 portfolios to another parent (${label})`,
      figure: `p50 ${ms(moveApp.p50)}`,
      baseline: `same SQL directly (${moveStatements.length} statements): p50 ${ms(moveSql.p50)}`,
      ratio: (moveApp.p50 / moveSql.p50).toFixed(2),
      target: "—",
    });

    const addQuery = `mutation($portfolioIds: [ID!]!, $companyIds: [ID!]!) { addCompaniesToPortfolios(portfolioIds: $portfolioIds, companyIds: $companyIds) {
      __typename ... on Error { message } ... on PortfolioCompaniesSuccess { added undoId } } }`;
    const undoQuery = `mutation($undoId: ID!) { undoPortfolioAction(undoId: $undoId) { __typename } }`;
    let lastUndo = "";
    const add = async () => {
      const result = (await app.gql(addQuery, {
        portfolioIds: [data.leaf],
        companyIds: data.toAdd,
      })) as {
        addCompaniesToPortfolios: {
          __typename: string;
          added?: number;
          undoId?: string;
          message?: string;
        };
      };
      const outcome = result.addCompaniesToPortfolios;
      if (outcome.added !== data.toAdd.length) throw new Error(JSON.stringify(outcome));
      lastUndo = outcome.undoId ?? "";
    };
    const undo = () => app.gql(undoQuery, { undoId: lastUndo });
    await add();
    await undo();
    const addStatements = await recordStatements(add);
    await undo();
    const addApp = await timeWrites(3, add, undo);
    // Takes a replayed add back by hand (its undo offer holds the recorded batch, not this one).
    const undoReplay = async () => {
      const removed = await pool.query(
        "delete from portfolio_companies where portfolio_id = $1 and company_id = any($2::uuid[])",
        [data.leaf, data.toAdd],
      );
      await pool.query(
        `update portfolios set
           company_count = company_count - (case when id = $1 then $2::int else 0 end),
           descendant_company_count = descendant_company_count - $2::int
         where id = $1 or id in (select unnest(path) from portfolios where id = $1)`,
        [data.leaf, removed.rowCount ?? 0],
      );
    };
    const addSql = await timeWrites(3, replay(addStatements), undoReplay);
    rows.push({
      name: `Adding 10,000 companies to a portfolio in one call (${label})`,
      figure: `p50 ${ms(addApp.p50)}, slowest ${ms(addApp.max)}`,
      baseline: `same SQL directly (${addStatements.length} statements): p50 ${ms(addSql.p50)}`,
      ratio: (addApp.p50 / addSql.p50).toFixed(2),
      target: "< 5 s",
    });
    await app.close();
  } catch (error) {
    console.error(error);
    throw error;
  } finally {
    await pool.end();
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}

if (import.meta.main) {
  const rows = await portfoliosBench();
  console.log(
    [
      "| measure | figure | baseline (same run) | ratio | target |",
      "|---|---|---|---|---|",
      ...rows.map((r) => `| ${r.name} | ${r.figure} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
    ].join("\n"),
  );
}
