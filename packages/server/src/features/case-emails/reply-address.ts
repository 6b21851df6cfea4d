import { randomBytes, randomUUID } from "node:crypto";

/**
 * A thread's reply token: 32 base32 characters, 160 random bits (lower case, so that mail
 * systems that lower-case local parts keep it intact). Unguessable: a reply address is the only
 * proof an inbound message belongs to a thread, so it must not be enumerable.
 */
export function newReplyToken(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  // 256 is a multiple of 32, so every character is equally likely.
  return [...randomBytes(32)].map((byte) => alphabet[byte % 32]).join("");
}

/** `case+{token}@{domain}`: Reply-To of every e-mail of the thread, and its bounce address. */
export function replyAddressOf(token: string, domain: string): string {
  return `case+${token}@${domain}`;
}

const tokenPattern = /^case\+([a-z2-7]{16,64})$/;

/** The token of a reply address on our inbound domain; null for any other address. */
export function replyTokenOf(address: string, domain: string): string | null {
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  return tokenPattern.exec(address.slice(0, at).toLowerCase())?.[1] ?? null;
}

/** Whether an address is on our inbound domain (reply addresses are machinery, not people). */
export function isInboundAddress(address: string, domain: string): boolean {
  return address.toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}

/** A Message-ID of ours, unique across organisations: what In-Reply-To of a reply points at. */
export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}
