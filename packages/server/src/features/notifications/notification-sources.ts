import type { SQL } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { Database } from "../../db/client.ts";

/** One in-app notification as its reader sees it. */
export type NotificationView = {
  id: string;
  /** The source's kind, e.g. "mention". */
  kind: string;
  createdAt: Date;
  readAt: Date | null;
  /** "Ada Lovelace mentioned you in a note" */
  title: string;
  /** A short plain-text extract of what it is about. */
  excerpt: string;
  /** Where it leads, a path of the web app (e.g. the wall with the comment highlighted). */
  link: string;
};

/**
 * A kind of notification, kept by the feature it is about. Features tell the notifications
 * feature about themselves (comments imports this, never the other way round: comments already
 * uses notifications' mail), so the list, counts and marking stay here while each source
 * decides which of its rows the reader may still see.
 */
export type NotificationSource = {
  kind: string;
  /**
   * The reader's own notifications of this organisation that they may still see, as a query
   * whose columns are `id` (uuid), `created_at` and `read_at`.
   */
  rows(db: Database, actor: TenantActor): SQL;
  /** The notifications of these ids (already checked by `rows`) as views. */
  describe(db: Database, actor: TenantActor, ids: readonly string[]): Promise<NotificationView[]>;
  /** Marks the reader's own notifications read: these ids, or all with null. */
  markRead(db: Database, actor: TenantActor, ids: readonly string[] | null): Promise<void>;
};

const sources = new Map<string, NotificationSource>();

/** Called once by each feature that notifies, when its module loads. */
export function registerNotificationSource(source: NotificationSource): void {
  sources.set(source.kind, source);
}

export function notificationSources(): NotificationSource[] {
  return [...sources.values()];
}
