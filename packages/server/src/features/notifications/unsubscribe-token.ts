import { createHmac, timingSafeEqual } from "node:crypto";
import { type NotificationType, notificationTypes } from "@tierwise/common/notifications";
import type { Config } from "../../config.ts";
import { serverSecret } from "../../core/server-secret.ts";
import type { Database } from "../../db/client.ts";

/** The key that signs unsubscribe links: APP_SECRET, or one made and kept in the database. */
async function signingKey(db: Database, config: Config): Promise<string> {
  return config.APP_SECRET ?? serverSecret(db, "link-signing");
}

function sign(key: string, userId: string, type: string): string {
  return createHmac("sha256", key).update(`unsubscribe:v1:${userId}:${type}`).digest("base64url");
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isNotificationType(value: string): value is NotificationType {
  return Object.hasOwn(notificationTypes, value);
}

/** "{userId}.{type}.{HMAC-SHA256}": no expiry, since mail is read long after it is sent. */
export async function unsubscribeToken(
  db: Database,
  config: Config,
  userId: string,
  type: NotificationType,
): Promise<string> {
  return `${userId}.${type}.${sign(await signingKey(db, config), userId, type)}`;
}

/** The user and notification type a token names, or null when it is malformed or tampered with. */
export async function verifyUnsubscribeToken(
  db: Database,
  config: Config,
  token: string,
): Promise<{ userId: string; type: NotificationType } | null> {
  const parts = token.trim().split(".");
  if (parts.length !== 3) return null;
  const [userId = "", type = "", signature = ""] = parts;
  if (!uuidPattern.test(userId) || !isNotificationType(type)) return null;
  const expected = Buffer.from(sign(await signingKey(db, config), userId, type));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, type };
}

/** The link every notification e-mail carries: {PUBLIC_URL}/unsubscribe?token=… */
export async function unsubscribeLink(
  db: Database,
  config: Config,
  userId: string,
  type: NotificationType,
): Promise<string> {
  const token = await unsubscribeToken(db, config, userId, type);
  return `${config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}
