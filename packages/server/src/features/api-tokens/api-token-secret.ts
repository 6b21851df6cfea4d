import { createHash, randomBytes } from "node:crypto";

/** Every secret starts so, which lets secret scanners (and people) recognise a Tierwise token. */
const secretPrefix = "tw_";

/** 256 random bits, URL-safe, behind the recognisable prefix. */
export function newApiTokenSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString("base64url")}`;
}

/**
 * sha256, not argon2: the secret is 256 random bits, so no guessing attack can use a fast hash
 * (argon2's slowness protects low-entropy passwords), and every API request must look the token
 * up by its hash in one indexed read, which a salted slow hash would make impossible.
 */
export function hashApiTokenSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Shown in lists so people can tell their tokens apart; 6 random characters reveal nothing useful. */
export function displayPrefixOf(secret: string): string {
  return secret.slice(0, secretPrefix.length + 6);
}

/** A secret we could have issued; anything else is refused without a database read. */
export function isWellFormedApiTokenSecret(value: string): boolean {
  return /^tw_[A-Za-z0-9_-]{43}$/.test(value);
}

/** Does the Authorization header use the Bearer scheme (whatever follows)? */
export function isBearerHeader(header: string | undefined): header is string {
  return header !== undefined && /^Bearer(\s|$)/i.test(header);
}

/**
 * The secret of an `Authorization: Bearer …` header; "malformed" when the Bearer value is not a
 * token we could have issued; null without a Bearer header. Other schemes are not ours (a proxy's
 * Basic authentication in front of the app) and leave the request to its cookie.
 */
export function bearerSecretOf(header: string | undefined): string | "malformed" | null {
  if (!isBearerHeader(header)) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1] || !isWellFormedApiTokenSecret(match[1])) return "malformed";
  return match[1];
}
