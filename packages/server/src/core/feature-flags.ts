import {
  booleanFeatureFlags,
  defaultFeatureFlags,
  type FeatureFlags,
} from "@tierwise/common/feature-flags";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { featureFlagOverrides } from "../db/feature-flag-override.table.ts";

/** What the flag service is keyed by (spec 1 §6.4). */
export type FlagKey = {
  userId: string | null;
  organizationId: string | null;
  programs: string[];
  internal: boolean;
};

export type ResolvedFlags = { key: FlagKey; flags: FeatureFlags };

/**
 * The flags for one key: the organisation's settings, then program overrides, then user
 * overrides (most specific wins). Anonymous visitors and viewers without an organisation get
 * every flag off.
 */
export async function resolveFeatureFlags(
  db: Database,
  key: FlagKey,
  organizationFlags: Partial<FeatureFlags>,
): Promise<FeatureFlags> {
  const flags: FeatureFlags = { ...defaultFeatureFlags };
  for (const flag of booleanFeatureFlags) {
    const value = organizationFlags[flag];
    if (value !== undefined) flags[flag] = value;
  }
  if (!key.organizationId) return flags;
  const scopes = [
    key.programs.length
      ? and(
          eq(featureFlagOverrides.scope, "program"),
          inArray(featureFlagOverrides.key, key.programs),
        )
      : undefined,
    key.userId
      ? and(eq(featureFlagOverrides.scope, "user"), eq(featureFlagOverrides.key, key.userId))
      : undefined,
  ].filter((s) => s !== undefined);
  if (scopes.length === 0) return flags;
  const overrides = await db
    .select()
    .from(featureFlagOverrides)
    .where(and(eq(featureFlagOverrides.organizationId, key.organizationId), or(...scopes)));
  for (const scope of ["program", "user"] as const) {
    for (const override of overrides) {
      if (override.scope === scope && override.flag in flags) flags[override.flag] = override.value;
    }
  }
  return flags;
}
