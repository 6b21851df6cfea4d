import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError, UnmodifiableError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { type PageArgs, paginate } from "../../core/paging.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { sessions } from "../auth/session.table.ts";
import {
  applyOrganizationInput,
  brandingInput,
  type OrganizationInput,
} from "./organization-input.ts";

export type OrganizationRow = typeof organizations.$inferSelect;

const auditable = (row: OrganizationRow) => ({
  name: row.name,
  type: row.type,
  logoUrl: row.logoUrl,
  productName: row.productName,
  brandColor: row.brandColor,
  ssoEnabled: row.ssoEnabled,
  active: row.active,
  settings: row.settings,
});

/** Provider managers (read:organization) see every organisation. */
export async function listOrganizations(
  deps: ServiceDeps,
  viewer: TenantActor,
  args: PageArgs & { query?: string | null },
) {
  authorize(viewer, "organizations.read");
  const where: SQL | undefined = args.query?.trim()
    ? ilike(organizations.name, likePattern(args.query))
    : undefined;
  return paginate<OrganizationRow>(args, {
    defaultSize: 25,
    count: async () =>
      (await deps.db.select({ n: count() }).from(organizations).where(where))[0]?.n ?? 0,
    fetch: ({ offset, limit }) =>
      deps.db
        .select()
        .from(organizations)
        .where(where)
        .orderBy(asc(organizations.name), asc(organizations.id))
        .limit(limit)
        .offset(offset),
  });
}

async function findOrganization(db: Database, id: string): Promise<OrganizationRow> {
  if (!isUuid(id)) throw new NotFoundError("Organisation not found.");
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw new NotFoundError("Organisation not found.");
  return row;
}

export async function getOrganization(deps: ServiceDeps, viewer: TenantActor, id: string) {
  authorize(viewer, "organizations.read");
  return findOrganization(deps.db, id);
}

export async function countMembers(db: Database, organizationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(ofOrganization(organizationId, memberships), eq(memberships.active, true)));
  return row?.n ?? 0;
}

export async function createOrganization(deps: ServiceDeps, actor: TenantActor, input: unknown) {
  authorize(actor, "organizations.create");
  const values = applyOrganizationInput(
    {
      name: "",
      type: "customer",
      logoUrl: null,
      productName: null,
      brandColor: null,
      ssoEnabled: false,
      settings: {},
    },
    input,
  );
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(organizations).values(values).returning();
    if (!row) throw new Error("organisation not created");
    await recordAudit(tx, actor, {
      action: "organization.created",
      targetType: "Organization",
      targetId: row.id,
      organizationId: row.id,
      after: auditable(row),
    });
    return { organization: row };
  });
}

async function update(
  deps: ServiceDeps,
  actor: TenantActor,
  id: string,
  action: string,
  change: (row: OrganizationRow) => Partial<OrganizationRow>,
) {
  return deps.db.transaction(async (tx) => {
    const before = await findOrganization(tx, id);
    const [row] = await tx
      .update(organizations)
      .set(change(before))
      .where(eq(organizations.id, id))
      .returning();
    if (!row) throw new NotFoundError("Organisation not found.");
    await recordAudit(tx, actor, {
      action,
      targetType: "Organization",
      targetId: id,
      organizationId: id,
      before: auditable(before),
      after: auditable(row),
    });
    // Deactivation takes effect at once: sessions in the organisation end now.
    if (!row.active && before.active) await tx.delete(sessions).where(ofOrganization(id, sessions));
    return { organization: row };
  });
}

export async function updateOrganization(
  deps: ServiceDeps,
  actor: TenantActor,
  id: string,
  input: unknown,
) {
  authorize(actor, "organizations.update");
  // Validate before the transaction so a bad input never holds a lock.
  const current = await findOrganization(deps.db, id);
  applyOrganizationInput(current, input);
  return update(deps, actor, id, "organization.updated", (row) =>
    applyOrganizationInput(row, input),
  );
}

export async function setOrganizationActive(
  deps: ServiceDeps,
  viewer: TenantActor,
  id: string,
  active: boolean,
) {
  authorize(viewer, "organizations.delete");
  if (!active && viewer.organization.id === id) {
    throw new UnmodifiableError("You cannot deactivate your own organisation.");
  }
  return update(
    deps,
    viewer,
    id,
    active ? "organization.reactivated" : "organization.deactivated",
    () => ({
      active,
    }),
  );
}

/** An organisation's own admins: branding and custom view of their own organisation only. */
export async function updateOrganizationBranding(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: unknown,
) {
  authorize(viewer, "branding.update");
  const schema = brandingInput as unknown as z.ZodType<OrganizationInput>;
  applyOrganizationInput(viewer.organization, input, schema);
  return update(deps, viewer, viewer.organization.id, "organization.branding_updated", (row) =>
    applyOrganizationInput(row, input, schema),
  );
}
