import { alertLimits, alertMessages } from "@tierwise/common/alerts";
import { alertFeedInputSchema, alertFeedUpdateSchema } from "@tierwise/common/inputs/alerts";
import { can } from "@tierwise/common/policy/can";
import { and, count, eq, ne, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import {
  AlreadyExistsError,
  ForbiddenError,
  LimitReachedError,
  UnmodifiableError,
} from "../../../core/errors.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { isUniqueViolation } from "../../../core/sql-support.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { alertFeeds } from "../alert-feed.table.ts";
import { type AlertFeedView, findVisibleFeed } from "./feed-read.service.ts";

export type AlertFeedResult = { feed: AlertFeedView };

/**
 * Serialises feed changes within one organisation, so two creations cannot both pass the name
 * check or both take a person's last feed. Released with the transaction.
 */
async function lockOrganizationFeeds(tx: Database, actor: TenantActor) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`alert-feeds:${actor.organizationId}`}, 0))`,
  );
}

/**
 * Names are unique per organisation ignoring case (spec 3 §5: "already exists"), and a default
 * feed's name is taken too: both stand in the same list.
 */
async function assertNameFree(tx: Database, actor: TenantActor, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: alertFeeds.id })
    .from(alertFeeds)
    .where(
      and(
        or(eq(alertFeeds.isDefault, true), ownedBy(actor, alertFeeds)),
        eq(sql`lower(${alertFeeds.name})`, name.toLowerCase()),
        except ? ne(alertFeeds.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AlreadyExistsError(alertMessages.feedExists);
}

/**
 * Runs a change of the organisation's feeds under its lock and answers with the feed as the
 * viewer now sees it. A racing request that slipped past the name check meets the unique index
 * instead: the same AlreadyExistsError.
 */
async function changeFeeds(
  deps: ServiceDeps,
  actor: TenantActor,
  change: (tx: Database) => Promise<string>,
): Promise<AlertFeedResult> {
  const id = await deps.db
    .transaction(async (tx) => {
      await lockOrganizationFeeds(tx, actor);
      return change(tx);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AlreadyExistsError(alertMessages.feedExists) : error;
    });
  return { feed: await findVisibleFeed(deps.db, actor, id) };
}

/** createAlertFeed: AlreadyExistsError on a taken name, LimitReachedError past feedsPerUser. */
export async function createAlertFeed(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
): Promise<AlertFeedResult> {
  authorize(actor, "alertFeeds.create");
  const input = parseInput(alertFeedInputSchema, args.input);
  return changeFeeds(deps, actor, async (tx) => {
    await assertNameFree(tx, actor, input.name);
    const [mine] = await tx
      .select({ n: count() })
      .from(alertFeeds)
      .where(ownedBy(actor, alertFeeds, eq(alertFeeds.authorId, actor.userId)));
    const limit = alertLimits.feedsPerUser;
    if ((mine?.n ?? 0) >= limit)
      throw new LimitReachedError(limit, alertMessages.feedLimitReached(limit));
    const created = await tenantData(tx, actor).insert(alertFeeds, {
      authorId: actor.userId,
      name: input.name,
      description: input.description || null,
      filter: input.filter,
    });
    return created.id;
  });
}

/**
 * The feed a change is about: NotFoundError when not visible, UnmodifiableError for a default
 * feed (spec 3 §3), ForbiddenError unless the author or an organisation admin asks.
 */
async function modifiableFeed(tx: Database, actor: TenantActor, id: string) {
  const feed = await findVisibleFeed(tx, actor, id);
  if (feed.isDefault) throw new UnmodifiableError(alertMessages.feedUnmodifiable);
  if (!can(actor, "alertFeeds.modify", feed))
    throw new ForbiddenError("Only the feed's author or an administrator can change it.");
  return feed;
}

/** updateAlertFeed: only the fields given change; a null description clears it. */
export async function updateAlertFeed(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
): Promise<AlertFeedResult> {
  authorize(actor, "alerts.read");
  const input = parseInput(alertFeedUpdateSchema, args.input);
  return changeFeeds(deps, actor, async (tx) => {
    const feed = await modifiableFeed(tx, actor, input.id);
    if (input.name !== undefined) await assertNameFree(tx, actor, input.name, feed.id);
    await tenantData(tx, actor).update(
      alertFeeds,
      {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.description === undefined ? {} : { description: input.description || null }),
        ...(input.filter === undefined ? {} : { filter: input.filter }),
        updatedAt: new Date(),
      },
      eq(alertFeeds.id, feed.id),
    );
    return feed.id;
  });
}

/** deleteAlertFeed: the feed and everyone's config of it go. */
export async function deleteAlertFeed(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<{ id: string }> {
  authorize(actor, "alerts.read");
  return deps.db.transaction(async (tx) => {
    const feed = await modifiableFeed(tx, actor, args.id);
    await tenantData(tx, actor).delete(alertFeeds, eq(alertFeeds.id, feed.id));
    return { id: feed.id };
  });
}
