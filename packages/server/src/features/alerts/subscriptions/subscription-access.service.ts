import { alertLimits } from "@tierwise/common/alerts";
import { asc, eq } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { NotFoundError } from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { type PageArgs, paginate } from "../../../core/paging.ts";
import { acrossOrganizations, ownedBy, tenantData } from "../../../core/tenant.ts";
import { organizations } from "../../../db/organization.table.ts";
import { companies } from "../../companies/company.table.ts";
import { alertSubscriptions, organizationAlertConfigs } from "../alert-subscription.table.ts";
import type { AlertCompanyRefView } from "../alert-views.ts";
import type { CountedConnection } from "./subscription.service.ts";

/**
 * The older model's "paged subscription companies": the companies the organisation subscribes
 * to, 5000 a request with an after cursor (spec 3 §7, §9), in a stable order.
 */
export async function listSubscribedCompanies(
  deps: ServiceDeps,
  actor: TenantActor,
  page: PageArgs,
): Promise<CountedConnection<AlertCompanyRefView>> {
  authorize(actor, "alerts.read");
  const where = ownedBy(actor, alertSubscriptions, eq(alertSubscriptions.kind, "company"));
  const connection = await paginate(page, {
    defaultSize: alertLimits.companySubscriptionsPerRequest,
    maximum: alertLimits.companySubscriptionsPerRequest,
    count: () => tenantData(deps.db, actor).count(alertSubscriptions, where),
    fetch: ({ offset, limit }) =>
      deps.db
        .select({ id: companies.id, slug: companies.slug, name: companies.displayName })
        .from(alertSubscriptions)
        .innerJoin(companies, eq(companies.id, alertSubscriptions.companyId))
        .where(where)
        .orderBy(asc(alertSubscriptions.id))
        .offset(offset)
        .limit(limit),
  });
  return { ...connection, totalCount: connection.itemsCount };
}

/**
 * setAllAlertsAccess: a provider manager turns an organisation's all_alerts_access on or off
 * (spec 3 §6, §7 "org signal config"). With it the organisation sees every alert, whatever it
 * subscribes to. It is part of what the organisation buys, so the same people who administer
 * its subscription sets decide it.
 */
export async function setAllAlertsAccess(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { organizationId: string; enabled: boolean },
): Promise<boolean> {
  authorize(actor, "subscriptionSets.manage");
  const notFound = () => new NotFoundError("Organisation not found.");
  if (!isUuid(args.organizationId)) throw notFound();
  const [organization] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, args.organizationId));
  if (!organization) throw notFound();
  await deps.db.transaction(async (tx) => {
    const before = await acrossOrganizations(tx, organization.id).first(organizationAlertConfigs);
    await tx
      .insert(organizationAlertConfigs)
      .values({ organizationId: organization.id, allAlertsAccess: args.enabled })
      .onConflictDoUpdate({
        target: organizationAlertConfigs.organizationId,
        set: { allAlertsAccess: args.enabled, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: "alertConfig.allAlertsAccess",
      targetType: "Organization",
      targetId: organization.id,
      organizationId: organization.id,
      before: { allAlertsAccess: before?.allAlertsAccess ?? false },
      after: { allAlertsAccess: args.enabled },
    });
  });
  return args.enabled;
}
