import { isInternalEmail } from "@tierwise/common/email-domains";
import { type BooleanFeatureFlag, booleanFeatureFlags } from "@tierwise/common/feature-flags";
import { and, eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenCodeError, NotFoundError } from "../../core/errors.ts";
import { type FlagKey, type ResolvedFlags, resolveFeatureFlags } from "../../core/feature-flags.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError } from "../../core/parse-input.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { featureFlagOverrides } from "../../db/feature-flag-override.table.ts";
import { organizations } from "../../db/organization.table.ts";
import type { Viewer } from "../auth/viewer.ts";

/** The viewer's flags. Programs have no source yet (the session's programs list is empty). */
export async function featureFlags(db: Database, viewer: Viewer | null): Promise<ResolvedFlags> {
  const organization = viewer?.organization ?? null;
  const settings = organization?.resolvedSettings;
  const key: FlagKey = {
    userId: viewer?.user.id ?? null,
    organizationId: organization?.id ?? null,
    programs: [],
    internal: viewer
      ? isInternalEmail(viewer.user.email, settings?.internalMailDomains ?? [])
      : false,
  };
  return { key, flags: await resolveFeatureFlags(db, key, settings?.featureFlags ?? {}) };
}

/** For gated operations: FORBIDDEN unless the flag is on for the viewer. */
export async function requireFlag(
  db: Database,
  viewer: Viewer,
  flag: BooleanFeatureFlag,
): Promise<void> {
  const { flags } = await featureFlags(db, viewer);
  if (!flags[flag])
    throw new ForbiddenCodeError("This feature is not enabled for your organisation.");
}

/** Provider managers set (value true/false) or clear (null) one override. */
export async function setFeatureFlagOverride(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    organizationId: string;
    scope: "user" | "program";
    key: string;
    flag: string;
    value: boolean | null;
  },
) {
  authorize(actor, "featureFlags.override");
  if (!(booleanFeatureFlags as readonly string[]).includes(input.flag))
    throw fieldError("flag", "Unknown feature flag.");
  const flag = input.flag as BooleanFeatureFlag;
  const key = input.key.trim();
  if (key === "" || key.length > 200) throw fieldError("key", "Required, at most 200 characters.");
  if (!isUuid(input.organizationId)) throw new NotFoundError("Organisation not found.");
  return deps.db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId));
    if (!organization) throw new NotFoundError("Organisation not found.");
    const where = and(
      ofOrganization(organization.id, featureFlagOverrides),
      eq(featureFlagOverrides.scope, input.scope),
      eq(featureFlagOverrides.key, key),
      eq(featureFlagOverrides.flag, flag),
    );
    const [before] = await tx.select().from(featureFlagOverrides).where(where);
    await tx.delete(featureFlagOverrides).where(where);
    if (input.value !== null) {
      await tx.insert(featureFlagOverrides).values({
        organizationId: organization.id,
        scope: input.scope,
        key,
        flag,
        value: input.value,
      });
    }
    await recordAudit(tx, actor, {
      action: "feature_flag.override_set",
      targetType: "Organization",
      targetId: organization.id,
      organizationId: organization.id,
      before: before ? { scope: input.scope, key, flag, value: before.value } : null,
      after: input.value === null ? null : { scope: input.scope, key, flag, value: input.value },
    });
    return { organizationId: organization.id, scope: input.scope, key, flag, value: input.value };
  });
}
