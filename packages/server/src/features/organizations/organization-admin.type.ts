import { NotFoundError, UnmodifiableError, ValidationError } from "../../core/errors.ts";
import { toPageArgs } from "../../core/paging.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType, pageArgs } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { toSessionOrganization } from "../auth/session-organization.ts";
import { resolveOrganizationSettings } from "../auth/viewer.ts";
import {
  countMembers,
  createOrganization,
  getOrganization,
  listOrganizations,
  type OrganizationRow,
  setOrganizationActive,
  updateOrganization,
  updateOrganizationBranding,
} from "./organization-admin.service.ts";

export const ManagedOrganizationType = builder
  .objectRef<OrganizationRow>("ManagedOrganization")
  .implement({
    description: "An organisation as provider managers administer it.",
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      type: t.exposeString("type", { description: "provider | customer | teams" }),
      logoUrl: t.exposeString("logoUrl", { nullable: true }),
      productName: t.exposeString("productName", { nullable: true }),
      brandColor: t.exposeString("brandColor", { nullable: true }),
      ssoEnabled: t.exposeBoolean("ssoEnabled"),
      active: t.exposeBoolean("active"),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
      featureFlags: t.field({
        type: "JSON",
        description: "Every flag, as booleans.",
        resolve: (row) => toSessionOrganization(row).featureFlags,
      }),
      settings: t.field({
        type: "JSON",
        description: "The resolved settings: limits, roles, lists, custom view, trial, downloads.",
        resolve: (row) => resolveOrganizationSettings(row.settings),
      }),
      memberCount: t.int({ resolve: (row, _args, ctx) => countMembers(ctx.db, row.id) }),
    }),
  });

const ManagedOrganizationConnection = connectionType(
  "ManagedOrganizationConnection",
  ManagedOrganizationType,
);

const SidebarLinkInput = builder.inputType("CustomSidebarLinkInput", {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    iconUrl: t.string(),
    title: t.string({ required: true }),
    url: t.string({ required: true }),
  }),
});

const CustomViewInput = builder.inputType("CustomViewInput", {
  description: "Omitted fields stay as they are; null clears one.",
  fields: (t) => ({
    homepageTitle: t.string(),
    homepageMessage: t.string(),
    logoUrl: t.string(),
    hiddenLinks: t.stringList(),
    customSidebarLinks: t.field({ type: [SidebarLinkInput] }),
    poweredByLabel: t.string(),
    hideHome: t.boolean(),
  }),
});

const TeamsTrialInput = builder.inputType("TeamsTrialInput", {
  fields: (t) => ({
    startDate: t.string({ required: true, description: "YYYY-MM-DD" }),
    endDate: t.string({ required: true, description: "YYYY-MM-DD, after startDate" }),
  }),
});

const SecurityReportDownloadsInput = builder.inputType("SecurityReportDownloadsInput", {
  fields: (t) => ({
    companyIssueReport: t.boolean({ required: true }),
    summaryReport: t.boolean({ required: true }),
  }),
});

const brandingFields = (t: PothosInputFieldBuilder) => ({
  logoUrl: t.string(),
  productName: t.string(),
  brandColor: t.string({ description: "Hex, e.g. #ffffff" }),
  customView: t.field({ type: CustomViewInput }),
});
// biome-ignore lint/suspicious/noExplicitAny: Pothos' input field builder type is generic over the schema.
type PothosInputFieldBuilder = any;

const OrganizationInputType = builder.inputType("OrganizationInput", {
  description:
    "Omitted fields stay as they are; null clears an optional one. name is required on create.",
  fields: (t) => ({
    name: t.string(),
    type: t.string({ description: "provider | customer | teams" }),
    ssoEnabled: t.boolean(),
    featureFlags: t.field({
      type: "JSON",
      description: "{ flagName: boolean } for any flags to change.",
    }),
    portfolioLimit: t.int(),
    portfolioItemsLimit: t.int(),
    userAccountLimit: t.int(),
    maxPortfolioDepth: t.int(),
    teamsTrial: t.field({ type: TeamsTrialInput }),
    securityReportDownloads: t.field({ type: SecurityReportDownloadsInput }),
    allowedRoles: t.stringList(),
    defaultRole: t.string(),
    jobTitles: t.stringList(),
    businessUnits: t.stringList(),
    internalMailDomains: t.stringList(),
    ...brandingFields(t),
  }),
});

const BrandingInputType = builder.inputType("OrganizationBrandingInput", {
  fields: (t) => brandingFields(t),
});

const OrganizationSuccess = builder
  .objectRef<{ organization: OrganizationRow }>("OrganizationChangeSuccess")
  .implement({
    fields: (t) => ({
      organization: t.field({ type: ManagedOrganizationType, resolve: (r) => r.organization }),
    }),
  });

builder.queryFields((t) => ({
  organizations: t.field({
    type: ManagedOrganizationConnection,
    description: "Every organisation (needs read:organization).",
    args: { ...pageArgs(t), query: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, listOrganizations, { ...toPageArgs(args), query: args.query }),
      ),
  }),
  organization: t.field({
    type: ManagedOrganizationType,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "OrganizationResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, getOrganization, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createOrganization: t.field({
    type: OrganizationSuccess,
    args: { input: t.arg({ type: OrganizationInputType, required: true }) },
    errors: { types: [ValidationError], union: { name: "CreateOrganizationResult" } },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, createOrganization, { ...input, name: input.name ?? "" }),
  }),
  updateOrganization: t.field({
    type: OrganizationSuccess,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: OrganizationInputType, required: true }),
    },
    errors: {
      types: [NotFoundError, ValidationError],
      union: { name: "UpdateOrganizationResult" },
    },
    resolve: (_root, args, ctx) => asTenant(ctx, updateOrganization, String(args.id), args.input),
  }),
  deactivateOrganization: t.field({
    type: OrganizationSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: {
      types: [NotFoundError, UnmodifiableError],
      union: { name: "DeactivateOrganizationResult" },
    },
    resolve: (_root, args, ctx) => asTenant(ctx, setOrganizationActive, String(args.id), false),
  }),
  reactivateOrganization: t.field({
    type: OrganizationSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: {
      types: [NotFoundError, UnmodifiableError],
      union: { name: "ReactivateOrganizationResult" },
    },
    resolve: (_root, args, ctx) => asTenant(ctx, setOrganizationActive, String(args.id), true),
  }),
  updateOrganizationBranding: t.field({
    type: OrganizationSuccess,
    description: "An organisation's own admins: logo, product name, brand colour and custom view.",
    args: { input: t.arg({ type: BrandingInputType, required: true }) },
    errors: { types: [ValidationError], union: { name: "UpdateOrganizationBrandingResult" } },
    resolve: (_root, { input }, ctx) => asTenant(ctx, updateOrganizationBranding, input),
  }),
}));
