import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStepAt,
} from "./totp.ts";

// RFC 6238 appendix B uses the ASCII key "12345678901234567890" (SHA-1, 8 digits); the 6-digit
// codes are the last six digits of the published values.
const rfcKey = Buffer.from("12345678901234567890");
const rfcVectors: [number, string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

describe("TOTP (RFC 6238)", () => {
  it("matches the RFC test vectors", () => {
    for (const [seconds, code] of rfcVectors) {
      expect(hotp(rfcKey, totpStepAt(seconds * 1000))).toBe(code);
    }
  });

  it("round-trips base32", () => {
    const bytes = Buffer.from("any bytes at all \u0000\u00ff");
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
  });

  it("agrees with otplib", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    expect(totpCode(secret, now)).toBe(generateSync({ secret, epoch: Math.floor(now / 1000) }));
  });

  it("accepts one step of drift and refuses replayed steps", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const step = totpStepAt(now);
    expect(matchTotp(secret, totpCode(secret, now), { timeMs: now })).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), { timeMs: now })).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), { timeMs: now })).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 90_000), { timeMs: now })).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now), { timeMs: now, afterStep: step })).toBeNull();
    expect(matchTotp(secret, "12345", { timeMs: now })).toBeNull();
  });

  it("builds an otpauth URL authenticator apps read", () => {
    const url = new URL(otpauthUrl("JBSWY3DPEHPK3PXP", "ann@example.test"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Tierwise:ann@example.test");
    expect(url.searchParams.get("issuer")).toBe("Tierwise");
    expect(url.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
  });
});
