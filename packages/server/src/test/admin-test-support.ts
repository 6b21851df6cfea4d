import type { RoleKey } from "@tierwise/common/roles";
import { buildOrganization, buildUser } from "./factories.ts";
import type { Harness, TestClient } from "./harness.ts";

export type Actor =
  | "tierwise_admin"
  | "organization_admin"
  | "user"
  | "tierwise_for_teams_admin"
  | "tierwise_for_teams_member"
  | "other_org_admin"
  | "signed_out";

/**
 * Every kind of caller the permission and isolation tests use: the five roles (provider,
 * customer and teams organisations), an admin of an unrelated organisation, and no one.
 */
export async function buildWorld(h: Harness, settings: { userAccountLimit?: number } = {}) {
  const db = h.database.db;
  const provider = await buildOrganization(db, {
    type: "provider",
    settings: { allowedRoles: ["tierwise_admin", "organization_admin", "user"] },
  });
  const customer = await buildOrganization(db, {
    settings: { allowedRoles: ["organization_admin", "user"], jobTitles: ["Buyer"], ...settings },
  });
  const teamsOrg = await buildOrganization(db, {
    type: "teams",
    settings: {
      allowedRoles: ["tierwise_for_teams_admin", "tierwise_for_teams_member"],
      defaultRole: "tierwise_for_teams_member",
    },
  });
  const other = await buildOrganization(db);
  const member = async (organizationId: string, role: RoleKey) => {
    const user = await buildUser(db, h.config, { memberships: [{ organizationId, role }] });
    return { user, client: await h.signIn(user.email, user.password) };
  };
  const actors = {
    tierwise_admin: await member(provider.id, "tierwise_admin"),
    organization_admin: await member(customer.id, "organization_admin"),
    user: await member(customer.id, "user"),
    tierwise_for_teams_admin: await member(teamsOrg.id, "tierwise_for_teams_admin"),
    tierwise_for_teams_member: await member(teamsOrg.id, "tierwise_for_teams_member"),
    other_org_admin: await member(other.id, "organization_admin"),
  };
  const client = (actor: Actor): TestClient =>
    actor === "signed_out" ? h.client() : actors[actor].client;
  return { provider, customer, teamsOrg, other, actors, client, member };
}

/** How an answer came out: a thrown code, an in-band error's type name, or success. */
export function outcome(answer: {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
}): string {
  const code = answer.errors?.[0]?.extensions?.code;
  if (code) return code;
  const value = Object.values(answer.data ?? {})[0] as { __typename?: string } | null;
  const typename = value?.__typename;
  if (typename && /Error$/.test(typename)) return typename;
  return "ok";
}

export const errorFields = "__typename ... on Error { message }";
