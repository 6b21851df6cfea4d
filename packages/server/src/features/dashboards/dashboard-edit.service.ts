import {
  checkDashboardContent,
  dashboardLimits,
  dashboardNameSchema,
} from "@tierwise/common/dashboards/content";
import { isDashboardIcon } from "@tierwise/common/dashboards/icons";
import { emptyDashboardLayouts } from "@tierwise/common/dashboards/layout";
import { dashboardMessages } from "@tierwise/common/dashboards/messages";
import { findDashboardTemplate } from "@tierwise/common/dashboards/templates";
import { and, eq, like, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/user.table.ts";
import { slugify } from "../../import/slugs.ts";
import { fullName } from "../auth/session-view.ts";
import { type DashboardRow, dashboards } from "./dashboard.table.ts";
import { writeAclWrite } from "./dashboard-access.service.ts";
import { allowedBundleHosts, bundleOrigins } from "./dashboard-bundle-hosts.service.ts";
import { dashboardConflict, dashboardInvalid } from "./dashboard-errors.ts";
import { type DashboardView, findReadable, findWritable } from "./dashboard-lookup.ts";

type Content = Pick<DashboardRow, "layouts" | "toolbar" | "sections" | "widgets" | "bundles">;

const emptyContent = (): Content => ({
  layouts: emptyDashboardLayouts(),
  toolbar: { dateRange: { preset: "30d" }, portfolioIds: [] },
  sections: [],
  widgets: [],
  bundles: [],
});

function parseName(name: unknown): string {
  const parsed = dashboardNameSchema.safeParse(name);
  if (!parsed.success) throw dashboardInvalid([parsed.error.issues[0]?.message ?? "Enter a name."]);
  return parsed.data;
}

function parseIcon(icon: string | null | undefined): string | null {
  if (icon == null || icon === "") return null;
  if (!isDashboardIcon(icon)) throw dashboardInvalid([dashboardMessages.unknownIcon]);
  return icon;
}

/**
 * A slug from the name, unique in the organisation (deleted dashboards keep theirs, so an undo
 * brings the same address back): the base, else "-2", "-3", … Names without Latin letters or
 * digits become "dashboard". Called after the organisation's dashboard lock.
 */
async function freeSlug(tx: Database, organizationId: string, name: string): Promise<string> {
  const base = /[a-z0-9]/i.test(name.normalize("NFKD")) ? slugify(name) : "dashboard";
  const rows = await tx
    .select({ slug: dashboards.slug })
    .from(dashboards)
    .where(
      and(
        ofOrganization(organizationId, dashboards),
        or(eq(dashboards.slug, base), like(dashboards.slug, `${base}-%`)),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Two creations in one organisation cannot pick the same slug. */
const lockOrganizationDashboards = (tx: Database, organizationId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dashboards:${organizationId}`}))`);

/** Inserts a dashboard with its creator as its first writer, and audits it. */
async function insertDashboard(
  tx: Database,
  actor: TenantActor,
  organizationId: string,
  values: { name: string; icon: string | null; content: Content; action: string },
): Promise<DashboardView> {
  await lockOrganizationDashboards(tx, organizationId);
  const slug = await freeSlug(tx, organizationId, values.name);
  const [row] = await tx
    .insert(dashboards)
    .values({
      organizationId,
      name: values.name,
      slug,
      icon: values.icon,
      ...values.content,
      createdBy: actor.user.id,
      updatedBy: actor.user.id,
    })
    .returning();
  if (!row) throw new Error("dashboard insert returned nothing");
  await writeAclWrite(tx, row, [{ actorType: "user", actorId: actor.user.id }]);
  await recordAudit(tx, actor, {
    action: values.action,
    targetType: "Dashboard",
    targetId: row.id,
    organizationId,
    after: { name: row.name, slug: row.slug },
  });
  return findReadable(tx, actor, row.id);
}

/** A new dashboard of the viewer's organisation, empty or from a template. */
export async function createDashboard(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { name: string; icon?: string | null; templateKey?: string | null },
): Promise<DashboardView> {
  authorize(actor, "dashboards.create", { organizationId: actor.organizationId });
  const name = parseName(input.name);
  const template = input.templateKey ? findDashboardTemplate(input.templateKey) : undefined;
  if (input.templateKey && !template) throw dashboardInvalid([dashboardMessages.unknownTemplate]);
  const icon = parseIcon(input.icon ?? template?.icon);
  const content = template
    ? {
        layouts: template.layouts,
        toolbar: template.toolbar,
        sections: template.sections,
        widgets: template.widgets,
        bundles: [],
      }
    : emptyContent();
  return deps.db.transaction((tx) =>
    insertDashboard(tx, actor, actor.organizationId, {
      name,
      icon,
      content,
      action: "dashboard.created",
    }),
  );
}

/** A copy under a new name, in the same organisation; the viewer becomes its writer. */
export async function duplicateDashboard(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string; name: string },
): Promise<DashboardView> {
  return deps.db.transaction(async (tx) => {
    const source = await findReadable(tx, actor, input.id);
    authorize(actor, "dashboards.create", { organizationId: source.organizationId });
    const name = parseName(input.name);
    const { layouts, toolbar, sections, widgets, bundles } = source;
    return insertDashboard(tx, actor, source.organizationId, {
      name,
      icon: source.icon,
      content: { layouts, toolbar, sections, widgets, bundles },
      action: "dashboard.duplicated",
    });
  });
}

export type UpdateDashboardInput = {
  id: string;
  version: number;
  name?: string | null;
  icon?: string | null;
  layouts?: unknown;
  toolbar?: unknown;
  sections?: unknown;
  widgets?: unknown;
  bundles?: readonly string[] | null;
};

/**
 * Saves a dashboard. `version` is the one the editor loaded: if another save came since, the
 * change is refused with DASHBOARD_CONFLICT (who saved, when) rather than overwriting theirs.
 * Parts left out stay as they are; the whole content is checked again (settings, layouts for
 * every breakpoint). Bundles must be on the allowed origins — the ones already on the dashboard
 * stay even if their host has since been removed from the list (the page's CSP blocks them).
 */
export async function updateDashboard(
  deps: ServiceDeps,
  actor: TenantActor,
  input: UpdateDashboardInput,
): Promise<DashboardView> {
  return deps.db.transaction(async (tx) => {
    const found = await findWritable(tx, actor, input.id);
    const [current] = await tx
      .select()
      .from(dashboards)
      .where(eq(dashboards.id, found.id))
      .for("update");
    if (!current) throw new Error("dashboard vanished under its lock");
    if (current.version !== input.version) {
      const [author] = current.updatedBy
        ? await tx.select().from(users).where(eq(users.id, current.updatedBy))
        : [];
      throw dashboardConflict(author ? fullName(author) : "someone", current.updatedAt);
    }
    const name = input.name == null ? current.name : parseName(input.name);
    const icon = input.icon === undefined ? current.icon : parseIcon(input.icon);
    const bundles = [...new Set((input.bundles ?? current.bundles).map((url) => url.trim()))];
    if (bundles.length > dashboardLimits.bundles)
      throw dashboardInvalid([dashboardMessages.tooManyBundles(dashboardLimits.bundles)]);
    const origins = bundleOrigins(
      deps.config,
      await allowedBundleHosts(tx, current.organizationId),
    );
    const checked = checkDashboardContent(
      {
        widgets: input.widgets ?? current.widgets,
        sections: input.sections ?? current.sections,
        layouts: input.layouts ?? current.layouts,
        toolbar: input.toolbar ?? current.toolbar,
        bundles: bundles.filter((url) => !current.bundles.includes(url)),
      },
      origins,
    );
    if (!checked.content) throw dashboardInvalid(checked.errors);
    const content = checked.content;
    await tx
      .update(dashboards)
      .set({
        name,
        icon,
        layouts: content.layouts as Content["layouts"],
        toolbar: content.toolbar,
        sections: content.sections,
        widgets: content.widgets,
        bundles,
        version: current.version + 1,
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      })
      .where(eq(dashboards.id, current.id));
    await recordAudit(tx, actor, {
      action: "dashboard.updated",
      targetType: "Dashboard",
      targetId: current.id,
      organizationId: current.organizationId,
      before: { name: current.name, version: current.version },
      after: { name, version: current.version + 1 },
    });
    return findReadable(tx, actor, current.id);
  });
}
