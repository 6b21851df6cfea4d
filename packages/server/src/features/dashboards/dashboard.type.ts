import { eq } from "drizzle-orm";
import { users } from "../../db/user.table.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant, requireTenantActor } from "../../graphql/guards.ts";
import { SessionOrganizationType } from "../auth/session-organization.type.ts";
import { fullName } from "../auth/session-view.ts";
import { ManagedOrganizationType } from "../organizations/organization-admin.type.ts";
import { type DashboardAccessEntry, dashboardAclWrite } from "./dashboard-access.service.ts";
import {
  allowedBundleHosts,
  type DashboardOrganization,
} from "./dashboard-bundle-hosts.service.ts";
import type { DashboardView } from "./dashboard-lookup.ts";
import {
  dashboardBySlug,
  listDashboards,
  organizationDashboards,
  templateSummaries,
} from "./dashboard-read.service.ts";

export const DashboardAccessEntryType = builder
  .objectRef<DashboardAccessEntry>("DashboardAccessEntry")
  .implement({
    fields: (t) => ({
      actorType: t.exposeString("actorType", { description: "user, team or org." }),
      actorId: t.exposeID("actorId"),
      name: t.exposeString("name"),
    }),
  });

export const DashboardType = builder.objectRef<DashboardView>("Dashboard").implement({
  description: "An organisation's dashboard (issue 30). Everyone in the organisation reads it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug", {
      description: "From the name, kept on rename: /dashboards/{slug}.",
    }),
    icon: t.exposeString("icon", {
      nullable: true,
      description: "A Tabler icon name (common/dashboards/icons.ts).",
    }),
    bundles: t.exposeStringList("bundles", { description: "ES module URLs of extension bundles." }),
    aclWrite: t.field({
      type: [DashboardAccessEntryType],
      description:
        "Who may change it besides the organisation's and the provider's administrators.",
      resolve: (dashboard, _args, ctx) => dashboardAclWrite(ctx.deps.db, dashboard.id),
    }),
    canWrite: t.exposeBoolean("canWrite", {
      description: "The one policy's answer for the viewer.",
    }),
    layouts: t.field({
      type: "JSON",
      description: "{lg, md, sm, xs, xxs}: [{i, x, y, w, h}] per breakpoint.",
      resolve: (dashboard) => dashboard.layouts,
    }),
    toolbar: t.field({
      type: "JSON",
      description: "{dateRange: {preset} | {from, to}, portfolioIds}.",
      resolve: (dashboard) => dashboard.toolbar,
    }),
    sections: t.field({ type: "JSON", description: "[{id, title}]", resolve: (d) => d.sections }),
    widgets: t.field({
      type: "JSON",
      description: "[{id, type, title, sectionId, settings}]",
      resolve: (dashboard) => dashboard.widgets,
    }),
    version: t.exposeInt("version", { description: "Send it back with updateDashboard." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    updatedByName: t.string({
      nullable: true,
      resolve: async (dashboard, _args, ctx) => {
        if (!dashboard.updatedBy) return null;
        const [user] = await ctx.deps.db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, dashboard.updatedBy));
        return user ? fullName(user) : null;
      },
    }),
  }),
});

export const DashboardTemplateType = builder
  .objectRef<ReturnType<typeof templateSummaries>[number]>("DashboardTemplate")
  .implement({
    fields: (t) => ({
      key: t.exposeString("key"),
      name: t.exposeString("name"),
      icon: t.exposeString("icon", { nullable: true }),
      description: t.exposeString("description"),
    }),
  });

/** Spec 1 §3 "Organisation: … dashboards, allowed dashboard bundle hosts" (the dashboards part). */
export const OrganizationType = builder.objectRef<DashboardOrganization>("Organization").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    dashboards: t.field({
      type: [DashboardType],
      resolve: (organization, _args, ctx) =>
        asTenant(ctx, (deps, actor) => organizationDashboards(deps.db, actor, organization.id)),
    }),
    allowedDashboardBundleHosts: t.stringList({
      resolve: (organization, _args, ctx) => allowedBundleHosts(ctx.deps.db, organization.id),
    }),
  }),
});

builder.objectFields(SessionOrganizationType, (t) => ({
  dashboards: t.field({
    type: [DashboardType],
    description: "The organisation's dashboards by name (the navigation's Dashboards group).",
    resolve: (organization, _args, ctx) =>
      asTenant(ctx, (deps, actor) => organizationDashboards(deps.db, actor, organization.id)),
  }),
  allowedDashboardBundleHosts: t.stringList({
    description: "Origins dashboard bundles may load from, besides the portal and its CDN.",
    resolve: (organization, _args, ctx) => allowedBundleHosts(ctx.deps.db, organization.id),
  }),
}));

builder.queryFields((t) => ({
  dashboards: t.field({
    type: [DashboardType],
    description: "The viewer's organisation's dashboards, by name.",
    resolve: (_root, _args, ctx) => asTenant(ctx, listDashboards),
  }),
  dashboard: t.field({
    type: DashboardType,
    nullable: true,
    description: "Null when absent or another organisation's (alike).",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, dashboardBySlug, args.slug),
  }),
  dashboardTemplates: t.field({
    type: [DashboardTemplateType],
    resolve: async (_root, _args, ctx) => {
      await requireTenantActor(ctx);
      return templateSummaries();
    },
  }),
}));

builder.objectField(ManagedOrganizationType, "allowedDashboardBundleHosts", (t) =>
  t.stringList({
    description: "Origins its dashboard bundles may load from, besides the portal and its CDN.",
    resolve: (organization, _args, ctx) => allowedBundleHosts(ctx.deps.db, organization.id),
  }),
);
