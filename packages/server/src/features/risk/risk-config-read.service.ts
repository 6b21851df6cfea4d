import { can } from "@tierwise/common/policy/can";
import { desc, eq, isNull, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/user.table.ts";
import { defaultRiskConfigId, defaultRiskDefinition } from "./default-risk-config.ts";
import { type RiskConfigRow, riskConfigRevisions, riskConfigs } from "./risk.table.ts";
import { queueRiskScoring } from "./risk-score-queue.ts";

export type RiskConfigView = RiskConfigRow & { canModify: boolean };

const ensured = new WeakSet<object>();

/**
 * The default configuration exists in every database: written on first need with its fixed id
 * (racing processes agree through the primary key), once per process and database.
 */
export async function ensureDefaultRiskConfig(db: Database): Promise<void> {
  if (ensured.has(db)) return;
  const inserted = await db
    .insert(riskConfigs)
    .values({
      id: defaultRiskConfigId,
      organizationId: null,
      name: defaultRiskDefinition.name,
      definition: defaultRiskDefinition,
      revision: 1,
    })
    .onConflictDoNothing()
    .returning({ id: riskConfigs.id });
  await db
    .insert(riskConfigRevisions)
    .values({
      configId: defaultRiskConfigId,
      revision: 1,
      definition: defaultRiskDefinition,
      changes: ["The default configuration"],
    })
    .onConflictDoNothing();
  // The first time anywhere: score every company under it in the background.
  if (inserted.length > 0) await queueRiskScoring(db, defaultRiskConfigId);
  ensured.add(db);
}

/** The default configuration or one of the actor's organisation: what an organisation may see. */
export const visibleToActor = (actor: TenantActor) =>
  or(isNull(riskConfigs.organizationId), ownedBy(actor, riskConfigs));

export const viewOf = (actor: TenantActor, row: RiskConfigRow): RiskConfigView => ({
  ...row,
  canModify: can(actor, "riskConfigs.modify", { organizationId: row.organizationId }),
});

/** A visible configuration by id, or null (another organisation's is not found). */
export async function findVisibleConfig(db: Database, actor: TenantActor, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  await ensureDefaultRiskConfig(db);
  const [row] = await db
    .select()
    .from(riskConfigs)
    .where(sql`${riskConfigs.id} = ${id} and ${visibleToActor(actor)}`);
  return row ?? null;
}

/** Default first (unless hideDefaultRiskConfig or onlyOrganization), then custom ones oldest first. */
export async function listRiskConfigs(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { onlyOrganization?: boolean | null } = {},
): Promise<RiskConfigView[]> {
  authorize(actor, "risk.read");
  await ensureDefaultRiskConfig(deps.db);
  const rows = await deps.db
    .select()
    .from(riskConfigs)
    .where(visibleToActor(actor))
    .orderBy(sql`${riskConfigs.organizationId} is not null`, riskConfigs.createdAt);
  const hideDefault = input.onlyOrganization || actor.featureFlags.hideDefaultRiskConfig;
  return rows
    .filter((r) => !(hideDefault && r.organizationId === null))
    .map((r) => viewOf(actor, r));
}

export async function getRiskConfig(deps: ServiceDeps, actor: TenantActor, input: { id: string }) {
  authorize(actor, "risk.read");
  const row = await findVisibleConfig(deps.db, actor, input.id);
  return row ? viewOf(actor, row) : null;
}

export async function listRevisions(db: Database, configId: string) {
  return db
    .select()
    .from(riskConfigRevisions)
    .where(eq(riskConfigRevisions.configId, configId))
    .orderBy(desc(riskConfigRevisions.revision));
}

type RiskHubPreferences = { riskHub?: { selectedConfig?: string } };

/** The user setting riskHub.selectedConfig when still visible, else the default (or the first custom when hidden). */
export async function selectedRiskConfigId(deps: ServiceDeps, actor: TenantActor): Promise<string> {
  const configs = await listRiskConfigs(deps, actor);
  const chosen = (actor.user.preferences as RiskHubPreferences).riskHub?.selectedConfig;
  if (chosen && configs.some((c) => c.id === chosen)) return chosen;
  return configs[0]?.id ?? defaultRiskConfigId;
}

/** Stores the choice in users.preferences (riskHub.selectedConfig); false when not visible. */
export async function selectRiskConfig(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
) {
  authorize(actor, "risk.read");
  const config = await findVisibleConfig(deps.db, actor, input.id);
  if (!config) return false;
  await deps.db
    .update(users)
    .set({
      preferences: sql`jsonb_set(${users.preferences}, '{riskHub}', coalesce(${users.preferences}->'riskHub', '{}'::jsonb) || jsonb_build_object('selectedConfig', ${config.id}::text))`,
    })
    .where(eq(users.id, actor.userId));
  return true;
}
