import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * RFC 6238 TOTP (SHA-1, 30-second steps, 6 digits), the parameters every authenticator app
 * uses. Written on node:crypto because we need the matched time step (each code works once).
 */
export const totpPeriodSeconds = 30;
export const totpDigits = 6;

const base32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error("not a base32 string");
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 160 random bits, the size RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function totpStepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / totpPeriodSeconds);
}

export function hotp(key: Buffer, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function totpCode(secret: string, timeMs = Date.now()): string {
  return hotp(base32Decode(secret), totpStepAt(timeMs));
}

/**
 * The time step a code belongs to, or null. Steps at or before `afterStep` are refused, so a
 * code that was accepted once (or any older one) cannot be replayed.
 */
export function matchTotp(
  secret: string,
  code: string,
  options: { afterStep?: number | null; timeMs?: number } = {},
): number | null {
  const key = base32Decode(secret);
  const now = totpStepAt(options.timeMs ?? Date.now());
  const given = Buffer.from(code);
  // One step either side of now still counts, for clock drift between phone and server.
  for (const step of [now, now - 1, now + 1]) {
    if (options.afterStep != null && step <= options.afterStep) continue;
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

export function otpauthUrl(secret: string, accountEmail: string, issuer = "Tierwise"): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountEmail)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(totpDigits),
    period: String(totpPeriodSeconds),
  });
  return `otpauth://totp/${label}?${query}`;
}
