import { defaultFeatureFlags, type FeatureFlags } from "@tierwise/common/feature-flags";
import type { ResolvedOrganizationSettings } from "@tierwise/common/organization-settings";
import { and, asc, count, eq } from "drizzle-orm";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { resolveOrganizationSettings } from "./viewer.ts";

export type CustomViewSettings = ResolvedOrganizationSettings["customView"];

/** What the session says about an organisation (SessionOrganization in the contract). */
export type SessionOrganizationView = {
  id: string;
  name: string;
  type: string;
  logoUrl: string | null;
  productName: string | null;
  brandColor: string | null;
  /** Every flag of common/feature-flags.ts, false unless the organisation turned it on. */
  featureFlags: FeatureFlags;
  customView: CustomViewSettings;
  totpRequired: boolean;
};

type OrganizationRow = typeof organizations.$inferSelect;

export function toSessionOrganization(
  row: OrganizationRow,
  settings: ResolvedOrganizationSettings = resolveOrganizationSettings(row.settings),
): SessionOrganizationView {
  const featureFlags = { ...defaultFeatureFlags };
  for (const [flag, on] of Object.entries(settings.featureFlags)) {
    if (flag in featureFlags && on !== undefined) featureFlags[flag as keyof FeatureFlags] = on;
  }
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    logoUrl: row.logoUrl,
    productName: row.productName,
    brandColor: row.brandColor,
    featureFlags,
    customView: settings.customView,
    totpRequired: featureFlags.totpMFAEnabled,
  };
}

/** Organisations the user may work in: active membership in an active organisation. */
export async function listUsableOrganizations(db: Database, userId: string) {
  const rows = await db
    .select({ organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.active, true),
        eq(organizations.active, true),
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map((row) => toSessionOrganization(row.organization));
}

/** All membership rows, usable or not: a user whose every organisation is gone may not sign in. */
export async function countMemberships(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return row?.total ?? 0;
}

/** The one usable organisation the user may switch to, or null (another org's id is not found). */
export async function findUsableOrganization(db: Database, userId: string, organizationId: string) {
  const [row] = await db
    .select({ organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, userId),
        ofOrganization(organizationId, memberships),
        eq(memberships.active, true),
        eq(organizations.active, true),
      ),
    )
    .limit(1);
  return row ? toSessionOrganization(row.organization) : null;
}
