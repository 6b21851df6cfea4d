import { hash, verify } from "@node-rs/argon2";
import type { Config } from "../../config.ts";

// @node-rs/argon2 exports Algorithm as a const enum, which type stripping cannot read: 2 is Argon2id.
const argon2id = 2;

export function hashPassword(config: Config, password: string): Promise<string> {
  return hash(password, {
    algorithm: argon2id,
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
    parallelism: 1,
  });
}

/** A hash of a random string, verified against when the e-mail is unknown, so timing does not tell. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  config: Config,
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(config, "decoy-password-never-used");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
