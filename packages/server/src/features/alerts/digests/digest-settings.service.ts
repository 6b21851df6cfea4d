import { preferredEmailHourSchema } from "@tierwise/common/inputs/alerts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { users } from "../../../db/user.table.ts";
import { LinkExpiredError } from "../../auth/auth-errors.ts";
import { alertFeeds, alertFeedUserConfigs } from "../alert-feed.table.ts";
import { feedConfigOf } from "../feeds/feed-user-config.service.ts";
import { verifyFeedUnsubscribeToken } from "./feed-unsubscribe-link.ts";

/**
 * preferredEmailHour: the UTC hour digests go out at, or null when the person has not chosen one
 * (then config ALERT_DIGEST_DEFAULT_HOUR). It is the account page's preferred e-mail hour
 * (users.preferences), so a person has one hour for every e-mail digest.
 */
export async function preferredEmailHour(_deps: ServiceDeps, actor: Actor): Promise<number | null> {
  return actor.user.preferences.preferredEmailHour ?? null;
}

/** updatePreferredEmailHour(utcHour) (spec 3 §7): 0 to 23. */
export async function updatePreferredEmailHour(
  deps: ServiceDeps,
  actor: Actor,
  args: { utcHour: number },
): Promise<number> {
  const { utcHour } = parseInput(preferredEmailHourSchema, args);
  await deps.db.transaction(async (tx) => {
    // Read afresh under a lock: the account page writes the same preferences document.
    const [user] = await tx
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for("update");
    await tx
      .update(users)
      .set({ preferences: { ...user?.preferences, preferredEmailHour: utcHour } })
      .where(eq(users.id, actor.userId));
  });
  return utcHour;
}

/**
 * unsubscribeAlertFeedDigest (public, no sign-in): the signed link in a digest turns that
 * feed's e-mail notifications off for that person in that organisation. A bad or tampered
 * token, or one for a feed deleted since, is LinkExpiredError; a second use is harmless.
 */
export async function unsubscribeAlertFeedDigest(
  deps: ServiceDeps,
  input: unknown,
): Promise<{ feedName: string }> {
  const { token } = parseInput(z.object({ token: z.string().max(500) }), input);
  const key = await verifyFeedUnsubscribeToken(deps.db, deps.config, token);
  if (!key) throw new LinkExpiredError();
  const [feed] = await deps.db
    .select({ name: alertFeeds.name })
    .from(alertFeeds)
    .where(eq(alertFeeds.id, key.feedId));
  if (!feed) throw new LinkExpiredError();
  await deps.db
    .update(alertFeedUserConfigs)
    .set({ emailNotifications: false })
    .where(feedConfigOf(key));
  deps.log.info(key, "unsubscribed from an alert feed digest");
  return { feedName: feed.name };
}
