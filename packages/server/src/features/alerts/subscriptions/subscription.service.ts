import { alertLimits, type SubscriptionKind } from "@tierwise/common/alerts";
import { alertSubscriptionInputSchema } from "@tierwise/common/inputs/alerts";
import { desc, eq, type SQL } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import {
  AlreadyExistsError,
  ConnectedObjectNotFoundError,
  NotFoundError,
} from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { type Connection, type PageArgs, paginate } from "../../../core/paging.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { isUniqueViolation } from "../../../core/sql-support.ts";
import { ofOrganization, ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { companies } from "../../companies/company.table.ts";
import { findVisibleCompany } from "../../companies/company-access.service.ts";
import { alertLocations, commodities } from "../alert.table.ts";
import { alertSubscriptions } from "../alert-subscription.table.ts";
import type { AlertCompanyRefView, AlertLocationView, CommodityView } from "../alert-views.ts";

/** An organisation's subscription with the entity it names (spec 3 §3 "Entity subscription"). */
export type AlertSubscriptionView = {
  id: string;
  kind: SubscriptionKind;
  createdAt: Date;
  company: AlertCompanyRefView | null;
  location: AlertLocationView | null;
  commodity: CommodityView | null;
};

/** The subscription list with its total, as the settings tabs show "n subscriptions". */
export type CountedConnection<T> = Connection<T> & { totalCount: () => Promise<number> };

const entityColumn = {
  company: alertSubscriptions.companyId,
  location: alertSubscriptions.locationId,
  commodity: alertSubscriptions.commodityId,
} as const;

const entityType = { company: "Company", location: "Location", commodity: "Commodity" } as const;

async function selectSubscriptions(
  db: Database,
  where: SQL,
  window?: { offset: number; limit: number },
): Promise<AlertSubscriptionView[]> {
  const query = db
    .select({
      subscription: alertSubscriptions,
      company: { id: companies.id, slug: companies.slug, name: companies.displayName },
      location: alertLocations,
      commodity: commodities,
    })
    .from(alertSubscriptions)
    .leftJoin(companies, eq(companies.id, alertSubscriptions.companyId))
    .leftJoin(alertLocations, eq(alertLocations.id, alertSubscriptions.locationId))
    .leftJoin(commodities, eq(commodities.id, alertSubscriptions.commodityId))
    .where(where)
    .orderBy(desc(alertSubscriptions.createdAt), desc(alertSubscriptions.id));
  const rows = window ? await query.offset(window.offset).limit(window.limit) : await query;
  return rows.map(({ subscription, company, location, commodity }) => ({
    id: subscription.id,
    kind: subscription.kind,
    createdAt: subscription.createdAt,
    company,
    location,
    commodity,
  }));
}

/**
 * alertSubscriptions(kind): the organisation's subscriptions of one kind, newest first, 20 a
 * page (spec 3 §9), with the total. Every member with alerts may read them.
 */
export async function listAlertSubscriptions(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { kind: SubscriptionKind; page: PageArgs },
): Promise<CountedConnection<AlertSubscriptionView>> {
  authorize(actor, "alerts.read");
  const where = ownedBy(actor, alertSubscriptions, eq(alertSubscriptions.kind, args.kind));
  const count = () => tenantData(deps.db, actor).count(alertSubscriptions, where);
  const connection = await paginate(args.page, {
    defaultSize: alertLimits.subscriptionPageSize,
    count,
    fetch: (window) => selectSubscriptions(deps.db, where, window),
  });
  return { ...connection, totalCount: connection.itemsCount };
}

/** The entity a subscription names, which must exist (and, for a company, be visible). */
async function assertEntityExists(db: Database, kind: SubscriptionKind, id: string) {
  const missing = () => new ConnectedObjectNotFoundError(entityType[kind], id);
  if (!isUuid(id)) throw missing();
  if (kind === "company") {
    if (!(await findVisibleCompany(db, id))) throw missing();
    return;
  }
  const table = kind === "location" ? alertLocations : commodities;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw missing();
}

const alreadySubscribed = () =>
  new AlreadyExistsError("Your organisation already subscribes to this.");

/**
 * subscribeAlertEntity: the organisation's admins add a company, location or commodity; its
 * alerts become visible to every member (alert visibility follows by trigger).
 */
export async function subscribeAlertEntity(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
): Promise<{ subscription: AlertSubscriptionView }> {
  authorize(actor, "alertSubscriptions.manage");
  const { kind, entityId } = parseInput(alertSubscriptionInputSchema, args.input);
  await assertEntityExists(deps.db, kind, entityId);
  const id = await deps.db
    .transaction(async (tx) => {
      const held = await tenantData(tx, actor).first(
        alertSubscriptions,
        eq(entityColumn[kind], entityId),
      );
      if (held) throw alreadySubscribed();
      const created = await tenantData(tx, actor).insert(alertSubscriptions, {
        kind,
        companyId: kind === "company" ? entityId : null,
        locationId: kind === "location" ? entityId : null,
        commodityId: kind === "commodity" ? entityId : null,
        createdBy: actor.userId,
      });
      await recordAudit(tx, actor, {
        action: "alertSubscription.created",
        targetType: "AlertSubscription",
        targetId: created.id,
        after: { kind, entityId },
      });
      return created.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? alreadySubscribed() : error;
    });
  const [subscription] = await selectSubscriptions(
    deps.db,
    ownedBy(actor, alertSubscriptions, eq(alertSubscriptions.id, id)),
  );
  if (!subscription) throw new NotFoundError("Subscription not found.");
  return { subscription };
}

/** unsubscribeAlertEntity: only the organisation's own subscription; NotFoundError otherwise. */
export async function unsubscribeAlertEntity(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<{ id: string }> {
  authorize(actor, "alertSubscriptions.manage");
  if (!isUuid(args.id)) throw new NotFoundError("Subscription not found.");
  return deps.db.transaction(async (tx) => {
    const [removed] = await tenantData(tx, actor).delete(
      alertSubscriptions,
      eq(alertSubscriptions.id, args.id),
    );
    if (!removed) throw new NotFoundError("Subscription not found.");
    await recordAudit(tx, actor, {
      action: "alertSubscription.deleted",
      targetType: "AlertSubscription",
      targetId: removed.id,
      before: {
        kind: removed.kind,
        entityId: removed.companyId ?? removed.locationId ?? removed.commodityId,
      },
    });
    return { id: removed.id };
  });
}

/** Every company an organisation subscribes to by id, for other features (exports, scores…). */
export async function listSubscribedCompanyIds(
  db: Database,
  organizationId: string,
): Promise<string[]> {
  const rows = await db
    .select({ companyId: alertSubscriptions.companyId })
    .from(alertSubscriptions)
    .where(
      ofOrganization(organizationId, alertSubscriptions, eq(alertSubscriptions.kind, "company")),
    );
  return rows.flatMap((row) => (row.companyId ? [row.companyId] : []));
}
