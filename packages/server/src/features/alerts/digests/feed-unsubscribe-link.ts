import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../../config.ts";
import { isUuid } from "../../../core/ids.ts";
import { serverSecret } from "../../../core/server-secret.ts";
import type { Database } from "../../../db/client.ts";
import type { FeedConfigKey } from "../feeds/feed-user-config.service.ts";

/**
 * The signature over a digest key. The key that signs notification unsubscribe links signs
 * these too (APP_SECRET, else the stored "link-signing" secret); the "alert-feed-digest" label
 * keeps a signature made for one kind of link from being valid for the other.
 */
async function signature(db: Database, config: Config, key: FeedConfigKey): Promise<string> {
  const secret = config.APP_SECRET ?? (await serverSecret(db, "link-signing"));
  return createHmac("sha256", secret)
    .update(`alert-feed-digest:v1:${key.userId}:${key.organizationId}:${key.feedId}`)
    .digest("base64url");
}

/**
 * The link at the foot of every digest: {PUBLIC_URL}/unsubscribe/alert-feed?token=…, a public
 * page (/unsubscribe/*) that calls unsubscribeAlertFeedDigest. No expiry: mail is read late.
 */
export async function feedUnsubscribeLink(
  db: Database,
  config: Config,
  key: FeedConfigKey,
): Promise<string> {
  const token = [key.userId, key.organizationId, key.feedId, await signature(db, config, key)];
  return `${config.publicUrl}/unsubscribe/alert-feed?token=${encodeURIComponent(token.join("."))}`;
}

/** The key a token names, or null when it is malformed or its signature does not match. */
export async function verifyFeedUnsubscribeToken(
  db: Database,
  config: Config,
  token: string,
): Promise<FeedConfigKey | null> {
  const parts = token.trim().split(".");
  if (parts.length !== 4 || !parts.slice(0, 3).every(isUuid)) return null;
  const [userId = "", organizationId = "", feedId = "", given = ""] = parts;
  const key = { userId, organizationId, feedId };
  const expected = Buffer.from(await signature(db, config, key));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected) ? key : null;
}
