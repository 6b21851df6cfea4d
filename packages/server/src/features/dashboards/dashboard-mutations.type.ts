import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { DashboardType, OrganizationType } from "./dashboard.type.ts";
import { setDashboardAccess } from "./dashboard-access.service.ts";
import { setAllowedDashboardBundleHosts } from "./dashboard-bundle-hosts.service.ts";
import { deleteDashboard, undoDeleteDashboard } from "./dashboard-delete.service.ts";
import { createDashboard, duplicateDashboard, updateDashboard } from "./dashboard-edit.service.ts";

/*
 * Dashboards' mutations answer the contract's plain types; refusals are coded GraphQL errors
 * (dashboard-errors.ts): NOT_FOUND, FORBIDDEN, BAD_USER_INPUT (extensions.messages) and
 * DASHBOARD_CONFLICT (extensions.updatedByName, updatedAt).
 */

const CreateDashboardInput = builder.inputType("CreateDashboardInput", {
  fields: (t) => ({
    name: t.string({ required: true, description: "At most 80 characters." }),
    icon: t.string({ description: "One of common/dashboards/icons.ts." }),
    templateKey: t.string({ description: "One of dashboardTemplates' keys; empty when left out." }),
  }),
});

const UpdateDashboardInput = builder.inputType("UpdateDashboardInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    version: t.int({ required: true, description: "The version the change started from." }),
    name: t.string(),
    icon: t.string({ description: "Null removes the icon; left out keeps it." }),
    layouts: t.field({ type: "JSON" }),
    toolbar: t.field({ type: "JSON" }),
    sections: t.field({ type: "JSON" }),
    widgets: t.field({ type: "JSON" }),
    bundles: t.stringList(),
  }),
});

const DashboardAccessEntryInput = builder.inputType("DashboardAccessEntryInput", {
  fields: (t) => ({
    actorType: t.string({ required: true, description: "user, team or org." }),
    actorId: t.id({ required: true }),
  }),
});

const SetDashboardAccessInput = builder.inputType("SetDashboardAccessInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    entries: t.field({ type: [DashboardAccessEntryInput], required: true }),
  }),
});

const DuplicateDashboardInput = builder.inputType("DuplicateDashboardInput", {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }) }),
});

const SetAllowedDashboardBundleHostsInput = builder.inputType(
  "SetAllowedDashboardBundleHostsInput",
  {
    fields: (t) => ({
      organizationId: t.id({ required: true }),
      hosts: t.stringList({ required: true, description: "Origins; at most 20." }),
    }),
  },
);

const DeleteDashboardResult = builder
  .objectRef<{ undoToken: string }>("DeleteDashboardResult")
  .implement({
    fields: (t) => ({
      undoToken: t.exposeID("undoToken", {
        description: "Pass to undoDeleteDashboard (the snackbar's Undo).",
      }),
    }),
  });

builder.mutationFields((t) => ({
  createDashboard: t.field({
    type: DashboardType,
    args: { input: t.arg({ type: CreateDashboardInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, createDashboard, {
        name: input.name,
        icon: input.icon,
        templateKey: input.templateKey,
      }),
  }),
  updateDashboard: t.field({
    type: DashboardType,
    args: { input: t.arg({ type: UpdateDashboardInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, updateDashboard, { ...input, id: String(input.id) }),
  }),
  setDashboardAccess: t.field({
    type: DashboardType,
    args: { input: t.arg({ type: SetDashboardAccessInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, setDashboardAccess, {
        id: String(input.id),
        entries: input.entries.map((entry) => ({ ...entry, actorId: String(entry.actorId) })),
      }),
  }),
  duplicateDashboard: t.field({
    type: DashboardType,
    args: { input: t.arg({ type: DuplicateDashboardInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, duplicateDashboard, { id: String(input.id), name: input.name }),
  }),
  deleteDashboard: t.field({
    type: DeleteDashboardResult,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, deleteDashboard, { id: String(args.id) }),
  }),
  undoDeleteDashboard: t.field({
    type: DashboardType,
    args: { undoToken: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, undoDeleteDashboard, { undoToken: String(args.undoToken) }),
  }),
  setAllowedDashboardBundleHosts: t.field({
    type: OrganizationType,
    description: "Organisation administrators, and provider administrators for any organisation.",
    args: { input: t.arg({ type: SetAllowedDashboardBundleHostsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, setAllowedDashboardBundleHosts, {
        organizationId: String(input.organizationId),
        hosts: input.hosts,
      }),
  }),
}));
