import { defaultFeeds } from "@tierwise/common/alerts";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import { can } from "@tierwise/common/policy/can";
import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { NotFoundError } from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/user.table.ts";
import { displayName } from "../../comments/comment-view.ts";
import { alertFeeds, alertFeedUserConfigs } from "../alert-feed.table.ts";

/** A feed as one person sees it: with its author, their own config, and whether they may change it. */
export type AlertFeedView = {
  id: string;
  /** Default feeds only: the /alerts/{slug} route. */
  slug: string | null;
  name: string;
  description: string | null;
  filter: AlertFilter;
  isDefault: boolean;
  isAvailable: boolean;
  organizationId: string | null;
  authorId: string | null;
  author: { id: string; name: string } | null;
  userConfig: { favorite: boolean; emailNotifications: boolean };
  canModify: boolean;
};

export const feedNotFound = () => new NotFoundError("Alert feed not found.");

/** The feeds a member sees: every default feed and their own organisation's. */
export const visibleFeeds = (actor: TenantActor) =>
  or(eq(alertFeeds.isDefault, true), ownedBy(actor, alertFeeds)) as SQL;

/** Default feeds first, in common defaultFeeds' order; then the organisation's by name. */
const defaultFeedOrder = sql`array_position(array[${sql.join(
  defaultFeeds.map((feed) => sql`${feed.slug}`),
  sql`, `,
)}]::text[], ${alertFeeds.slug})`;

async function selectFeeds(db: Database, actor: TenantActor, where: SQL): Promise<AlertFeedView[]> {
  const rows = await db
    .select({ feed: alertFeeds, author: users, config: alertFeedUserConfigs })
    .from(alertFeeds)
    .leftJoin(users, eq(users.id, alertFeeds.authorId))
    .leftJoin(
      alertFeedUserConfigs,
      ownedBy(
        actor,
        alertFeedUserConfigs,
        eq(alertFeedUserConfigs.feedId, alertFeeds.id),
        eq(alertFeedUserConfigs.userId, actor.userId),
      ),
    )
    .where(and(visibleFeeds(actor), where))
    .orderBy(
      desc(alertFeeds.isDefault),
      defaultFeedOrder,
      asc(sql`lower(${alertFeeds.name})`),
      asc(alertFeeds.id),
    );
  return rows.map(({ feed, author, config }) => ({
    id: feed.id,
    slug: feed.slug,
    name: feed.name,
    description: feed.description,
    filter: feed.filter,
    isDefault: feed.isDefault,
    isAvailable: feed.isAvailable,
    organizationId: feed.organizationId,
    authorId: feed.authorId,
    author: author ? { id: author.id, name: displayName(author) } : null,
    userConfig: {
      favorite: config?.favorite ?? false,
      emailNotifications: config?.emailNotifications ?? false,
    },
    canModify: can(actor, "alertFeeds.modify", feed),
  }));
}

/** alertFeeds: the default feeds first, then the organisation's (spec 3 §7). */
export async function listAlertFeeds(
  deps: ServiceDeps,
  actor: TenantActor,
): Promise<AlertFeedView[]> {
  authorize(actor, "alerts.read");
  return selectFeeds(deps.db, actor, sql`true`);
}

/** One visible feed, or null (another organisation's feed is simply not there). */
export async function getAlertFeed(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<AlertFeedView | null> {
  authorize(actor, "alerts.read");
  if (!isUuid(args.id)) return null;
  const [feed] = await selectFeeds(deps.db, actor, eq(alertFeeds.id, args.id));
  return feed ?? null;
}

/** One visible feed for a change; NotFoundError otherwise. */
export async function findVisibleFeed(
  db: Database,
  actor: TenantActor,
  id: string,
): Promise<AlertFeedView> {
  if (!isUuid(id)) throw feedNotFound();
  const [feed] = await selectFeeds(db, actor, eq(alertFeeds.id, id));
  if (!feed) throw feedNotFound();
  return feed;
}
