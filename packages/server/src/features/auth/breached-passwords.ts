import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";

/** What a breach check found: null when the password is not known to be breached. */
export type BreachFinding = { count: number | null } | null;

let bundled: Map<string, number | null> | undefined;

/** The bundled list (breached-passwords.txt), read once on first use. */
function bundledList(): Map<string, number | null> {
  if (!bundled) {
    const text = readFileSync(new URL("./breached-passwords.txt", import.meta.url), "utf8");
    bundled = new Map();
    for (const line of text.split("\n")) {
      if (!line || line.startsWith("#")) continue;
      const [password = "", count] = line.split("\t");
      bundled.set(password, count ? Number(count) : null);
    }
  }
  return bundled;
}

export function bundledListSize(): number {
  return bundledList().size;
}

/** Case-insensitive: "Password1" is as guessable as "password1". */
export function findInBundledList(password: string): BreachFinding {
  const list = bundledList();
  const key = password.toLowerCase();
  return list.has(key) ? { count: list.get(key) ?? null } : null;
}

/**
 * Reads a k-anonymity range answer ("SUFFIX:COUNT" per line, hex upper case) and returns the
 * count for our suffix. Padding entries with count 0 mean "not breached".
 */
export function parseRangeResponse(body: string, suffix: string): number | null {
  const wanted = suffix.toUpperCase();
  for (const line of body.split(/\r?\n/)) {
    const [lineSuffix, rawCount] = line.trim().split(":");
    if (lineSuffix?.toUpperCase() !== wanted) continue;
    const count = Number(rawCount);
    return Number.isInteger(count) && count > 0 ? count : null;
  }
  return null;
}

/**
 * Asks a range API (Pwned Passwords protocol) about the password: only the first five hex
 * characters of its SHA-1 leave the server. Any failure is logged and treated as "not found",
 * so an unreachable API never blocks a password change.
 */
export async function checkRangeApi(
  apiUrl: string,
  password: string,
  log: Pick<FastifyBaseLogger, "warn">,
  timeoutMs = 3000,
): Promise<BreachFinding> {
  const digest = createHash("sha1").update(password).digest("hex").toUpperCase();
  const prefix = digest.slice(0, 5);
  try {
    const response = await fetch(`${apiUrl}${prefix}`, {
      headers: { "add-padding": "true", "user-agent": "Tierwise" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`range API answered ${response.status}`);
    const count = parseRangeResponse(await response.text(), digest.slice(5));
    return count === null ? null : { count };
  } catch (err) {
    log.warn({ err }, "breached-password range API unavailable; using the bundled list only");
    return null;
  }
}

export async function findBreach(
  config: Config,
  log: Pick<FastifyBaseLogger, "warn">,
  password: string,
): Promise<BreachFinding> {
  const local = findInBundledList(password);
  if (local || !config.BREACHED_PASSWORD_RANGE_API) return local;
  return checkRangeApi(config.BREACHED_PASSWORD_RANGE_API, password, log);
}
