import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgAsyncDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

// biome-ignore lint/suspicious/noExplicitAny: the query-result type differs per driver; services only use the shared query builder.
export type Database = PgAsyncDatabase<any>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs a trivial query; used by /healthz. */
  ping(): Promise<void>;
  /**
   * Runs `work` while no other process holding the same lock name runs its own: on PostgreSQL a
   * session advisory lock on a connection of its own (several servers started together migrate
   * and seed one after another); PGlite's data directory belongs to one process already.
   */
  exclusively<T>(lockName: string, work: () => Promise<T>): Promise<T>;
  /**
   * Queries waiting for a pooled connection (PostgreSQL): the busier of the primary's and the
   * read replica's pools, since either one queueing means requests wait. PGlite has no pool: 0.
   */
  waitingQueries(): number;
  /**
   * A PostgreSQL streaming replica (DATABASE_READ_URL) for heavy reads; which reads go there,
   * and when they fall back to the primary, is db/read-routing.ts's choice.
   */
  readReplica?: DatabaseHandle;
  close(): Promise<void>;
};

export type DatabaseTarget =
  // No dataDir: in memory (tests); loadDataDir starts from a dumped data directory (a migrated test database).
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { kind: "postgres"; url: string; readUrl?: string };

/** A connection whose opening gives up after 3 s (see openDatabase). */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === "string" ? { connectionString: config } : config),
      connectionTimeoutMillis: 3_000,
    });
  }
}

/** The replica's database object → the primary's (see primaryDatabaseOf). */
const primaryOfReplica = new WeakMap<Database, Database>();

/**
 * The primary behind `db`: `db` itself unless it is a read replica's. For what must be one per
 * process and follow the primary, such as the in-memory search index.
 */
export function primaryDatabaseOf(db: Database): Database {
  return primaryOfReplica.get(db) ?? db;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const primary = openPostgres(target.url);
    if (!target.readUrl) return primary;
    const replica = openPostgres(target.readUrl);
    primaryOfReplica.set(replica.db, primary.db);
    return {
      ...primary,
      readReplica: replica,
      waitingQueries: () => Math.max(primary.waitingQueries(), replica.waitingQueries()),
      close: async () => {
        await Promise.all([primary.close(), replica.close()]);
      },
    };
  }
  return openPglite(target);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that stops answering (a dropped network, not a refused connection) must
    // not hold requests for minutes: opening a connection gives up after 3 s, and idle ones
    // are probed by TCP keepalive. On the client, not the pool: the pool's own timeout would
    // also fail a request that merely waits its turn for a busy pool (load, not an outage;
    // load shedding answers that).
    Client: TimedClient,
    keepAlive: true,
  });
  // An idle connection the server ends (restart, admin termination, a dropped test database)
  // emits an error on the pool; without a listener that would stop the whole process. The
  // pool replaces the connection on the next query, so there is nothing else to do.
  pool.on("error", () => {});
  // A connection that ends while a transaction holds it (the server stopped mid-search) errors
  // its statement, which the transaction's caller sees; the pool listens only to idle ones, and
  // the client's own error event, unheard, would stop the process.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres({ client: pool }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    exclusively: async (lockName, work) => {
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock(hashtextextended($1, 0))", [lockName]);
        return await work();
      } finally {
        // Ending the session frees the lock even when the unlock itself fails.
        await holder
          .query("select pg_advisory_unlock(hashtextextended($1, 0))", [lockName])
          .catch(() => undefined);
        holder.release();
      }
    },
    waitingQueries: () => pool.waitingCount,
    close: () => pool.end(),
  };
}

async function openPglite(
  target: Extract<DatabaseTarget, { kind: "pglite" }>,
): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.resolve(target.dataDir, "pglite");
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm },
  });
  givesTurns(client);
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    exclusively: (_lockName, work) => work(),
    waitingQueries: () => 0,
    close: () => client.close(),
  };
}

/** How long PGlite may keep the event loop to itself before a statement waits for one turn. */
const turnEveryMs = 10;
let lastTurn = 0;

async function turn(): Promise<void> {
  if (performance.now() - lastTurn < turnEveryMs) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  lastTurn = performance.now();
}

type Runner = Pick<PGlite, "query" | "exec">;

function turnBeforeEach(runner: Runner): void {
  const query = runner.query.bind(runner);
  const exec = runner.exec.bind(runner);
  runner.query = (async (...args: Parameters<PGlite["query"]>) => {
    await turn();
    return query(...args);
  }) as PGlite["query"];
  runner.exec = async (...args: Parameters<PGlite["exec"]>) => {
    await turn();
    return exec(...args);
  };
}

/**
 * PGlite runs in this thread and settles its promises without giving the event loop a turn, so
 * a chain of statements holds every request until it ends: scoring the default risk
 * configuration after a first start (5,000 companies, 29 s) answered nothing, static files
 * included, for all of it (the 14.7 s company overview of issue 27). Every statement, in a
 * transaction too, now lets waiting requests in first when the loop has not turned for
 * `turnEveryMs`; a transaction still holds the database itself until it ends.
 */
function givesTurns(client: PGlite): void {
  turnBeforeEach(client);
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    await turn();
    return transaction((tx) => {
      turnBeforeEach(tx);
      return callback(tx);
    });
  };
}
