import type { CustomSidebarLink } from "@tierwise/common/organization-settings";
import { builder } from "../../graphql/builder.ts";
import type { CustomViewSettings, SessionOrganizationView } from "./session-organization.ts";

const CustomSidebarLinkType = builder.objectRef<CustomSidebarLink>("CustomSidebarLink").implement({
  fields: (t) => ({
    enabled: t.exposeBoolean("enabled"),
    iconUrl: t.string({ nullable: true, resolve: (link) => link.iconUrl ?? null }),
    title: t.exposeString("title"),
    url: t.exposeString("url"),
  }),
});

const CustomViewType = builder.objectRef<CustomViewSettings>("CustomView").implement({
  fields: (t) => ({
    homepageTitle: t.string({ nullable: true, resolve: (view) => view.homepageTitle ?? null }),
    homepageMessage: t.string({ nullable: true, resolve: (view) => view.homepageMessage ?? null }),
    logoUrl: t.string({ nullable: true, resolve: (view) => view.logoUrl ?? null }),
    hiddenLinks: t.exposeStringList("hiddenLinks"),
    customSidebarLinks: t.field({
      type: [CustomSidebarLinkType],
      resolve: (view) => view.customSidebarLinks,
    }),
    poweredByLabel: t.string({ nullable: true, resolve: (view) => view.poweredByLabel ?? null }),
    hideHome: t.exposeBoolean("hideHome"),
  }),
});

export const SessionOrganizationType = builder
  .objectRef<SessionOrganizationView>("SessionOrganization")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      type: t.exposeString("type", { description: "provider | customer | teams" }),
      logoUrl: t.exposeString("logoUrl", { nullable: true }),
      productName: t.exposeString("productName", { nullable: true }),
      brandColor: t.exposeString("brandColor", { nullable: true }),
      featureFlags: t.field({
        type: "JSON",
        description: "Every flag of common/feature-flags.ts, as booleans.",
        resolve: (organization) => organization.featureFlags,
      }),
      customView: t.field({
        type: CustomViewType,
        resolve: (organization) => organization.customView,
      }),
      totpRequired: t.exposeBoolean("totpRequired"),
    }),
  });
