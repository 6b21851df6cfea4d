import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../../../config.ts";
import { type Database, primaryDatabaseOf } from "../../../../db/client.ts";
import type { GroupedCounts } from "../aggregation-results.ts";
import type { NormalizedSearch } from "../search-params.ts";
import { aggregateIndex } from "./index-aggregate.ts";
import { IndexColumns } from "./index-columns.ts";
import { compileFilters, indexCanAnswer } from "./index-filters.ts";
import { loadAll, readChanges } from "./index-loader.ts";
import { sortBound } from "./index-sort.ts";

/**
 * The in-memory search index of one server process: every company's search columns (see
 * index-columns.ts), so advanced search counts facets and histograms over a million companies
 * in milliseconds instead of the seconds the same counts take in SQL on two cores.
 *
 * Always exact: before answering, it reads the companies written by transactions its last
 * snapshot could not see (by transaction id, see index-loader.ts), so a search sees every
 * change committed before it started. A deletion, a catch-up larger than `catchUpMaxRows` or a pool grown half stale
 * makes it load everything again; while a large table loads (seconds), searches are answered
 * by the database as before.
 */

export type IndexOptions = {
  /** Tables estimated smaller than this are loaded while the first search waits. */
  waitBelowRows?: number;
};

/** Changed companies a request reads itself; more are left to a background reload. */
export const catchUpMaxRows = 5_000;
export const waitBelowRowsDefault = 100_000;
/** Answers kept per index version: the results page and its facets ask the same question. */
const answersKept = 32;

type Logger = Pick<FastifyBaseLogger, "info" | "warn">;

type State = {
  columns: IndexColumns | null;
  /** The database snapshot the columns are complete up to (see index-loader.ts). */
  snapshot: string;
  loading: Promise<void> | null;
  /** Catch-ups run one after another; each request waits for one that started after it. */
  queue: Promise<unknown>;
  answers: Map<string, GroupedCounts>;
};

const states = new WeakMap<Database, State>();

/**
 * One index a process, kept from the primary even when the search itself reads the replica
 * (DATABASE_READ_URL): a second copy would double its memory, and catching up from the
 * primary's snapshots keeps it exact, as above.
 */
function stateOf(db: Database): State {
  let state = states.get(primaryDatabaseOf(db));
  if (!state) {
    state = {
      columns: null,
      snapshot: "0:0:",
      loading: null,
      queue: Promise.resolve(),
      answers: new Map(),
    };
    states.set(primaryDatabaseOf(db), state);
  }
  return state;
}

async function estimatedCompanies(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = 'companies'::regclass`,
  );
  // -1: never analysed (a new table): counted as empty.
  return Math.max(0, Number((result.rows[0] as { n?: number } | undefined)?.n ?? 0));
}

function load(db: Database, state: State, log: Logger): Promise<void> {
  state.loading ??= (async () => {
    const started = performance.now();
    // The columns in use (if any) keep answering until the new ones are complete.
    const columns = new IndexColumns();
    const snapshot = await loadAll(db, columns);
    state.columns = columns;
    state.snapshot = snapshot;
    state.answers.clear();
    log.info(
      { companies: columns.rows, ms: Math.round(performance.now() - started) },
      "search index loaded",
    );
  })()
    .catch((error) => {
      log.warn({ err: error }, "search index could not load; searches use the database");
    })
    .finally(() => {
      state.loading = null;
    });
  return state.loading;
}

/** Starts loading the index in the background (at server start), unless it is turned off. */
export function warmSearchIndex(db: Database, config: Pick<Config, "SEARCH_INDEX">, log: Logger) {
  if (config.SEARCH_INDEX === "off") return Promise.resolve();
  return load(db, stateOf(db), log);
}

/**
 * Applies what changed since the columns' snapshot. False when the columns cannot be used:
 * none are loaded, or companies were deleted (a reload starts).
 */
async function catchUp(db: Database, state: State, log: Logger): Promise<boolean> {
  for (;;) {
    const columns = state.columns;
    if (!columns) return false;
    const changes = await readChanges(db, state.snapshot, catchUpMaxRows);
    // A reload finished meanwhile: catch the new columns up instead.
    if (state.columns !== columns) continue;
    if (changes.kind === "reload") {
      state.columns = null;
      state.answers.clear();
      void load(db, state, log);
      return false;
    }
    if (changes.kind === "rows") {
      columns.setBatch(changes.batch);
      state.answers.clear();
      // Lists that changed left their old slots behind: load afresh, answering meanwhile.
      if (columns.wastedShare() > 0.5) void load(db, state, log);
    }
    state.snapshot = changes.snapshot;
    return true;
  }
}

/**
 * The index's columns, up to date with every change committed before this call, or null when
 * the database must answer (index off, a large table still loading, or loading failed).
 */
async function currentColumns(
  searchDb: Database,
  config: Pick<Config, "SEARCH_INDEX">,
  log: Logger,
  options: IndexOptions,
): Promise<IndexColumns | null> {
  if (config.SEARCH_INDEX === "off") return null;
  const db = primaryDatabaseOf(searchDb);
  const state = stateOf(db);
  let small: boolean | undefined;
  // Twice at most: a load that was already under way may predate this request's changes.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (state.columns) {
      const turn = state.queue.then(() => catchUp(db, state, log));
      state.queue = turn.catch(() => false);
      if (await turn) return state.columns;
    }
    small ??= (await estimatedCompanies(db)) < (options.waitBelowRows ?? waitBelowRowsDefault);
    const loading = load(db, state, log);
    if (!small) return null;
    await loading;
  }
  return null;
}

/**
 * Facet counts and histograms for the search from the index, or null when the database has to
 * compute them (see currentColumns, and indexCanAnswer for the searches it leaves to SQL).
 */
export async function indexedCounts(
  ctx: { db: Database; config: Pick<Config, "SEARCH_INDEX">; log: Logger },
  search: NormalizedSearch,
  options: IndexOptions = {},
): Promise<GroupedCounts | null> {
  if (!indexCanAnswer(search)) return null;
  const columns = await currentColumns(ctx.db, ctx.config, ctx.log, options);
  if (!columns) return null;
  const state = stateOf(ctx.db);
  const key = JSON.stringify([search.facets, search.ranges]);
  const kept = state.answers.get(key);
  if (kept) return kept;
  const counts = aggregateIndex(columns, compileFilters(columns, search));
  if (state.answers.size >= answersKept) state.answers.clear();
  state.answers.set(key, counts);
  return counts;
}

/**
 * For a search sorted by a metric, the bound past which its first `k` results cannot lie (see
 * index-sort.ts), or null when the database must sort every match.
 */
export async function indexedSortBound(
  ctx: { db: Database; config: Pick<Config, "SEARCH_INDEX">; log: Logger },
  search: NormalizedSearch,
  k: number,
  options: IndexOptions = {},
): Promise<number | null> {
  const { sort, sortDirection } = search.params;
  if (sort === "relevance" || sort === "displayName" || !indexCanAnswer(search)) return null;
  const columns = await currentColumns(ctx.db, ctx.config, ctx.log, options);
  if (!columns) return null;
  return sortBound(columns, compileFilters(columns, search), sort, sortDirection, k);
}
