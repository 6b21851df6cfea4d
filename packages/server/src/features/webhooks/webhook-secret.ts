import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { serverSecret } from "../../core/server-secret.ts";
import type { Database } from "../../db/client.ts";

/**
 * Signing secrets and signatures, Standard Webhooks style (https://www.standardwebhooks.com):
 * `whsec_` and 32 random bytes in base64; the signature is HMAC-SHA256 over
 * `${webhook-id}.${webhook-timestamp}.${body}` keyed by those bytes, sent as `v1,<base64>`.
 * node:crypto does all of it in a few lines, so no signing package is needed; the tests verify
 * with the documented recipe written out independently.
 */
const secretPrefix = "whsec_";

export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString("base64")}`;
}

/** Shown in lists so people can tell secrets apart; 6 characters of 256 bits reveal nothing. */
export function displayPrefixOf(secret: string): string {
  return secret.slice(0, secretPrefix.length + 6);
}

export function webhookSignature(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice(secretPrefix.length), "base64");
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/**
 * The secret is kept encrypted (AES-256-GCM) under a key of the server's own (server_secrets),
 * so a copy of the webhook table alone — an export, a support dump — does not carry usable
 * secrets. The key lives in the same database: this is not protection against someone who
 * holds all of it.
 */
async function encryptionKey(db: Database) {
  return createHash("sha256")
    .update(await serverSecret(db, "webhook-secret-encryption"))
    .digest();
}

export async function encryptWebhookSecret(db: Database, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await encryptionKey(db), iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64"));
  return ["v1", ...parts].join(".");
}

export async function decryptWebhookSecret(db: Database, stored: string): Promise<string> {
  const [, iv, tag, data] = stored.split(".").map((part) => Buffer.from(part, "base64"));
  if (!iv || !tag || !data) throw new Error("stored webhook secret is malformed");
  const decipher = createDecipheriv("aes-256-gcm", await encryptionKey(db), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
