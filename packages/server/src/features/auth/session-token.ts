import { createHash, randomBytes } from "node:crypto";

export const sessionCookieName = "tw_session";

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A cookie value we could have issued: 43 URL-safe characters. Anything else is ignored. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
