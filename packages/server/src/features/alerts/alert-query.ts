import { alertLimits } from "@tierwise/common/alerts";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import { limits } from "@tierwise/common/limits";
import { type SQL, sql } from "drizzle-orm";
import {
  FirstAndLastRequestedError,
  IncorrectCursorError,
  NegativeNumberOfResultsError,
  TooManyResultsRequestedError,
} from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import type { PageInfo } from "../../core/paging.ts";
import type { Database } from "../../db/client.ts";
import { filterConditions, readsAlertRow, resolveAlertFilter } from "./alert-filter-sql.ts";
import { type AlertViewer, alertSource } from "./alert-visibility.ts";

/**
 * The alert engine's reads: a feed page, a capped count, the ids a filter matches. Each is one
 * statement over the organisation's visible alerts (alert-visibility) with the filter's
 * conditions (alert-filter-sql) and the viewer's metadata row `m`, newest first by
 * (publishedAt, id). The feeds, the bulk read and the digests read alerts through these too.
 */

/** The rows of a statement written out in SQL (execute's result is typed per driver). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

type Matching = { from: SQL; where: SQL; id: SQL; publishedAt: SQL };

async function matching(
  db: Database,
  viewer: AlertViewer,
  filter: AlertFilter,
  extra: (key: SQL) => SQL[] = () => [],
): Promise<Matching> {
  const source = alertSource(viewer, readsAlertRow(filter));
  const key = sql`(${source.publishedAt}, ${source.id})`;
  const resolved = await resolveAlertFilter(db, viewer, filter);
  const conditions = [...filterConditions(viewer, source, resolved), ...extra(key)];
  return {
    from: sql`${source.from} left join alert_user_metadata m
      on m.user_id = ${viewer.userId}::uuid and m.alert_id = ${source.id}`,
    where: conditions.length ? sql.join(conditions, sql` and `) : sql`true`,
    id: source.id,
    publishedAt: source.publishedAt,
  };
}

/** At most `limit` of the matching alerts counted: the unread marker needs 101, never millions. */
export async function countAlerts(
  db: Database,
  viewer: AlertViewer,
  filter: AlertFilter,
  limit: number,
): Promise<number> {
  const q = await matching(db, viewer, filter);
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${q.from} where ${q.where} limit ${limit}) t`,
  );
  return Number(row?.n ?? 0);
}

/** The matching alerts' ids, newest first, `offset` and `limit` as the older list asks. */
export async function matchingAlertIds(
  db: Database,
  viewer: AlertViewer,
  filter: AlertFilter,
  window: { offset?: number; limit: number },
): Promise<string[]> {
  const q = await matching(db, viewer, filter);
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select ${q.id} as id from ${q.from} where ${q.where}
      order by ${q.publishedAt} desc, ${q.id} desc offset ${window.offset ?? 0} limit ${window.limit}`,
  );
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- cursor pages

export type AlertPageArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
};

/** A position in the newest-first order: the alert's publication time (UTC, microseconds) and id. */
type Position = { publishedAt: string; id: string };
const cursorPrefix = "alert:";
const positionTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeAlertCursor(position: Position): string {
  return Buffer.from(`${cursorPrefix}${position.publishedAt}|${position.id}`).toString("base64url");
}

export function decodeAlertCursor(cursor: string): Position {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const [publishedAt = "", id = ""] = text.slice(cursorPrefix.length).split("|");
  if (!text.startsWith(cursorPrefix) || !positionTime.test(publishedAt) || !isUuid(id))
    throw new IncorrectCursorError();
  return { publishedAt, id };
}

/** The paging rules (spec 3 §5): not first and last, no negative count, at most the maximum. */
function pageRequest(args: AlertPageArgs) {
  if (args.first != null && args.last != null) throw new FirstAndLastRequestedError();
  for (const count of [args.first, args.last])
    if (count != null && count < 0) throw new NegativeNumberOfResultsError();
  const size = args.first ?? args.last ?? alertLimits.feedPageSize;
  if (size > limits.pageSizeMaximum)
    throw new TooManyResultsRequestedError(limits.pageSizeMaximum, size);
  return {
    size,
    backward: args.last != null,
    after: args.after ? decodeAlertCursor(args.after) : null,
    before: args.before ? decodeAlertCursor(args.before) : null,
  };
}

const positionSql = (position: Position) =>
  sql`(${position.publishedAt}::timestamptz, ${position.id}::uuid)`;

/**
 * One page of the feed by keyset (spec 3 §9: 30 a page): `first`/`after` read on towards older
 * alerts, `last`/`before` back towards newer ones. A cursor names a position, so a page stays
 * right while new alerts arrive, and a deep page costs what the first does.
 */
export async function alertPage(
  db: Database,
  viewer: AlertViewer,
  filter: AlertFilter,
  args: AlertPageArgs,
): Promise<{ ids: string[]; pageInfo: PageInfo }> {
  const request = pageRequest(args);
  const q = await matching(db, viewer, filter, (key) => [
    ...(request.after ? [sql`${key} < ${positionSql(request.after)}`] : []),
    ...(request.before ? [sql`${key} > ${positionSql(request.before)}`] : []),
  ]);
  const order = request.backward ? sql`asc` : sql`desc`;
  const rows =
    request.size === 0
      ? []
      : await selectRows<Position>(
          db,
          sql`select ${q.id} as id,
              to_char(${q.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "publishedAt"
            from ${q.from} where ${q.where}
            order by ${q.publishedAt} ${order}, ${q.id} ${order} limit ${request.size + 1}`,
        );
  const more = rows.length > request.size;
  const page = rows.slice(0, request.size);
  if (request.backward) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  return {
    ids: page.map((row) => row.id),
    pageInfo: {
      hasNextPage: request.backward ? request.before !== null : more,
      hasPreviousPage: request.backward ? more : request.after !== null,
      startCursor: first ? encodeAlertCursor(first) : null,
      endCursor: last ? encodeAlertCursor(last) : null,
    },
  };
}
