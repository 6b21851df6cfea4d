import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { serverSecret } from "../../core/server-secret.ts";
import type { Database } from "../../db/client.ts";

/**
 * A supplier's personal link token: the link's id and an HMAC-SHA256, under a server secret
 * kept in the database, of that id with its workflow's and organisation's ids. So a token
 * names one link and is bound to one workflow of one organisation: a token not made here, or
 * changed by a single bit, or a link row pointed at another workflow, fails the signature. The
 * table keeps only the token's SHA-256 (the lookup key); expiry and use are decided there. The
 * server can make the same token again from the ids (reminders, a send-back), so no token is
 * ever stored. 66 characters: short enough for a URL path segment.
 */

const secretName = "workflow-links";

export type TokenClaims = { linkId: string; workflowId: string; organizationId: string };

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll("-", ""), "hex");
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const sign = (secret: string, claims: TokenClaims) =>
  createHmac("sha256", secret)
    .update(
      Buffer.concat([
        uuidBytes(claims.linkId),
        uuidBytes(claims.workflowId),
        uuidBytes(claims.organizationId),
      ]),
    )
    .digest();

/** The stored form of a token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function linkSecret(db: Database): Promise<string> {
  return serverSecret(db, secretName);
}

/** The token of a link; the secret read once, as a start for thousands of companies signs in a loop. */
export function makeTokenWith(secret: string, claims: TokenClaims): string {
  return `${uuidBytes(claims.linkId).toString("base64url")}.${sign(secret, claims).toString("base64url")}`;
}

/** The link id a well-formed token names (not yet verified), or null. */
export function linkIdOf(token: string): string | null {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined || token.length > 100) return null;
  const id = Buffer.from(encoded, "base64url");
  if (id.length !== 16 || id.toString("base64url") !== encoded) return null;
  return uuidOf(id);
}

/** Whether the token is the signed one of this link, workflow and organisation. */
export async function tokenMatches(db: Database, token: string, claims: TokenClaims) {
  const given = Buffer.from(token.split(".")[1] ?? "", "base64url");
  const expected = sign(await linkSecret(db), claims);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
