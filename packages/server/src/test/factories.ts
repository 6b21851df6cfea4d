import { randomBytes } from "node:crypto";
import type { OrganizationSettings } from "@tierwise/common/organization-settings";
import type { RoleKey } from "@tierwise/common/roles";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { memberships } from "../db/membership.table.ts";
import { organizations } from "../db/organization.table.ts";
import { users } from "../db/user.table.ts";
import { hashPassword } from "../features/auth/password-hash.ts";

export const defaultTestPassword = "correct horse battery staple 42";

const unique = () => randomBytes(4).toString("hex");

/** A new organisation of its own for each test. */
export async function buildOrganization(
  db: Database,
  overrides: Partial<typeof organizations.$inferInsert> & { settings?: OrganizationSettings } = {},
) {
  const [row] = await db
    .insert(organizations)
    .values({ name: `Test Organisation ${unique()}`, type: "customer", ...overrides })
    .returning();
  if (!row) throw new Error("organisation not created");
  return row;
}

/** A verified user with a password, optionally a member of organisations. */
export async function buildUser(
  db: Database,
  config: Config,
  options: {
    email?: string;
    password?: string;
    memberships?: { organizationId: string; role: RoleKey; active?: boolean }[];
    overrides?: Partial<typeof users.$inferInsert>;
  } = {},
) {
  const password = options.password ?? defaultTestPassword;
  const [user] = await db
    .insert(users)
    .values({
      email: (options.email ?? `user-${unique()}@example.test`).toLowerCase(),
      firstName: "Test",
      lastName: `User ${unique()}`,
      passwordHash: await hashPassword(config, password),
      verified: true,
      ...options.overrides,
    })
    .returning();
  if (!user) throw new Error("user not created");
  if (options.memberships?.length) {
    await db.insert(memberships).values(
      options.memberships.map((m) => ({
        userId: user.id,
        organizationId: m.organizationId,
        role: m.role,
        active: m.active ?? true,
      })),
    );
  }
  return { ...user, password };
}
