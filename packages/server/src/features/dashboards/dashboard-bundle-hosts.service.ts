import { parseBundleHosts } from "@tierwise/common/dashboards/bundle-hosts";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { TenantActor } from "../../core/actor.ts";
import { auditedChange } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { isUuid } from "../../core/ids.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { organizations } from "../../db/organization.table.ts";
import { dashboardBundleHosts } from "./dashboard.table.ts";
import { dashboardInvalid, organizationNotFound } from "./dashboard-errors.ts";

export type DashboardOrganization = { id: string; name: string };

/** The hosts an organisation allows bundles from (origins, in the order entered). */
export async function allowedBundleHosts(db: Database, organizationId: string): Promise<string[]> {
  const [row] = await db
    .select({ hosts: dashboardBundleHosts.hosts })
    .from(dashboardBundleHosts)
    .where(ofOrganization(organizationId, dashboardBundleHosts));
  return row?.hosts ?? [];
}

/**
 * Spec 1 §9: where the organisation's dashboards may load scripts from — the portal itself,
 * its CDN (CDN_URL) and the organisation's own hosts. Bundle URLs are checked against it when
 * a dashboard is saved; the dashboard page's CSP lists the same.
 */
export function bundleOrigins(config: Config, hosts: readonly string[]): string[] {
  const own = new URL(config.publicUrl).origin;
  return [...new Set([own, ...(config.CDN_URL ? [config.CDN_URL] : []), ...hosts])];
}

/**
 * Replaces an organisation's allowed hosts: its administrators, or provider administrators for
 * any organisation. Entries become origins, duplicates go, at most 20.
 */
export async function setAllowedDashboardBundleHosts(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { organizationId: string; hosts: readonly string[] },
): Promise<DashboardOrganization> {
  authorize(actor, "dashboards.manageBundleHosts", { organizationId: input.organizationId });
  const parsed = parseBundleHosts(input.hosts);
  if (!parsed.ok) throw dashboardInvalid([parsed.error]);
  if (!isUuid(input.organizationId)) throw organizationNotFound();
  const [organization] = await deps.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  if (!organization) throw organizationNotFound();
  return auditedChange(
    deps.db,
    actor,
    { action: "dashboards.bundleHostsChanged", targetType: "Organization" },
    async (tx) => {
      const before = await allowedBundleHosts(tx, organization.id);
      await tx
        .insert(dashboardBundleHosts)
        .values({ organizationId: organization.id, hosts: parsed.hosts })
        .onConflictDoUpdate({
          target: dashboardBundleHosts.organizationId,
          set: { hosts: parsed.hosts, updatedAt: new Date() },
        });
      return {
        result: organization,
        targetId: organization.id,
        organizationId: organization.id,
        before: { hosts: before },
        after: { hosts: parsed.hosts },
      };
    },
  );
}
