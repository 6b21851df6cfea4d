import { feedUserConfigSchema } from "@tierwise/common/inputs/alerts";
import { eq } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { ofOrganization } from "../../../core/tenant.ts";
import { alertFeedUserConfigs } from "../alert-feed.table.ts";
import { findVisibleFeed } from "./feed-read.service.ts";
import type { AlertFeedResult } from "./feed-write.service.ts";

/** One person's config of one feed in one organisation: a row of alert_feed_user_configs. */
export type FeedConfigKey = { feedId: string; userId: string; organizationId: string };

export const feedConfigOf = (key: FeedConfigKey) =>
  ofOrganization(
    key.organizationId,
    alertFeedUserConfigs,
    eq(alertFeedUserConfigs.feedId, key.feedId),
    eq(alertFeedUserConfigs.userId, key.userId),
  );

/**
 * upsertFeedUserConfig (spec 3 §4: favourite and e-mail notification per person and feed). Any
 * member may set their own config on every feed they see, default feeds included. Turning
 * e-mail on starts the digest from now, so the first one does not carry the feed's whole past.
 */
export async function upsertFeedUserConfig(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
): Promise<AlertFeedResult> {
  authorize(actor, "alerts.read");
  const input = parseInput(feedUserConfigSchema, args.input);
  await deps.db.transaction(async (tx) => {
    const feed = await findVisibleFeed(tx, actor, input.feedId);
    const key: FeedConfigKey = {
      feedId: feed.id,
      userId: actor.userId,
      organizationId: actor.organizationId,
    };
    const [before] = await tx
      .select()
      .from(alertFeedUserConfigs)
      .where(feedConfigOf(key))
      .for("update");
    const emailTurnedOn = input.emailNotifications === true && !before?.emailNotifications;
    const changes = {
      ...(input.favorite === undefined ? {} : { favorite: input.favorite }),
      ...(input.emailNotifications === undefined
        ? {}
        : { emailNotifications: input.emailNotifications }),
      ...(emailTurnedOn ? { lastDigestAt: new Date() } : {}),
    };
    await tx
      .insert(alertFeedUserConfigs)
      .values({ ...key, ...changes })
      .onConflictDoUpdate({
        target: [
          alertFeedUserConfigs.feedId,
          alertFeedUserConfigs.userId,
          alertFeedUserConfigs.organizationId,
        ],
        set: Object.keys(changes).length ? changes : { feedId: key.feedId },
      });
  });
  return { feed: await findVisibleFeed(deps.db, actor, input.feedId) };
}
