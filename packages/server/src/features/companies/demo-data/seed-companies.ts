import { count, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { companies } from "../company.table.ts";
import { seedDemoSubscriptions } from "./demo-subscriptions.ts";
import { type GeneratedCompany, generateCompanies } from "./generate-companies.ts";
import { insertCompanies } from "./insert-companies.ts";

/** The demo's size when nobody asks for another: quick on PGlite, enough for every facet. */
export const defaultCompanyCount = 5_000;
/** Fixed, so the demo data is the same on every machine. */
export const defaultCompanySeed = 20_261_122;

export type SeedCompaniesOptions = {
  count?: number;
  seed?: number;
  /** Progress lines for large loads; silent when absent. */
  log?: (line: string) => void;
  /**
   * From this many companies on (default 1,000), and only into an empty table, indexes and
   * foreign keys are set aside during the load and restored after it.
   */
  bulkLoadFrom?: number;
};

const progressEvery = 50_000;

/**
 * Generates and inserts the demo companies with their statements, then attaches them to the
 * demo organisations' subscription sets. Needs the foundation seed (the organisations).
 */
export async function seedDemoCompanies(db: Database, options: SeedCompaniesOptions = {}) {
  const total = options.count ?? defaultCompanyCount;
  const seed = options.seed ?? defaultCompanySeed;
  const log = options.log;
  const subscribable: string[] = [];
  function* generated(): Generator<GeneratedCompany> {
    for (const row of generateCompanies({ count: total, seed })) {
      const status = row.company.statusCode;
      if (subscribable.length < 300 && status !== "draft" && status !== "deleted") {
        subscribable.push(row.company.id);
      }
      yield row;
    }
  }

  const [existing] = await db.select({ n: count() }).from(companies);
  const bulk = total >= (options.bulkLoadFrom ?? 1_000) && (existing?.n ?? 0) === 0;
  const started = performance.now();
  let nextReport = progressEvery;
  const load = (parallel: boolean) =>
    insertCompanies(db, generated(), {
      parallel,
      onProgress(inserted) {
        if (!log || inserted < nextReport) return;
        nextReport += progressEvery;
        const seconds = (performance.now() - started) / 1000;
        const rate = inserted / seconds;
        const eta = (total - inserted) / rate;
        log(
          `${inserted.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} companies, ` +
            `${Math.round(rate).toLocaleString("en-US")}/s, about ${Math.ceil(eta)} s left`,
        );
      },
    });
  if (bulk) {
    await withoutConstraints(db, ["companies", "financial_statements"], () => load(true), log);
    await db.execute(sql`analyze companies`);
    await db.execute(sql`analyze financial_statements`);
  } else {
    await load(false);
  }
  await seedDemoSubscriptions(db, subscribable);
  log?.(
    `${total.toLocaleString("en-US")} companies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Runs a load into empty tables without their foreign keys and indexes other than primary
 * keys, then builds the indexes once and adds the foreign keys back (PostgreSQL validates
 * each with one join): the way PostgreSQL's manual advises to populate a database. Checking
 * a foreign key row by row is most of the cost of a load (on PGlite over half), and keeping
 * the trigram index up to date row by row most of the rest. Whatever happens, the indexes and
 * keys are restored before this returns.
 */
export async function withoutConstraints(
  db: Database,
  tables: readonly string[],
  load: () => Promise<unknown>,
  log?: (line: string) => void,
) {
  const list = sql.raw(tables.map((t) => `'${t}'`).join(", "));
  const keys = (
    await db.execute(sql`
      select c.conname as name, c.conrelid::regclass::text as "table",
             pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.contype = 'f' and c.conrelid::regclass::text in (${list})
      order by 1`)
  ).rows as { name: string; table: string; definition: string }[];
  const indexes = (
    await db.execute(sql`
      select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      where x.indrelid::regclass::text in (${list})
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by 1`)
  ).rows as { name: string; definition: string }[];
  for (const key of keys) {
    await db.execute(sql.raw(`alter table ${key.table} drop constraint "${key.name}"`));
  }
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  let loadError: unknown = null;
  try {
    await load();
  } catch (error) {
    loadError = error;
  }
  log?.(`Building ${indexes.length} indexes and ${keys.length} foreign keys…`);
  const failures: unknown[] = [];
  const restore = async (statement: string) => {
    try {
      // One transaction per statement pins one connection, so the setting applies to it.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(statement));
      });
    } catch (error) {
      failures.push(error);
    }
  };
  for (const index of indexes) await restore(index.definition);
  for (const key of keys) {
    await restore(`alter table ${key.table} add constraint "${key.name}" ${key.definition}`);
  }
  if (loadError) throw loadError;
  if (failures.length > 0) {
    throw new AggregateError(failures, "could not restore every index and foreign key");
  }
}

/**
 * Deletes the generated companies (they carry a profileSeed; imported ones do not). Their
 * statements go first in one set-based delete: five cascaded deletes per company, row by
 * row, would make resetting a million companies take many minutes.
 */
export async function removeDemoCompanies(db: Database) {
  await db.execute(sql`
    delete from financial_statements s using companies c
    where c.id = s.company_id and c.profile_seed is not null`);
  await db.delete(companies).where(isNotNull(companies.profileSeed));
}
