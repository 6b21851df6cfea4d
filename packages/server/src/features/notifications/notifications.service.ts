import { limits } from "@tierwise/common/limits";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { isUuid } from "../../core/ids.ts";
import { type PageArgs, paginate } from "../../core/paging.ts";
import { parseInput } from "../../core/parse-input.ts";
import type { Database } from "../../db/client.ts";
import { type NotificationView, notificationSources } from "./notification-sources.ts";

type Row = { kind: string; id: string };

/**
 * Every source's visible notifications of the reader as one relation (kind, id, created_at,
 * read_at). Notifications are the reader's own: no permission beyond being a member.
 */
function allRows(db: Database, actor: TenantActor): SQL | null {
  const parts = notificationSources().map(
    (source) =>
      sql`select ${source.kind}::text as kind, s.id, s.created_at, s.read_at from (${source.rows(db, actor)}) s`,
  );
  return parts.length === 0 ? null : sql.join(parts, sql` union all `);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The reader's notifications, newest first; `unreadOnly` leaves out the read ones. */
export async function notificationList(
  deps: ServiceDeps,
  actor: TenantActor,
  args: PageArgs & { unreadOnly?: boolean | null },
) {
  const all = allRows(deps.db, actor);
  const unread = args.unreadOnly ? sql`where n.read_at is null` : sql``;
  const page = await paginate<Row>(args, {
    defaultSize: 20,
    count: async () =>
      all
        ? Number(
            rowsOf<{ n: number }>(
              await deps.db.execute(sql`select count(*)::int as n from (${all}) n ${unread}`),
            )[0]?.n ?? 0,
          )
        : 0,
    fetch: async ({ offset, limit }) =>
      all
        ? rowsOf<Row>(
            await deps.db.execute(sql`select n.kind, n.id from (${all}) n ${unread}
              order by n.created_at desc, n.id desc limit ${limit} offset ${offset}`),
          )
        : [],
  });
  const views = new Map<string, NotificationView>();
  for (const source of notificationSources()) {
    const ids = page.items.filter((row) => row.kind === source.kind).map((row) => row.id);
    if (ids.length === 0) continue;
    for (const view of await source.describe(deps.db, actor, ids)) views.set(view.id, view);
  }
  return { ...page, items: page.items.flatMap((row) => views.get(row.id) ?? []) };
}

/** How many of the reader's visible notifications are unread (the bell's number). */
export async function unreadNotificationCount(
  deps: Pick<ServiceDeps, "db">,
  actor: TenantActor,
): Promise<number> {
  const all = allRows(deps.db, actor);
  if (!all) return 0;
  const result = await deps.db.execute(
    sql`select count(*)::int as n from (${all}) n where n.read_at is null`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

const idsSchema = z.object({
  ids: z.array(z.string()).min(1).max(limits.pageSizeMaximum),
});

/**
 * Marks notifications read. Ids that are not the reader's (someone else's, another
 * organisation's, malformed) are passed over, so the answer never tells whether they exist.
 */
export async function markNotificationsRead(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { ids: readonly string[] },
): Promise<{ unreadCount: number }> {
  const ids = parseInput(idsSchema, input).ids.filter(isUuid);
  if (ids.length > 0) {
    await deps.db.transaction(async (tx) => {
      for (const source of notificationSources()) await source.markRead(tx, actor, ids);
    });
  }
  return { unreadCount: await unreadNotificationCount(deps, actor) };
}

export async function markAllNotificationsRead(
  deps: ServiceDeps,
  actor: TenantActor,
): Promise<{ unreadCount: number }> {
  await deps.db.transaction(async (tx) => {
    for (const source of notificationSources()) await source.markRead(tx, actor, null);
  });
  return { unreadCount: await unreadNotificationCount(deps, actor) };
}
