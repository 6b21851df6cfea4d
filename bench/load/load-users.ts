/**
 * The load test's people: `count` members (role `user`) of the demo organisation Acme
 * Industries, loaded beside the demo accounts the way the demo seed loads those (deterministic
 * ids, one argon2 hash of the shared password), so that a second run finds them in place.
 */
import { inArray } from "drizzle-orm";
import type { Config } from "../../packages/server/src/config.ts";
import { seedId } from "../../packages/server/src/core/deterministic-id.ts";
import type { Database } from "../../packages/server/src/db/client.ts";
import { memberships } from "../../packages/server/src/db/membership.table.ts";
import { users } from "../../packages/server/src/db/user.table.ts";
import { hashPassword } from "../../packages/server/src/features/auth/password-hash.ts";

export const loadUserEmail = (i: number) => `load-${String(i + 1).padStart(3, "0")}@acme.test`;

export async function seedLoadUsers(db: Database, config: Config, count: number) {
  const emails = Array.from({ length: count }, (_, i) => loadUserEmail(i));
  const ids = emails.map((email) => seedId(`user:${email}`));
  const present = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (present.length === count) return;
  const passwordHash = await hashPassword(config, config.SEED_PASSWORD ?? "");
  await db.transaction(async (tx) => {
    await tx.delete(users).where(inArray(users.id, ids));
    await tx.insert(users).values(
      emails.map((email, i) => ({
        id: ids[i] as string,
        email,
        firstName: "Load",
        lastName: `Tester ${i + 1}`,
        jobTitle: "Buyer",
        passwordHash,
        verified: true,
      })),
    );
    await tx.insert(memberships).values(
      ids.map((userId) => ({
        userId,
        organizationId: seedId("org:acme"),
        role: "user" as const,
      })),
    );
  });
}
